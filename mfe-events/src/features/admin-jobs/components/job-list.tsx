import { jobPath } from 'shared-kit/routes';
import { type FormEvent, useState } from 'react';
import { ADMIN_JOBS_LIMITS, ADMIN_JOBS_MAX_PAGE, COMPANY_JOB_STATUSES } from 'shared-kit/account-rules';
import type { CompanyJobStatus } from 'shared-kit/contracts';
import { formatCount, formatDate, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, Button, EmptyState, LinkButton, Pagination, PageSkeleton, Select, TextField } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { useAdminJobs } from '../api/get-admin-jobs';
import { JobStateBadge } from './job-state-badge';

const isState = (value: string | null): value is CompanyJobStatus =>
  value !== null && (COMPANY_JOB_STATUSES as readonly string[]).includes(value);

type Filters = { q: string; company: string; state: string };

/** The list's address with its filters: the URL keeps them, so a reload or the back button shows the same list. */
function listHref({ q, company, state }: Filters, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (company) params.set('company', company);
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/jobs?${query}` : '/admin/jobs';
}

/**
 * `/admin/jobs`: every job of the board, whatever its company or state, newest first; searched by id, address or
 * title words and by company, filtered by state (docs/events.md#moderating-jobs).
 */
export function AdminJobList() {
  const t = useTranslate<EventsMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stateParam = params.get('state');
  const filters: Filters = {
    q: (params.get('q') ?? '').slice(0, 200),
    company: (params.get('company') ?? '').slice(0, 100),
    state: isState(stateParam) ? stateParam : '',
  };
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), ADMIN_JOBS_MAX_PAGE);
  const jobs = useAdminJobs({ ...filters, state: filters.state as CompanyJobStatus | '', page });
  const [typed, setTyped] = useState({ q: filters.q, company: filters.company });
  const filtered = Boolean(filters.q || filters.company || filters.state);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listHref({ q: typed.q.trim(), company: typed.company.trim(), state: filters.state }, 1));
  };

  return (
    <div className="admin-jobs">
      <h1>{t('events.adminJobs.list.heading')}</h1>
      <search>
        <form className="admin-jobs-filters" onSubmit={submit}>
          <TextField
            label={t('events.adminJobs.list.q')}
            hint={t('events.adminJobs.list.qHint')}
            type="search"
            value={typed.q}
            maxLength={ADMIN_JOBS_LIMITS.search}
            onChange={(event) => setTyped((now) => ({ ...now, q: event.target.value }))}
          />
          <TextField
            label={t('events.adminJobs.list.company')}
            hint={t('events.adminJobs.list.companyHint')}
            type="search"
            value={typed.company}
            maxLength={ADMIN_JOBS_LIMITS.company}
            onChange={(event) => setTyped((now) => ({ ...now, company: event.target.value }))}
          />
          <Select
            label={t('events.adminJobs.list.state')}
            value={filters.state}
            placeholder={t('events.adminJobs.list.allStates')}
            options={COMPANY_JOB_STATUSES.map((state) => ({
              value: state,
              label: t(`events.adminJobs.state.${state}`),
            }))}
            onChange={(event) => navigate(listHref({ ...filters, state: event.target.value }, 1))}
          />
          <Button type="submit" variant="secondary">
            {t('events.adminJobs.list.searchButton')}
          </Button>
        </form>
      </search>
      {jobs.status === 'loading' && <PageSkeleton shape="rows" label={t('events.admin.loading')} />}
      {jobs.status === 'error' && <AreaError title={t('events.adminJobs.list.error')} onRetry={jobs.retry} />}
      {jobs.status === 'success' &&
        (jobs.data.jobs.length === 0 ? (
          <EmptyState
            title={filtered ? t('events.adminJobs.list.noMatch') : t('events.adminJobs.list.empty')}
            actions={
              filtered ? (
                <LinkButton to="/admin/jobs" variant="secondary">
                  {t('events.adminJobs.list.clear')}
                </LinkButton>
              ) : undefined
            }
          />
        ) : (
          <>
            <p className="admin-jobs-count" aria-live="polite">
              {jobs.data.capped
                ? t('events.adminJobs.list.countCapped', { total: formatCount(jobs.data.total) })
                : t('events.adminJobs.list.count', { count: jobs.data.total, total: formatCount(jobs.data.total) })}
            </p>
            <table className="sk-table admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('events.adminJobs.list.col.job')}</th>
                  <th scope="col">{t('events.adminJobs.list.col.company')}</th>
                  <th scope="col">{t('events.adminJobs.list.col.state')}</th>
                  <th scope="col">{t('events.adminJobs.list.col.created')}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.jobs.map((job) => (
                  <tr key={job.id}>
                    <th scope="row">
                      {/* The title as the company wrote it, in its own language. */}
                      <Link to={`/admin/jobs/${job.id}`} lang={job.content_lang ?? undefined}>
                        {job.title}
                      </Link>
                      <span className="admin-table-path">
                        {t('events.adminJobs.idAndPath', { id: job.id, path: jobPath(job.url) })}
                      </span>
                    </th>
                    <td>{job.company.name}</td>
                    <td>
                      <JobStateBadge status={job.status} />
                    </td>
                    <td>
                      <time dateTime={job.created_at}>{formatDate(job.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {/* A capped count pages through the first 1,000 matches: past them, a narrower search finds a job sooner. */}
            <Pagination
              page={jobs.data.page}
              pageCount={Math.min(ADMIN_JOBS_MAX_PAGE, Math.ceil(jobs.data.total / Math.max(1, jobs.data.page_size)))}
              hrefFor={(target) => listHref(filters, target)}
              onNavigate={(target) => navigate(listHref(filters, target))}
            />
          </>
        ))}
    </div>
  );
}
