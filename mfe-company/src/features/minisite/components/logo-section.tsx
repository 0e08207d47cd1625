import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Avatar, CardSection } from 'shared-kit/ui';
import { ImageDropZone } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { uploadLogo } from '../api/upload-minisite-file';
import { useImageUpload } from '../hooks/use-image-upload';

/** The logo: shown as the public page shows it, replaced by choosing or dropping an image (saved at once). */
export function LogoSection({ logo, onChange }: { logo: string | null; onChange: (logo: string) => void }) {
  const t = useTranslate<CompanyMessageId>();
  const { uploads, upload } = useImageUpload(
    uploadLogo,
    (answer) => {
      onChange(answer.logo);
      notify.success(t('company.minisite.logo.saved'));
    },
    () => t('company.minisite.logo.error'),
  );

  return (
    <CardSection
      className="company-minisite-section"
      headingId="company-minisite-logo"
      heading={t('company.minisite.logo.heading')}
    >
      <div className="company-minisite-logo">
        {logo && <Avatar name={t('company.minisite.logo.current')} src={logo} shape="square" size="lg" />}
        <ImageDropZone
          label={logo ? t('company.minisite.logo.replace') : t('company.minisite.logo.upload')}
          hint={t('company.minisite.logo.hint')}
          onFiles={upload}
          uploads={uploads}
        />
      </div>
    </CardSection>
  );
}
