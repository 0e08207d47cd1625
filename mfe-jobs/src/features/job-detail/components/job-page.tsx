import { isHttpError } from 'shared-kit/http';
import { useTranslate } from 'shared-kit/i18n';
import { MISSING_JOB_TARGET } from 'shared-kit/routes';
import { Navigate } from 'shared-kit/router';
import { AreaError, PageSkeleton, useReleaseServerMarkup, ServerMarkup } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { useJob } from '../api/get-job';
import { useJobId } from '../hooks/use-job-id';
import { JobDetails } from './job-details';

/** The job's shape of the design system (docs/design-system.md#skeleton-and-spinner): the api's fallback draws it too. */
function JobPageSkeleton() {
  const t = useTranslate<JobsMessageId>();
  return <PageSkeleton shape="job" label={t('jobs.job.loading')} />;
}

function JobById({ id, mode }: { id: number; mode: 'page' | 'pane' }) {
  const t = useTranslate<JobsMessageId>();
  const request = useJob(id);
  const loading = request.status === 'loading';
  useReleaseServerMarkup(!loading && mode === 'page');
  // The job's own page shows the server's markup of it (same structure) until the job is loaded.
  if (loading)
    return mode === 'page' ? <ServerMarkup select=".jobs-area" fallback={<JobPageSkeleton />} /> : <JobPageSkeleton />;
  const missing =
    (request.status === 'error' && isHttpError(request.error) && request.error.response?.status === 404) ||
    (request.status === 'success' && !request.data.job);
  // docs/product-rules.md#job-pages: a job not found returns the user to the jobs route, where the list says why, as
  // after the page server's redirect (beside a list, it just says so).
  if (missing)
    return mode === 'page' ? <Navigate to={MISSING_JOB_TARGET} replace /> : <p>{t('jobs.job.unavailable')}</p>;
  if (request.status === 'error' || !request.data?.job) {
    return <AreaError title={t('jobs.job.error')} onRetry={request.retry} />;
  }
  const { job, seo, relatedJobs } = request.data;
  return <JobDetails job={job} seo={seo} related={relatedJobs} mode={mode} />;
}

/** `/jobs/{url}`: the job whose id the url carries; a url without one goes back to the jobs. */
export default function JobPage() {
  const id = useJobId();
  if (id === null) return <Navigate to="/jobs" replace />;
  return <JobById key={id} id={id} mode="page" />;
}

/** The selected job beside the list (split view). */
export function JobPreview({ id }: { id: number }) {
  return <JobById id={id} mode="pane" />;
}
