import type { JobListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export const JOBS_PAGE_SIZE = 20;

export type GetJobsInput = {
  /** A job-list path without its page number: `/jobs`, `/jobs-in-Germany`, `/remote-jobs`... */
  path: string;
  /** How many jobs to skip (the api's `_from`). */
  from: number;
};

/** One page of a job list: `GET /api{path}?_from=&_size=20` (SPEC section 7, Jobs). */
export async function getJobs({ path, from }: GetJobsInput): Promise<JobListResponse> {
  const response = await http.get<JobListResponse>(`/api${path}`, {
    params: { _from: from, _size: JOBS_PAGE_SIZE },
  });
  return response.data;
}
