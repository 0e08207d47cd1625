import type { JobListPath } from 'shared-kit/routes';
import { buildJobListPath } from 'shared-kit/routes';
import { JOBS_PAGE_SIZE } from '../api/get-jobs';
import { JobList } from './job-list';

/**
 * A job-list URL (`/jobs`, `/jobs/3`, `/jobs-in-Germany-for-German-speakers/2`...). The page number becomes the
 * starting offset; the rest of the path is what the api is asked for. Filters arrive in a later issue.
 */
export function JobListPage({ filters }: { filters: JobListPath }) {
  const path = buildJobListPath({ ...filters, page: null });
  const offset = Math.max(0, (filters.page ?? 1) - 1) * JOBS_PAGE_SIZE;
  const heading = path === '/jobs' ? 'Newest jobs' : 'Jobs';
  // A new path or page is a new list: remount rather than append to the old one.
  return <JobList key={`${path}@${offset}`} path={path} offset={offset} heading={heading} />;
}
