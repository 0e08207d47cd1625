import { useRef, useState } from 'react';
import { formatDate } from 'shared-kit/constants';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, Button, Card, Dialog, EmptyState, LinkButton, Pagination, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { type CompanyJob, type CompanyJobStatus, JOB_STATUSES } from '../api/company-job';
import { type CompanyJobList, useCompanyJobs } from '../api/get-company-jobs';
import { type JobAction, useJobActions } from '../hooks/use-job-actions';
import { CreditsAlert } from './credits-alert';
import { JobStatusBadge } from './job-status-badge';
import { ModerationNotice } from './moderation-notice';

const isStatus = (value: string | null): value is CompanyJobStatus =>
  (JOB_STATUSES as readonly string[]).includes(value ?? '');

/** The actions a job offers in each state (docs/company-area.md#jobs). */
function actionsFor(job: CompanyJob): JobAction[] {
  switch (job.status) {
    case 'draft':
      return job.applicants.total === 0 ? ['publish', 'delete'] : ['publish'];
    case 'published':
      return ['pause', 'close'];
    case 'paused':
      return ['publish', 'close'];
    case 'expired':
      return ['publish', 'close'];
    case 'moderated':
      // Only our moderation team moves it again (docs/company-area.md#a-job-closed-by-moderation).
      return [];
    default:
      return job.applicants.total === 0 ? ['delete'] : [];
  }
}

/** `/company/jobs?status=&page=`: the company's jobs by state, with what can be done to each. */
export function JobsPage() {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [reload, setReload] = useState(0);
  const list = useCompanyJobs(status, page, reload);
  const [confirming, setConfirming] = useState<{ job: CompanyJob; action: 'close' | 'delete' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useJobActions(() => {
    setReload((n) => n + 1);
    heading.current?.focus();
  });

  const hrefFor = (next: CompanyJobStatus | null, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next) query.set('status', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    const text = query.toString();
    return text ? `/company/jobs?${text}` : '/company/jobs';
  };

  async function act(job: CompanyJob, action: JobAction) {
    if (action === 'close' || action === 'delete') setConfirming({ job, action });
    else await actions.run(job, action);
  }

  let body = <Skeleton height={320} />;
  if (list.status === 'error') {
    body = <AreaError message={t('company.jobs.loadError')} onRetry={list.retry} />;
  } else if (list.status === 'success') {
    body = (
      <JobList
        data={list.data}
        status={status}
        hrefFor={hrefFor}
        onAction={act}
        pending={actions.pending}
        onNavigate={(next) => navigate(hrefFor(status, next))}
      />
    );
  }

  return (
    <section className="company-page" aria-labelledby="company-jobs-heading">
      <div className="sk-split company-page__head">
        <h1 id="company-jobs-heading" ref={heading} tabIndex={-1}>
          {t('company.jobs.title')}
        </h1>
        <LinkButton to="/company/jobs/create">{t('company.jobs.create')}</LinkButton>
      </div>
      {actions.creditsMessage !== null && <CreditsAlert message={actions.creditsMessage} />}
      {list.status === 'success' && <StatusFilter counts={list.data.counts} status={status} hrefFor={hrefFor} />}
      {body}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming?.action === 'delete' ? t('company.jobs.confirmDelete.title') : t('company.jobs.confirmClose.title')
        }
        description={
          confirming?.action === 'delete'
            ? t('company.jobs.confirmDelete.text', { title: confirming.job.title })
            : t('company.jobs.confirmClose.text', { title: confirming?.job.title ?? '' })
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('company.jobs.cancel')}
            </Button>
            <Button
              variant={confirming?.action === 'delete' ? 'danger' : 'primary'}
              loading={actions.pending !== null}
              onClick={async () => {
                if (!confirming) return;
                await actions.run(confirming.job, confirming.action);
                setConfirming(null);
              }}
            >
              {confirming?.action === 'delete' ? t('company.jobs.action.delete') : t('company.jobs.action.close')}
            </Button>
          </>
        }
      />
    </section>
  );
}

