// The job-list call, shared by the job list and the blog's job box (docs/blog.md#posts-and-job-lists).
import { JOB_LIST_PAGE_SIZE } from 'shared-kit/constants';
import type { JobListResponse, JobSearchFilters } from 'shared-kit/contracts';
import { http, takePageJobList } from 'shared-kit/http';

/** The query filters of a job search (the job list's `SearchQuery`). */
export type JobListQuery = JobSearchFilters;

export type GetJobsInput = {
  /** A job-list path without its page number: `/jobs`, `/jobs-in-Germany`, `/remote-jobs`... */
  path: string;
  /** How many jobs to skip (the api's `_from`). */
  from: number;
  query?: JobListQuery;
  /** How many jobs (the api's `_size`): a page of the list unless told (a blog post's box shows 5). */
  size?: number;
  /**
   * `none` when the caller holds the reference lists in the interface's language, or has no use for them: the answer
   * comes without them (the api's `_lists`, docs/contracts.md#jobs), 14 of a list's 36 KB.
   */
  lists?: 'all' | 'none';
};

/** Only the filters in use are sent, so equal searches make equal (cacheable) URLs. */
function queryParams(query: JobListQuery | undefined): Record<string, unknown> {
  if (!query) return {};
  return {
    ...(query.keywords ? { keywords: query.keywords } : {}),
    ...(query.experience.length ? { experience: query.experience } : {}),
    ...(query.employment_type.length ? { employment_type: query.employment_type } : {}),
    ...(query.latests ? { latests: 1 } : {}),
  };
}

/** The answer the server-rendered page carries for this request, once (docs/delivery.md#the-list-travels-in-the-page). */
export function pageJobList({ path, from, query, size = JOB_LIST_PAGE_SIZE }: GetJobsInput): JobListResponse | null {
  const { keywords = '', experience = [], employment_type = [], latests = false } = query ?? {};
  return takePageJobList({ path, from, size, keywords, experience, employment_type, latests });
}

/**
 * One page of a job list: `GET /api{path}?...&_from=&_size=20` (docs/contracts.md#jobs), or the same answer the page
 * carries. The list page tells the user about every failure itself (the reset notice of an unknown language or
 * location, the inline error with a retry), so the server's toast would be a second notice for the same event.
 */
export async function getJobs(input: GetJobsInput): Promise<JobListResponse> {
  const carried = pageJobList(input);
  if (carried) return carried;
  const { path, from, query, size = JOB_LIST_PAGE_SIZE, lists = 'all' } = input;
  const response = await http.get<JobListResponse>(`/api${path}`, {
    params: { ...queryParams(query), _from: from, _size: size, ...(lists === 'none' ? { _lists: 'none' } : {}) },
    notifyErrors: false,
  });
  return response.data;
}
