import { type ComponentType, useEffect, useRef } from 'react';
import { type Translate, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { lazyPage, PageSuspense, useLocation, useNavigate } from 'shared-kit/router';
import { hasServerMarkup, ServerMarkup, Skeleton, useApiHead } from 'shared-kit/ui';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import type { JobsMessageId } from '../../../locales';
import { useArrivalNotice } from '../hooks/use-arrival-notice';
import { useSearchNavigation, useSearchSync } from '../hooks/use-search';
import { useJobListActions, useJobListState } from '../state/job-list-store';
import { buildSearchUrl, type SearchUrl, searchKey } from '../state/search-url';
import { FilterBar } from './filter-bar';
import { JobList } from './job-list';
import { MinisiteHeaderLoading } from './minisite-header-loading';
import { SelectedJobPane } from './selected-job-pane';

type SelectedJobProps = { id: number };

// Only a company's minisite list shows its header: a chunk of its own, not in every list's first render
// (docs/delivery.md#react-router-what-we-use). Loaded alongside the minisite's own data.
const MinisiteHeader = lazyPage(() => import('./minisite-header').then((module) => module.MinisiteHeader));

export type JobListPageProps = {
  url: SearchUrl;
  /** The job shown beside the list on wide screens (composed by the app: it belongs to the job-detail feature). */
  SelectedJob: ComponentType<SelectedJobProps>;
};

/** The heading until the api's (seo.h1) is there, or when it has none. */
function headingOf(url: SearchUrl, t: Translate<JobsMessageId>): string {
  const { path } = url;
  if (path.minisite) return t('jobs.list.heading.minisite', { company: path.minisite.replace(/[-_]/g, ' ') });
  const anyFilter = path.languages.length || path.location || path.remote || path.skill;
  return anyFilter ? t('jobs.list.heading.filtered') : t('jobs.list.heading.newest');
}

/** The one notice of a list path that names something unknown (the api answered 404). */
function notFoundNotice(path: SearchUrl['path']): JobsMessageId {
  if (path.skill) return 'jobs.list.notFound.skill';
  if (path.minisite) return 'jobs.list.notFound.minisite';
  return 'jobs.list.notFound.filters';
}

/** A job-list URL: filters, the list and, on wide screens, the selected job beside it. */
export function JobListPage({ url, SelectedJob }: JobListPageProps) {
  const t = useTranslate<JobsMessageId>();
  useArrivalNotice();
  useSearchSync(url);
  const state = useJobListState();
  const { retry, reset } = useJobListActions();
  const nav = useSearchNavigation(url);
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const key = searchKey(url.path, url.query);
  const current = state.key === key;
  const heading = headingOf(url, t);

  // docs/product-rules.md#path-names-and-canonical-paths: an unknown language or location resets the filters; an
  // unknown skill (or minisite) goes back to the jobs. Either way exactly one notice says so (getJobs keeps the
  // server's toast out of it).
  useEffect(() => {
    if (!current || state.status !== 'not-found') return;
    notify.info(translate(notFoundNotice(url.path)));
    reset();
    navigate('/jobs', { replace: true });
  }, [current, state.status, url.path, reset, navigate]);

  // docs/product-rules.md#job-pages: a job not found returns the user to the jobs route. `/jobs/999` reads as page 999
  // of the list; when that page lies past the results it goes, silently as a missing job does, to the list's first
  // page.
  useEffect(() => {
    if (!current || state.status !== 'past-end') return;
    navigate(buildSearchUrl({ ...url.path, page: null }, url.query), { replace: true });
  }, [current, state.status, url.path, url.query, navigate]);

  const seo = current ? state.seo : null;
  // An empty list has nothing to show beside it: its suggestions take the width.
  const empty = current && state.status === 'ready' && state.jobs.length === 0;
  const showPane = wide && !state.hasMinisiteService && !empty;
  // The title and robots the api computed (zero results: noindex), the same the server put into the HTML.
  useApiHead(seo);
  const settled = current && (state.status === 'ready' || state.status === 'error');
  // Once this screen has shown its own data, a later search on the same path shows its skeleton, not the server's
  // markup of the first one. (The markup itself stays for parts still loading, such as the minisite header; the
  // shell drops it on the next navigation.)
  const shownOnce = useRef(false);
  if (settled) shownOnce.current = true;

  const screen = (
    <div className={showPane ? 'jobs-page jobs-page--split' : 'jobs-page'}>
      <header className="jobs-page-header">
        <h1 id="jobs-list-heading">{seo?.h1 || heading}</h1>
        {current && state.hasMinisiteService && state.companyIdMinisite !== null && (
          <PageSuspense fallback={<MinisiteHeaderLoading />}>
            <MinisiteHeader companyId={state.companyIdMinisite} />
          </PageSuspense>
        )}
      </header>
      <FilterBar url={url} />
      <div className="jobs-layout">
        <section className="jobs-list" aria-labelledby="jobs-list-heading">
          <JobList url={url} onSelect={wide ? nav.select : undefined} onRetry={retry} />
        </section>
        {showPane && (
          <SelectedJobPane selectedId={current ? state.selectedId : null} ready={current && state.status === 'ready'}>
            {(id) => (
              <PageSuspense fallback={<Skeleton height={480} label={t('jobs.job.loading')} />}>
                <SelectedJob key={id} id={id} />
              </PageSuspense>
            )}
          </SelectedJobPane>
        )}
      </div>
    </div>
  );
  // Until the first answer of the visit's first page, the server's markup of this list (the same structure)
  // instead of a skeleton. Later loads keep the screen mounted (an open filter panel stays open).
  return !shownOnce.current && hasServerMarkup(location.pathname) ? (
    <ServerMarkup select=".jobs-area" fallback={screen} />
  ) : (
    screen
  );
}
