import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { AreaError, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { CompanyJob } from '../api/company-job';
import { useJobPreview } from '../api/get-job-preview';
import { JobPreview } from './job-preview';
import { JobStatusBadge } from './job-status-badge';
import { ModerationNotice } from './moderation-notice';

/**
 * The page of a job closed by moderation in the company's area (`/company/jobs/{id}/edit`): why, and the job as it
 * was written, to read only. The api refuses every change to it (docs/company-area.md#a-job-closed-by-moderation),
 * so the screen offers none.
 */
export function ModeratedJob({ job }: { job: CompanyJob }) {
  const t = useTranslate<CompanyMessageId>();
  const preview = useJobPreview(job.id);
  return (
    <section className="company-page" aria-labelledby="company-editor-heading">
      <div className="sk-split company-page__head">
        <h1 id="company-editor-heading">{t('company.jobs.moderation.heading')}</h1>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="company-page__links">
        <Link to="/company/jobs">{t('company.jobs.editor.back')}</Link>
      </p>
      {job.moderation && <ModerationNotice moderation={job.moderation} />}
      {preview.status === 'loading' && <Skeleton height={320} />}
      {preview.status === 'error' && <AreaError message={t('company.jobs.editor.loadError')} onRetry={preview.retry} />}
      {preview.status === 'success' && <JobPreview job={preview.data} />}
    </section>
  );
}
