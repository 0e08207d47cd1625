import { type ReactNode, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useParams } from 'shared-kit/router';
import { AreaError, NotFound, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
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
  let editor: ReactNode;
  if (created !== null && created.id === id && lists.status === 'success') {
    editor = <JobEditor key="new" job={null} lists={lists.data} onCreated={setCreated} />;
  } else if (job.status === 'error' || lists.status === 'error') {
    editor = (
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
  } else if (job.status === 'loading' || lists.status === 'loading') {
    editor = <Skeleton height={480} />;
  } else if (job.data?.status === 'moderated') {
    // Closed by moderation: nothing to edit, the reason to read (docs/company-area.md#a-job-closed-by-moderation).
    editor = <ModeratedJob job={job.data} />;
  } else {
    // The key starts the form afresh when the editor moves from one job to another (or from a new one to its draft).
    editor = <JobEditor key={job.data?.id ?? 'new'} job={job.data} lists={lists.data} onCreated={setCreated} />;
  }
  // The api writes the empty form of `/company/jobs/create` for a company's session with the lists it read, and the
  // page carries them (docs/delivery.md#the-dashboard-in-the-first-html): that markup stays until they are taken.
  return (
    <ServedWhileLoading loading={job.status === 'loading' || lists.status === 'loading'} select={SERVED_PAGE} whole>
      {editor}
    </ServedWhileLoading>
  );
}

/** The page inside the back office in the server's markup (the office's bar is the client's own meanwhile). */
const SERVED_PAGE = '.company-office > .company-page';
