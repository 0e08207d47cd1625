import { type FormEvent, useRef, useState } from 'react';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import type { Request } from 'shared-kit/http';
import { useSearchParams } from 'shared-kit/router';
import { Select, ServedWhileLoading } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { getApplicants, useApplicants } from '../api/get-applicants';
import { type CompanyJobChoice, useCompanyJobs } from '../api/get-company-jobs';
import { type ApplicantFilters, type ApplicantList, STAGES, type Stage } from '../api/types';
import { ApplicantSearch } from './applicant-search';
import { ApplicantsResults } from './applicants-results';
import { StageTabs } from './stage-tabs';

const isStage = (value: string | null): value is Stage => STAGES.includes(value as Stage);

/**
 * `/company/applicants`: every applicant to the company's jobs, filtered by job, stage (tabs with their counts) and a
 * search of name and headline (all in the URL: `?job=&status=&q=&page=`), with bulk actions and the applicant's
 * drawer. The api writes the unfiltered first page into the first HTML for the company's session with the view below
 * and carries its answer (docs/delivery.md#the-dashboard-in-the-first-html): until it is taken, that markup stays.
 */
export function ApplicantsPage() {
  const [params] = useSearchParams();
  const [reload, setReload] = useState(0);
  const request = useApplicants(filtersOf(params), reload);
  const jobs = useCompanyJobs();
  return (
    <ServedWhileLoading loading={request.status === 'loading'} select={SERVED_PAGE} whole>
      <ApplicantsView request={request} jobs={jobs} reload={() => setReload((n) => n + 1)} />
    </ServedWhileLoading>
  );
}

/** The page inside the back office in the server's markup (the office's bar is the client's own meanwhile). */
const SERVED_PAGE = '.company-office > .company-applicants';

/** The list's filters as the address says them. */
function filtersOf(params: URLSearchParams): ApplicantFilters & { q: string } {
  const status = params.get('status');
  return {
    job: Number(params.get('job')) || undefined,
    status: isStage(status) ? status : undefined,
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

/** The page for one answer of the list (loading, failed or read) and of the company's jobs (the job filter). */
export function ApplicantsView({
  request,
  jobs,
  reload,
}: {
  request: Request<ApplicantList>;
  jobs: Request<{ jobs: CompanyJobChoice[] }>;
  reload: () => void;
}) {
  const t = useTranslate<CompanyMessageId>();
  const [params, setParams] = useSearchParams();
  const { job, status, q } = filtersOf(params);
  // The counts of the last answer stay while the next page loads, so the tabs do not blink.
  const counts = useRef<ApplicantList['counts'] | null>(null);
  if (request.status === 'success') counts.current = request.data.counts;
  const [search, setSearch] = useState(q);

  function setFilter(name: string, value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFilter('q', search.trim());
  }

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.delete('applicant');
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    const query = next.toString();
    return `/company/applicants${query ? `?${query}` : ''}`;
  };

  return (
    <section className="company-page company-applicants" aria-labelledby="applicants-heading">
      <h1 id="applicants-heading">{t('company.applicants.title')}</h1>
      <search className="company-filters">
        <form onSubmit={submit} className="company-filters__form">
          <Select
            label={t('company.applicants.filter.job')}
            placeholder={t('company.applicants.filter.anyJob')}
            value={job ? String(job) : ''}
            options={(jobs.status === 'success' ? jobs.data.jobs : []).map((choice) => ({
              value: String(choice.id),
              label: choice.title,
            }))}
            onChange={(event) => setFilter('job', event.target.value)}
          />
          <ApplicantSearch value={search} onChange={setSearch} />
        </form>
      </search>
      <StageTabs
        stage={status}
        counts={counts.current}
        pathFor={(stage) => {
          const next = new URLSearchParams(params);
          for (const name of ['applicant', 'page', 'status']) next.delete(name);
          if (stage) next.set('status', stage);
          const query = next.toString();
          return `/company/applicants${query ? `?${query}` : ''}`;
        }}
      />
      <h2>{t('company.applicants.results')}</h2>
      {request.status === 'success' && (
        <p role="status" className="company-results-count">
          {t('company.applicants.total', { count: request.data.total, total: formatCount(request.data.total) })}
        </p>
      )}
      <ApplicantsResults
        request={request}
        reload={reload}
        view="list"
        showJob
        hrefFor={hrefFor}
        loadPage={(n) => getApplicants({ job, status, q, page: n })}
        emptyHint={t('company.applicants.emptyHint')}
      />
    </section>
  );
}
