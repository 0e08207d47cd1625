import { useTranslate } from 'shared-kit/i18n';
import { Link, useParams } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { CvPreview } from '../../../candidate-profile/cv-preview';
import { candidateCvPath } from '../../../candidate-profile/get-cv-file';
import type { CompanyMessageId } from '../../../locales';

/**
 * `/company/previewCV/:candidateId/:cvId`: a CV of a candidate the company unlocked or who applied. A PDF is shown
 * in the page; every file can be downloaded. The api answers 404 for any other.
 */
export function PreviewCvPage() {
  const { candidateId, cvId } = useParams();
  const candidate = Number(candidateId);
  const cv = Number(cvId);
  if (!Number.isInteger(candidate) || candidate < 1 || !Number.isInteger(cv) || cv < 1) return <NotFound />;
  return <PreviewCv candidateId={candidate} cvId={cv} />;
}

function PreviewCv({ candidateId, cvId }: { candidateId: number; cvId: number }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <section className="company-page company-cv-preview" aria-labelledby="cv-preview-heading">
      <p>
        <Link to={`/company/candidate/${candidateId}/unlocked`}>{t('company.candidate.backToProfile')}</Link>
      </p>
      <CvPreview
        path={candidateCvPath(candidateId, cvId)}
        notFound={<NotFound />}
        heading={(name) => <h1 id="cv-preview-heading">{name || t('company.candidate.cvTitle')}</h1>}
      />
    </section>
  );
}
