import { type ComponentType, Suspense, useEffect } from 'react';
import { notify } from 'shared-kit/notify';
import { useNavigate } from 'shared-kit/router';
import { Skeleton, useApiHead } from 'shared-kit/ui';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { useSearchNavigation, useSearchSync } from '../hooks/use-search';
import { useJobListActions, useJobListState } from '../state/job-list-store';
import { type SearchUrl, searchKey } from '../state/search-url';
import { FilterBar } from './filter-bar';
import { JobList } from './job-list';
import { MinisiteHeader } from './minisite-header';
import { SelectedJobPane } from './selected-job-pane';

export type SelectedJobProps = { id: number };

export type JobListPageProps = {
  url: SearchUrl;
  /** The job shown beside the list on wide screens (composed by the app: it belongs to the job-detail feature). */
  SelectedJob: ComponentType<SelectedJobProps>;
};

function headingOf(url: SearchUrl): string {
  const { path } = url;
  if (path.minisite) return `Jobs at ${path.minisite.replace(/[-_]/g, ' ')}`;
  const anyFilter = path.languages.length || path.location || path.remote || path.skill;
  return anyFilter ? 'Jobs' : 'Newest jobs';
}

/** A job-list URL: filters, the list and, on wide screens, the selected job beside it. */
export function JobListPage({ url, SelectedJob }: JobListPageProps) {
  useSearchSync(url);
  const state = useJobListState();
  const { retry, reset } = useJobListActions();
  const nav = useSearchNavigation(url);
  const navigate = useNavigate();
  const wide = useMediaQuery(WIDE_SCREEN);
  const key = searchKey(url.path, url.query);
  const current = state.key === key;
  const heading = headingOf(url);

  // SPEC section 2: an unknown language or location resets the filters (with a notice); an unknown skill (or
  // minisite) just goes back to the jobs.
  useEffect(() => {
    if (!current || state.status !== 'not-found') return;
    if (!url.path.skill && !url.path.minisite) notify.info('We could not find that language or location, so the filters were reset.');
    reset();
    navigate('/jobs', { replace: true });
  }, [current, state.status, url.path, reset, navigate]);


  const seo = current ? state.seo : null;
  const showPane = wide && !state.hasMinisiteService;
  // The title and robots the api computed (zero results: noindex), the same the server put into the HTML.
  useApiHead(seo);
  return (
    <div className={showPane ? 'jobs-page jobs-page--split' : 'jobs-page'}>
      <header className="jobs-page-header">
        <h1 id="jobs-list-heading">{seo?.h1 || heading}</h1>
        {current && state.hasMinisiteService && state.companyIdMinisite !== null && (
          <MinisiteHeader companyId={state.companyIdMinisite} />
        )}
      </header>
      <FilterBar url={url} />
      <div className="jobs-layout">
        <section className="jobs-list" aria-labelledby="jobs-list-heading">
          <JobList onSelect={wide ? nav.select : undefined} onRetry={retry} />
        </section>
        {showPane && (
          <SelectedJobPane selectedId={current ? state.selectedId : null} ready={current && state.status === 'ready'}>
            {(id) => (
              <Suspense fallback={<Skeleton height={480} label="Loading the job" />}>
                <SelectedJob key={id} id={id} />
              </Suspense>
            )}
          </SelectedJobPane>
        )}
      </div>
    </div>
  );
}
