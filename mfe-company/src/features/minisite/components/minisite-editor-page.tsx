import { type FormEvent, useState } from 'react';
import type { CompanyMinisite } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Button, CardSection, LinkButton, PageTitle, Skeleton } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import { type Refusal, refusalOf } from '../../../lib/refusal';
import type { CompanyMessageId } from '../../../locales';
import { useCompanyMinisite } from '../api/get-minisite';
import { useCompanyServices } from '../api/get-services';
import { updateMinisite } from '../api/update-minisite';
import { type Draft, draftOf, requestOf } from '../state/draft';
import { BlocksEditor } from './blocks-editor';
import { ColoursSection } from './colours-section';
import { LogoSection } from './logo-section';

/** The public page's path (the api answers its full address; the shell routes the path to the job list). */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/** What a company without the minisite service gets, and where to buy it. */
function MinisiteOffer() {
  const t = useTranslate<CompanyMessageId>();
  const services = useCompanyServices();
  const offer = services.status === 'success' ? services.data.services.find((s) => s.kind === 'minisite') : undefined;
  return (
    <CardSection
      className="company-minisite-offer"
      headingId="company-minisite-offer"
      heading={t('company.minisite.offer.heading')}
    >
      <p>{t('company.minisite.offer.intro')}</p>
      <ul>
        <li>{t('company.pricing.minisite.branding')}</li>
        <li>{t('company.pricing.minisite.allJobs')}</li>
        <li>{t('company.pricing.minisite.templates')}</li>
      </ul>
      <LinkButton
        to={offer ? `/company/services/purchase?code=${encodeURIComponent(offer.code)}` : '/company/services'}
      >
        {t('company.minisite.offer.buy')}
      </LinkButton>
    </CardSection>
  );
}

const TEMPLATE_VALUES = { none: null, '1': 1, '2': 2 } as const;

function MinisiteEditor({ initial }: { initial: CompanyMinisite }) {
  const t = useTranslate<CompanyMessageId>();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [logo, setLogo] = useState(initial.logo);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failed, setFailed] = useState(false);
  const errors = refusal?.errors ?? {};

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setRefusal(null);
    setFailed(false);
    try {
      const saved = await updateMinisite(requestOf(draft));
      setDraft(draftOf(saved));
      notify.success(t('company.minisite.saved'));
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const generalError = refusal
    ? Object.keys(refusal.errors).length > 0
      ? t('company.minisite.fixErrors')
      : refusal.message
    : failed
      ? t('company.minisite.saveFailed')
      : null;

  return (
    <>
      {!initial.enabled && <MinisiteOffer />}
      <p className="company-ctas">
        <LinkButton to={pathOf(initial.public_url)} variant="secondary">
          {t('company.minisite.view')}
        </LinkButton>
      </p>
      <LogoSection logo={logo} onChange={setLogo} />
      <form className="company-minisite-form" onSubmit={save} noValidate>
        <CardSection
          className="company-minisite-section"
          headingId="company-minisite-template"
          heading={t('company.minisite.template.heading')}
        >
          <RadioGroup
            legend={t('company.minisite.template.legend')}
            name="template"
            value={draft.template === null ? 'none' : String(draft.template)}
            onChange={(value) =>
              setDraft({ ...draft, template: TEMPLATE_VALUES[value as keyof typeof TEMPLATE_VALUES] })
            }
            error={errors.template}
            options={[
              {
                value: 'none',
                label: t('company.minisite.template.none'),
                hint: t('company.minisite.template.noneHint'),
              },
              { value: '1', label: t('company.minisite.template.one'), hint: t('company.minisite.template.oneHint') },
              { value: '2', label: t('company.minisite.template.two'), hint: t('company.minisite.template.twoHint') },
            ]}
          />
        </CardSection>
        <ColoursSection colors={draft.colors} onChange={(colors) => setDraft({ ...draft, colors })} errors={errors} />
        <BlocksEditor blocks={draft.blocks} onChange={(blocks) => setDraft({ ...draft, blocks })} errors={errors} />
        {generalError && (
          <p role="alert" className="company-form-error">
            {generalError}
          </p>
        )}
        <p className="company-ctas">
          <Button type="submit" loading={saving}>
            {t('company.minisite.save')}
          </Button>
        </p>
      </form>
    </>
  );
}

/** `/company/minisite`: the company's branded page: logo, colours, template and content blocks. */
export function MinisiteEditorPage() {
  const t = useTranslate<CompanyMessageId>();
  const minisite = useCompanyMinisite();
  return (
    <div className="company-page">
      <PageTitle title={t('company.minisite.title')} />
      {minisite.status === 'loading' && <Skeleton height={480} label={t('company.minisite.loading')} />}
      {minisite.status === 'error' && <AreaError title={t('company.minisite.loadError')} onRetry={minisite.retry} />}
      {minisite.status === 'success' && <MinisiteEditor initial={minisite.data.minisite} />}
    </div>
  );
}
