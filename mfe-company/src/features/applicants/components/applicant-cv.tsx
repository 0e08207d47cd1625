import { useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Select } from 'shared-kit/ui';
import { CvPreview } from '../../../candidate-profile/cv-preview';
import { candidateCvPath, sentCvPath } from '../../../candidate-profile/get-cv-file';
import type { CompanyMessageId } from '../../../locales';
import type { ApplicantDetail } from '../api/types';

/**
 * The CV beside the profile (docs/company-area.md#applicants-cv-search-and-candidates): the one sent with this
 * application, served by the api to this company only. An application from before the CV was recorded shows the
 * default one first (as the api orders them), or the one the company picked among the candidate's CVs.
 */
export function ApplicantCv({ applicant }: { applicant: ApplicantDetail }) {
  const t = useTranslate<CompanyMessageId>();
  const [cvId, setCvId] = useState<number | null>(null);
  const { candidate } = applicant;
  const sent = applicant.cv;
  const cv = sent ? undefined : (candidate.cvs.find((one) => one.id === cvId) ?? candidate.cvs[0]);
  return (
    <>
      {sent && (
        <aside className="company-applicant-cv" aria-labelledby="applicant-cv-heading">
          <p className="company-applicant__job">{t('company.applicants.detail.cvSent')}</p>
          {sent.id === null ? (
            <>
              <h3 id="applicant-cv-heading">{sent.name}</h3>
              <p>{t('company.applicants.detail.cvDeleted')}</p>
            </>
          ) : (
            <CvPreview
              key={applicant.id}
              path={sentCvPath(applicant.id)}
              frameClassName="company-cv-frame company-cv-frame--beside"
              notFound={<p>{t('company.applicants.detail.cvDeleted')}</p>}
              heading={(name) => <h3 id="applicant-cv-heading">{name || sent.name}</h3>}
            />
          )}
        </aside>
      )}
      {cv && (
        <aside className="company-applicant-cv" aria-labelledby="applicant-cv-heading">
          {candidate.cvs.length > 1 && (
            <Select
              label={t('company.applicants.detail.cvShown')}
              options={candidate.cvs.map((one) => ({ value: String(one.id), label: one.name }))}
              value={String(cv.id)}
              onChange={(event) => setCvId(Number(event.target.value))}
            />
          )}
          <CvPreview
            key={cv.id}
            path={candidateCvPath(candidate.id, cv.id)}
            frameClassName="company-cv-frame company-cv-frame--beside"
            notFound={<p>{t('company.candidate.noPreview')}</p>}
            heading={(name) => <h3 id="applicant-cv-heading">{name || cv.name}</h3>}
          />
        </aside>
      )}
    </>
  );
}

/** Whether the drawer has a CV to show beside the profile (its layout makes room for it). */
export function hasCvBeside(applicant: ApplicantDetail): boolean {
  return Boolean(applicant.cv) || applicant.candidate.cvs.length > 0;
}