function StatusFilter({
  counts,
  status,
  hrefFor,
}: {
  counts: CompanyJobList['counts'];
  status: CompanyJobStatus | null;
  hrefFor: (status: CompanyJobStatus | null) => string;
}) {
  const t = useTranslate<CompanyMessageId>();
  const all = JOB_STATUSES.reduce((sum, each) => sum + (counts[each] ?? 0), 0);
  const entries: [CompanyJobStatus | null, string, number][] = [
    [null, t('company.jobs.filter.all'), all],
    ...JOB_STATUSES
      // "Closed by moderation" is offered only to a company that has such a job: for the others it is noise.
      .filter((each) => each !== 'moderated' || (counts[each] ?? 0) > 0 || status === each)
      .map((each): [CompanyJobStatus, string, number] => [each, t(`company.jobs.status.${each}`), counts[each] ?? 0]),
  ];
  return (
    <nav aria-label={t('company.jobs.filter.label')}>
      <ul className="sk-inline-list company-filter">
        {entries.map(([value, label, count]) => (
          <li key={value ?? 'all'}>
            <Link
              to={hrefFor(value)}
              className="company-filter__link"
              aria-current={value === status ? 'page' : undefined}
            >
              {t('company.jobs.filter.item', { label, count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function JobList({
  data,
  status,
  hrefFor,
  onAction,
  pending,
  onNavigate,
}: {
  data: CompanyJobList;
  status: CompanyJobStatus | null;
  hrefFor: (status: CompanyJobStatus | null, page?: number) => string;
  onAction: (job: CompanyJob, action: JobAction) => void;
  pending: { id: number; action: JobAction } | null;
  onNavigate: (page: number) => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const locale = currentLocale();
  if (data.jobs.length === 0) {
    return status ? (
      <EmptyState title={t('company.jobs.emptyStatus', { status: t(`company.jobs.status.${status}`) })}>
        <p>
          <Link to={hrefFor(null)}>{t('company.jobs.showAll')}</Link>
        </p>
      </EmptyState>
    ) : (
      <EmptyState
        title={t('company.jobs.empty.title')}
        actions={<LinkButton to="/company/jobs/create">{t('company.jobs.empty.action')}</LinkButton>}
      >
        <p>{t('company.jobs.empty.text')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="sk-plain-list company-job-list">
        {data.jobs.map((job) => (
          <Card as="li" key={job.id} className="company-job-row" aria-labelledby={`company-job-${job.id}`}>
            <div className="company-job-row__head">
              <h2 id={`company-job-${job.id}`} className="sk-card-title">
                <Link to={`/company/jobs/${job.id}/edit`}>{job.title}</Link>
              </h2>
              <JobStatusBadge status={job.status} />
            </div>
            <p className="company-job-row__facts">
              <Link to={`/company/applicants/${job.id}/1`}>
                {t('company.jobs.applicants', { total: job.applicants.total, new: job.applicants.new })}
              </Link>
              <span>{t('company.jobs.views', { count: job.views })}</span>
              {job.valid_through && (
                <span>{t('company.jobs.validThrough', { date: formatDate(job.valid_through, locale) })}</span>
              )}
            </p>
            {job.moderation && <ModerationNotice moderation={job.moderation} />}
            <div className="sk-actions company-job-row__actions">
              <LinkButton to={`/company/jobs/${job.id}/edit`} variant="secondary" size="sm">
                {job.status === 'moderated' ? t('company.jobs.action.view') : t('company.jobs.action.edit')}
                <span className="sk-visually-hidden"> {job.title}</span>
              </LinkButton>
              {job.status !== 'moderated' && (
                <LinkButton to={`/company/jobs/${job.id}/screening-questions`} variant="secondary" size="sm">
                  {t('company.jobs.action.questions', { count: job.screening_questions })}
                  <span className="sk-visually-hidden"> {job.title}</span>
                </LinkButton>
              )}
              {actionsFor(job).map((action) => (
                <Button
                  key={action}
                  variant={action === 'delete' ? 'danger' : action === 'publish' ? 'primary' : 'secondary'}
                  size="sm"
                  loading={pending?.id === job.id && pending.action === action}
                  onClick={() => onAction(job, action)}
                >
                  {t(`company.jobs.action.${action}`)}
                  <span className="sk-visually-hidden"> {job.title}</span>
                </Button>
              ))}
            </div>
          </Card>
        ))}
      </ul>
      <Pagination
        page={data.currentPage}
        pageCount={data.lastPage}
        hrefFor={(next) => hrefFor(status, next)}
        onNavigate={(next) => onNavigate(next)}
      />
    </>
  );
}
