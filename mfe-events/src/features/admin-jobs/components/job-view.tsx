import { jobPath } from 'shared-kit/routes';
import { useRef, useState } from 'react';
import type { AdminJob } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { formatDate, formatDateTimeRange, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { useParams } from 'shared-kit/router';
import { AreaError, NotFound, Skeleton } from 'shared-kit/ui';
import { BackLink } from '../../../components/back-link';
import type { EventsMessageId } from '../../../locales';
import { useAdminJob } from '../api/get-admin-job';
import { JobStateBadge } from './job-state-badge';
import { ModerationForm } from './moderation-form';

/** `/admin/jobs/{id}`: one job as its company wrote it, its state, the moderation actions and their history. */
export function AdminJobView() {
  const { id: param } = useParams();
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />;
  // The key starts afresh on another job, so one job's answer is never shown under another's address.
  return <JobView key={id} id={id} />;
}

function JobView({ id }: { id: number }) {
  const t = useTranslate<EventsMessageId>();
  const loaded = useAdminJob(id);
  // The job as the latest moderation answered it: the form's change shows at once, without a second read.
  const [changed, setChanged] = useState<AdminJob | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (loaded.status === 'loading') return <Skeleton height={480} label={t('events.admin.loading')} />;
  if (loaded.status === 'error') {
    // No such job, or an id the api does not take (past int4): the address names no job.
    const status = isHttpError(loaded.error) ? loaded.error.response?.status : undefined;
    if (status === 404 || status === 422) return <NotFound />;
    return <AreaError title={t('events.adminJobs.view.error')} onRetry={loaded.retry} />;
  }
  const job = changed ?? loaded.data;
  return (
    <div className="admin-jobs admin-job">
      <BackLink to="/admin/jobs">{t('events.adminJobs.view.back')}</BackLink>
      <div className="sk-split admin-section-head">
        {/* The title as the company wrote it, in its own language. */}
        <h1 ref={heading} tabIndex={-1} lang={job.content_lang ?? undefined}>
          {job.title}
        </h1>
        <JobStateBadge status={job.status} />
      </div>
      <JobFacts job={job} />
      {job.moderation && <CurrentModeration moderation={job.moderation} />}
      <ModerationForm
        job={job}
        onDone={(next) => {
          setChanged(next);
          heading.current?.focus();
        }}
      />
      <History job={job} />
      <section className="admin-section" aria-labelledby="admin-job-text">
        <h2 id="admin-job-text">{t('events.adminJobs.view.text')}</h2>
        <div className="admin-job-text" lang={job.content_lang ?? undefined}>
          {job.description}
        </div>
      </section>
    </div>
  );
}

function JobFacts({ job }: { job: AdminJob }) {
  const t = useTranslate<EventsMessageId>();
  const path = jobPath(job.url);
  return (
    <dl className="admin-job-facts">
      <dt>{t('events.adminJobs.view.company')}</dt>
      <dd>{t('events.adminJobs.view.companyValue', { name: job.company.name, id: job.company.id })}</dd>
      <dt>{t('events.adminJobs.view.address')}</dt>
      {/* Only a published job's page shows it: any other answers the public "not available". */}
      <dd>{job.status === 'published' ? <a href={path}>{path}</a> : path}</dd>
      <dt>{t('events.adminJobs.view.created')}</dt>
      <dd>{formatDate(job.created_at)}</dd>
      <dt>{t('events.adminJobs.view.published')}</dt>
      <dd>{job.published_at ? formatDate(job.published_at) : t('events.adminJobs.view.never')}</dd>
      <dt>{t('events.adminJobs.view.validThrough')}</dt>
      <dd>{job.valid_through ? formatDate(job.valid_through) : t('events.adminJobs.view.noEnd')}</dd>
      <dt>{t('events.adminJobs.view.applicants')}</dt>
      <dd>{job.applicants}</dd>
    </dl>
  );
}

function CurrentModeration({ moderation }: { moderation: NonNullable<AdminJob['moderation']> }) {
  const t = useTranslate<EventsMessageId | KitMessageId>();
  return (
    <section className="admin-job-moderation" aria-labelledby="admin-job-moderation">
      <h2 id="admin-job-moderation">{t('events.adminJobs.view.closedHeading')}</h2>
      <p>
        {t('events.adminJobs.view.closedOn', {
          date: formatDateTimeRange(moderation.at, moderation.at),
          category: t(`kit.jobModeration.category.${moderation.category}`),
        })}
      </p>
      <p className="admin-job-reason">{moderation.reason}</p>
    </section>
  );
}

function History({ job }: { job: AdminJob }) {
  const t = useTranslate<EventsMessageId | KitMessageId>();
  return (
    <section className="admin-section" aria-labelledby="admin-job-history">
      <h2 id="admin-job-history">{t('events.adminJobs.history.heading')}</h2>
      {job.history.length === 0 ? (
        <p>{t('events.adminJobs.history.empty')}</p>
      ) : (
        <ol className="admin-history">
          {job.history.map((entry) => (
            <li key={entry.id} className="admin-history-item">
              <span>
                <time dateTime={entry.created_at}>{formatDateTimeRange(entry.created_at, entry.created_at)}</time>
              </span>
              <span>
                {entry.action === 'close' && entry.category
                  ? t('events.adminJobs.history.closed', {
                      admin: entry.admin?.email ?? t('events.adminJobs.history.deletedAdmin'),
                      category: t(`kit.jobModeration.category.${entry.category}`),
                    })
                  : t('events.adminJobs.history.reopened', {
                      admin: entry.admin?.email ?? t('events.adminJobs.history.deletedAdmin'),
                    })}
              </span>
              {entry.reason && <q className="admin-job-reason">{entry.reason}</q>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
