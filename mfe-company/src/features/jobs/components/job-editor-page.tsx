import { useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useParams } from 'shared-kit/router';
import { AreaError, NotFound, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { CompanyJob } from '../api/company-job';
import { useCompanyJob } from '../api/get-company-job';
import { useEditorLists } from '../api/get-reference-lists';
import { JobEditor } from './job-editor';
import { ModeratedJob } from './moderated-job';

/** `/company/jobs/create` and `/company/jobs/:jobId/edit`: every field of a job, saved as a draft, previewed, published. */
export function JobEditorPage() {
  const t = useTranslate<CompanyMessageId>();
  const { jobId } = useParams();
  const id = jobId === undefined ? null : Number(jobId);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  // The draft this editor has just created: its address changes to its edit page, and the same form stays (with its
  // focus, an open preview or a publication under way) instead of loading the job again.
  const [created, setCreated] = useState<CompanyJob | null>(null);
  const job = useCompanyJob(valid && created?.id !== id ? id : null);
  const lists = useEditorLists();

  if (!valid) return <NotFound />;
  if (created !== null && created.id === id && lists.status === 'success') {
    return <JobEditor key="new" job={null} lists={lists.data} onCreated={setCreated} />;
  }
  if (job.status === 'error' || lists.status === 'error') {
    return (
      <section className="company-page" aria-labelledby="company-editor-heading">
        <h1 id="company-editor-heading">
          {id === null ? t('company.jobs.editor.createTitle') : t('company.jobs.editor.editTitle')}
        </h1>
        <AreaError
          message={t('company.jobs.editor.loadError')}
          onRetry={() => {
            job.retry();
            lists.retry();
          }}
        />
      </section>
    );
  }
  if (job.status === 'loading' || lists.status === 'loading') return <Skeleton height={480} />;
  // Closed by moderation: nothing to edit, the reason to read (docs/company-area.md#a-job-closed-by-moderation).
  if (job.data?.status === 'moderated') return <ModeratedJob job={job.data} />;
  // The key starts the form afresh when the editor moves from one job to another (or from a new one to its draft).
  return <JobEditor key={job.data?.id ?? 'new'} job={job.data} lists={lists.data} onCreated={setCreated} />;
}
