import { type FormEvent, useRef, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { isHttpError } from 'shared-kit/http';
import { useNavigate, useParams, useSearchParams } from 'shared-kit/router';
import { AreaError, Chip, LinkButton, NotFound, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { getApplicants, useApplicants } from '../api/get-applicants';
import { useCompanyJob } from '../api/get-company-job';
import { type ApplicantList, STAGES, type Stage } from '../api/types';
import { ApplicantSearch } from './applicant-search';
import { ApplicantsResults } from './applicants-results';
import { StageTabs } from './stage-tabs';

const isStage = (value: string | undefined): value is Stage => STAGES.includes(value as Stage);

/** The path of one job's applicants (`/company/applicants/{id}/{page}/{status?}`) keeping the view and search. */
function jobApplicantsPath(jobId: number, page: number, stage: Stage | undefined, query: URLSearchParams) {
  const next = new URLSearchParams(query);
  next.delete('applicant');
  const search = next.toString();
  return `/company/applicants/${jobId}/${page}${stage ? `/${stage}` : ''}${search ? `?${search}` : ''}`;
}

/**
 * `/company/applicants/:id/:page/:status?`: one job's applicants as a pipeline (a column per stage) or a list
 * (`?view=list`), filtered by stage (the path) and a search (`?q=`), with bulk actions and the applicant's drawer.
 */
export function JobApplicantsPage() {
  const { id, page: pageParam, status } = useParams();
  const jobId = Number(id);
  const page = Number(pageParam);
  if (!Number.isInteger(jobId) || jobId < 1 || !Number.isInteger(page) || page < 1 || (status && !isStage(status))) {
    return <NotFound />;
  }
  return <JobApplicants jobId={jobId} page={page} stage={isStage(status) ? status : undefined} />;
}

function JobApplicants({ jobId, page, stage }: { jobId: number; page: number; stage: Stage | undefined }) {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [reload, setReload] = useState(0);
  const q = params.get('q') ?? '';
  const view = params.get('view') === 'list' ? 'list' : 'pipeline';
  const job = useCompanyJob(jobId);
  const request = useApplicants({ job: jobId, status: stage, q, page }, reload);
  const [search, setSearch] = useState(q);
  const lastCounts = useRef<ApplicantList['counts'] | null>(null);

  if (job.status === 'error') {
    if (isHttpError(job.error) && job.error.response?.status === 404) return <NotFound />;
    return <AreaError message={t('company.applicants.jobError')} onRetry={job.retry} />;
  }

  // The counts of the last answer stay while the next page loads, so the tabs do not blink.
  if (request.status === 'success') lastCounts.current = request.data.counts;
  const counts = lastCounts.current;
  const pathFor = (n: number, s: Stage | undefined) => jobApplicantsPath(jobId, n, s, params);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (search.trim()) next.set('q', search.trim());
    else next.delete('q');
    navigate(jobApplicantsPath(jobId, 1, stage, next));
  }

  function setView(next: 'list' | 'pipeline') {
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next === 'list') query.set('view', 'list');
      else query.delete('view');
      return query;
    });
  }

  return (
    <section className="company-page company-applicants" aria-labelledby="job-applicants-heading">
      {/* The way back sits above the heading, as a breadcrumb: under it, a row of the page's grid of its own, it
          put a wide gap between the job's title and its stages. */}
      <div className="company-page__heading-group">
        <p>
          <LinkButton to="/company/applicants" variant="link">
            {t('company.applicants.allLink')}
          </LinkButton>
        </p>
        {job.status === 'loading' ? (
          <Skeleton height={40} label={t('company.applicants.loading')} />
        ) : (
          <h1 id="job-applicants-heading">{t('company.applicants.jobTitle', { title: job.data.job.title })}</h1>
        )}
      </div>
      <StageTabs stage={stage} counts={counts} pathFor={(s) => pathFor(1, s)} />
      <div className="company-toolbar">
        <fieldset className="company-chip-group">
          <legend>{t('company.applicants.view.label')}</legend>
          <ul className="sk-inline-list company-chips">
            <li>
              <Chip selected={view === 'pipeline'} onToggle={() => setView('pipeline')}>
                {t('company.applicants.view.pipeline')}
              </Chip>
            </li>
            <li>
              <Chip selected={view === 'list'} onToggle={() => setView('list')}>
                {t('company.applicants.view.list')}
              </Chip>
            </li>
          </ul>
        </fieldset>
        <search>
          <form onSubmit={submit} className="company-search-row">
            <ApplicantSearch value={search} onChange={setSearch} />
          </form>
        </search>
      </div>
      {/* For screen readers' outline: on screen, the chosen view's chip above already says it. */}
      <h2 className="sk-visually-hidden">
        {view === 'pipeline' ? t('company.applicants.view.pipeline') : t('company.applicants.view.list')}
      </h2>
      <ApplicantsResults
        request={request}
        reload={() => setReload((n) => n + 1)}
        view={view}
        showJob={false}
        hrefFor={(n) => pathFor(n, stage)}
        loadPage={(n) => getApplicants({ job: jobId, status: stage, q, page: n })}
        emptyHint={t('company.applicants.emptyJobHint')}
      />
    </section>
  );
}
