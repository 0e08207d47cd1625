import { useEffect, useRef } from 'react';
import { AreaError, Button } from 'shared-kit/ui';
import { formatCount } from 'shared-kit/constants';
import { useJobListActions, useJobListState } from '../state/job-list-store';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';

export type JobListProps = {
  onSelect?: (id: number) => void;
  onRetry: () => void;
};

export function JobList({ onSelect, onRetry }: JobListProps) {
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
  if (list.status === 'error') return <AreaError title="We could not load the jobs." onRetry={onRetry} />;
  return (
    <>
      <p className="jobs-total">
        <strong>
          {formatCount(list.total)}
          {list.totalCapped ? '+' : ''}
        </strong>{' '}
        {list.total === 1 && !list.totalCapped ? 'job' : 'jobs'} found
      </p>
      {list.jobs.length === 0 ? (
        <p className="jobs-empty">No jobs match this search yet. Try fewer filters or the newest jobs.</p>
      ) : (
        <ol className="jobs-items" ref={itemsRef} aria-label="Job results">
          {list.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} selected={job.id === list.selectedId} onSelect={onSelect} />
            </li>
          ))}
        </ol>
      )}
      <p className="jobs-shown" aria-live="polite">
        Showing {formatCount(list.jobs.length)} of {formatCount(list.total)}
        {list.totalCapped ? '+' : ''}
      </p>
      {list.more === 'error' && (
        <p className="jobs-more-error" role="alert">
          We could not load more jobs. Please try again.
        </p>
      )}
      {list.hasMore && (
        <Button type="button" onClick={more} loading={list.more === 'loading'}>
          {list.more === 'loading' ? 'Loading…' : 'Load more jobs'}
        </Button>
      )}
    </>
  );
}
