import { useTranslate } from 'shared-kit/i18n';
import { Link, useParams } from 'shared-kit/router';
import { AreaError, NotFound, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { useCompanyJob } from '../api/get-company-job';
import { useScreeningQuestions } from '../api/screening-questions';
import { QuestionsForm } from './screening-questions-form';

/** `/company/jobs/:jobId/screening-questions`: the questions candidates answer when they apply (docs/company-area.md#screening-questions). */
export function ScreeningQuestionsPage() {
  const t = useTranslate<CompanyMessageId>();
  const { jobId } = useParams();
  const id = Number(jobId);
  const valid = Number.isInteger(id) && id > 0;
  const job = useCompanyJob(valid ? id : null);
  const questions = useScreeningQuestions(valid ? id : 0);
  if (!valid) return <NotFound />;
  let body = <Skeleton height={320} />;
  if (job.status === 'error' || questions.status === 'error') {
    body = (
      <AreaError
        message={t('company.questions.loadError')}
        onRetry={() => {
          job.retry();
          questions.retry();
        }}
      />
    );
  } else if (job.status === 'success' && questions.status === 'success') {
    body = <QuestionsForm jobId={id} initial={questions.data} />;
  }
  return (
    <section className="company-page" aria-labelledby="company-questions-heading">
      <h1 id="company-questions-heading">{t('company.questions.title')}</h1>
      {job.status === 'success' && job.data && (
        <p>
          {t('company.questions.forJob', { title: job.data.title })}{' '}
          <Link to={`/company/jobs/${id}/edit`}>{t('company.questions.backToJob')}</Link>
        </p>
      )}
      <p>{t('company.questions.intro')}</p>
      {body}
    </section>
  );
}
