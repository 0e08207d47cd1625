import { useEffect, useRef } from 'react';
import { lazyPage, PageSuspense } from 'shared-kit/router';
import { JOB_LIST_PAGE_SIZE } from 'shared-kit/constants';
import { formatCount, Trans, useTranslate } from 'shared-kit/i18n';
import { AreaError, Button, Pagination } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { useJobListActions, useJobListState } from '../state/job-list-store';
import { JobCard } from '../../../components/job-card';
import { useSearchNavigation } from '../hooks/use-search';
import type { SearchUrl } from '../state/search-url';
import { JobListSkeleton } from './job-list-skeleton';
import { SaveSearch } from './save-search';

// Only a search that found nothing shows the ways to widen it: a chunk of its own (docs/delivery.md#react-router-what-we-use).
const WidenSearch = lazyPage(() => import('./widen-search').then((module) => module.WidenSearch));

export type JobListProps = {
  url: SearchUrl;
  onSelect?: (id: number) => void;
  onRetry: () => void;
};

export function JobList({ url, onSelect, onRetry }: JobListProps) {
  const t = useTranslate<JobsMessageId>();
  const nav = useSearchNavigation(url);
  const list = useJobListState();
  const { loadMore } = useJobListActions();
  const itemsRef = useRef<HTMLOListElement>(null);
  // Index of the first job of a "load more", to move the focus there once it is shown.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || list.jobs.length <= index) return;
    focusFrom.current = null;
    itemsRef.current?.querySelectorAll<HTMLElement>('.jobs-card-title a')[index]?.focus();
  }, [list.jobs.length]);

  const more = () => {
    focusFrom.current = list.jobs.length;
    loadMore();
  };

  // Not-found and past-end lists are on their way to another URL: nothing of them is shown.
  if (
    list.status === 'idle' ||
    list.status === 'loading' ||
    list.status === 'not-found' ||
    list.status === 'past-end'
  ) {
    return <JobListSkeleton />;
  }
  if (list.status === 'error') return <AreaError title={t('jobs.list.error')} onRetry={onRetry} />;
  // A capped total ("1,000+") is a lower bound: the api stopped counting there.
  const total = formatCount(list.total);
  return (
    <>
      <div className="sk-split jobs-total-bar">
        <p className="jobs-total">
          <Trans
            id={list.totalCapped ? 'jobs.list.totalCapped' : 'jobs.list.total'}
            values={{ count: list.total, total }}
            components={{ 0: <strong /> }}
          />
        </p>
        <SaveSearch url={url} />
      </div>
      {list.jobs.length === 0 ? (
        <PageSuspense fallback={null}>
          <WidenSearch url={url} />
        </PageSuspense>
      ) : (
        <ol className="jobs-items" ref={itemsRef}>
          {list.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} selected={job.id === list.selectedId} onSelect={onSelect} />
            </li>
          ))}
        </ol>
      )}
      <p className="jobs-shown" aria-live="polite">
        {t(list.totalCapped ? 'jobs.list.shownCapped' : 'jobs.list.shown', {
          shown: formatCount(list.jobs.length),
          total,
        })}
      </p>
      {list.more === 'error' && (
        <p className="jobs-more-error" role="alert">
          {t('jobs.list.moreError')}
        </p>
      )}
      {list.hasMore && (
        <Button
          type="button"
          variant="secondary"
          className="jobs-more"
          onClick={more}
          loading={list.more === 'loading'}
        >
          {list.more === 'loading' ? t('jobs.list.loadingMore') : t('jobs.list.loadMore')}
        </Button>
      )}
      {/* Page links too (docs/design-system.md#pagination): a page of the list has an address, with or without
          JavaScript, and the api's markup shows the same ones. */}
      <Pagination
        className="jobs-pagination"
        page={url.path.page ?? 1}
        pageCount={Math.ceil(list.total / JOB_LIST_PAGE_SIZE)}
        hrefFor={nav.pagePath}
        onNavigate={nav.goToPage}
      />
    </>
  );
}
