import { AreaError, Button, PageTitle } from 'shared-kit/ui';
import { formatCount } from '../../../lib/format';
import { useJobList } from '../hooks/use-job-list';
import { JobCard } from './job-card';
import { JobListSkeleton } from './job-list-skeleton';

export type JobListProps = {
  /** The job-list path without its page: the api is asked for `/api{path}`. */
  path: string;
  /** Jobs to skip before the first one shown (a `/jobs/{page}` URL starts further on). */
  offset: number;
  heading: string;
};

export function JobList({ path, offset, heading }: JobListProps) {
  const list = useJobList(path, offset);
  const title = list.seo?.h1 || heading;

  return (
    <section className="jobs-list" aria-labelledby="jobs-list-heading">
      <PageTitle title={list.seo?.title || heading} heading={false} />
      <h1 id="jobs-list-heading">{title}</h1>
      {list.status === 'loading' && <JobListSkeleton />}
      {list.status === 'error' && <AreaError title="We could not load the jobs." onRetry={list.retry} />}
      {list.status === 'ready' && (
        <>
          <p className="jobs-total">
            <strong>{formatCount(list.total)}</strong> {list.total === 1 ? 'job' : 'jobs'} found
          </p>
          {list.jobs.length === 0 ? (
            <p className="jobs-empty">No jobs match this search yet. Try the newest jobs instead.</p>
          ) : (
            <ol className="jobs-items">
              {list.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ol>
          )}
          <p className="jobs-shown" aria-live="polite">
            Showing {formatCount(list.jobs.length)} of {formatCount(list.total)}
          </p>
          {list.more === 'error' && (
            <p className="jobs-more-error" role="alert">
              We could not load more jobs. Please try again.
            </p>
          )}
          {list.hasMore && (
            <Button type="button" onClick={list.loadMore} disabled={list.more === 'loading'}>
              {list.more === 'loading' ? 'Loading…' : 'Load more jobs'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
