import { type FormEvent, useRef, useState } from 'react';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import { useSearchParams } from 'shared-kit/router';
import { Select } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { getApplicants, useApplicants } from '../api/get-applicants';
import { useCompanyJobs } from '../api/get-company-jobs';
import { type ApplicantList, STAGES, type Stage } from '../api/types';
import { ApplicantSearch } from './applicant-search';
import { ApplicantsResults } from './applicants-results';
import { StageTabs } from './stage-tabs';

const isStage = (value: string | null): value is Stage => STAGES.includes(value as Stage);

/**
 * `/company/applicants`: every applicant to the company's jobs, filtered by job, stage (tabs with their counts) and a
 * search of name and headline (all in the URL: `?job=&status=&q=&page=`), with bulk actions and the applicant's
 * drawer.
 */
export function ApplicantsPage() {
  const t = useTranslate<CompanyMessageId>();
  const [params, setParams] = useSearchParams();
  const [reload, setReload] = useState(0);
  const job = Number(params.get('job')) || undefined;
  const status = params.get('status');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const request = useApplicants({ job, status: isStage(status) ? status : undefined, q, page }, reload);
  const jobs = useCompanyJobs();
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
        stage={isStage(status) ? status : undefined}
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
        reload={() => setReload((n) => n + 1)}
        view="list"
        showJob
        hrefFor={hrefFor}
        loadPage={(n) => getApplicants({ job, status: isStage(status) ? status : undefined, q, page: n })}
        emptyHint={t('company.applicants.emptyHint')}
      />
    </section>
  );
}
