import { useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { Applicant } from '../api/types';

/**
 * What a recruiter decides on at a glance (docs/company-area.md#applicants-cv-search-and-candidates): unread, the
 * knockout answers, and whether the job's required languages are met. Each flag says it in words; the tone only
 * repeats it. Nothing is shown for a job without required languages.
 */
export function ApplicantFlags({ applicant }: { applicant: Applicant }) {
  const t = useTranslate<CompanyMessageId>();
  const missing = applicant.missingLanguages.length;
  return (
    <>
      {applicant.unread && <Badge tone="new">{t('company.applicants.flag.unread')}</Badge>}
      {applicant.knocked_out ? (
        <Badge tone="danger">{t('company.applicants.knockedOut')}</Badge>
      ) : (
        applicant.knockoutAnswers > 0 && (
          <Badge tone="danger">{t('company.applicants.flag.knockout', { count: applicant.knockoutAnswers })}</Badge>
        )
      )}
      {missing > 0 ? (
        <Badge tone="warning">{t('company.applicants.flag.languagesMissing', { count: missing })}</Badge>
      ) : (
        applicant.requiredLanguages > 0 && <Badge tone="success">{t('company.applicants.flag.languagesMet')}</Badge>
      )}
    </>
  );
}
