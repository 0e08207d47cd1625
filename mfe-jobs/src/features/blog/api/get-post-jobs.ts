import { useCallback } from 'react';
import { getJobs } from '../../../api/get-jobs';
import { useRequest } from 'shared-kit/http';

/** How many live jobs a post's box shows (docs/blog.md#posts-and-job-lists). */
const POST_JOBS = 5;

/**
 * The first jobs of the list a post talks about: the job list's own call, `GET /api{path}?_from=0&_size=5`, without
 * the reference lists, which the box does not show.
 */
export function usePostJobs(path: string) {
  const load = useCallback(() => getJobs({ path, from: 0, size: POST_JOBS, lists: 'none' }), [path]);
  return useRequest(load);
}
