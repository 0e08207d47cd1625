import { useCallback } from 'react';
import { FIRST_REQUEST_URLS, http, takePageAnswer, useRequest } from 'shared-kit/http';
import type { ApplicantFilters, ApplicantList } from './types';

/**
 * `GET /api/companies/applicants?job=&status=&q=&page=`: 20 a page, with the count of each stage. The unfiltered
 * first page takes the answer the page carries, once (docs/delivery.md#the-dashboard-in-the-first-html).
 */
export function getApplicants({ job, status, q, page }: ApplicantFilters): Promise<ApplicantList> {
  const unfiltered = job === undefined && status === undefined && !q && page === 1;
  const carried = unfiltered ? takePageAnswer<ApplicantList>(FIRST_REQUEST_URLS.firstApplicants) : null;
  if (carried) return Promise.resolve(carried);
  return http
    .get<ApplicantList>('/api/companies/applicants', {
      params: { job, status, q: q || undefined, page },
      notifyErrors: false,
    })
    .then((response) => response.data);
}

/** The list of one page, loaded again whenever `reload` changes. */
export function useApplicants({ job, status, q, page }: ApplicantFilters, reload = 0) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks for the list again after a change.
  const load = useCallback(() => getApplicants({ job, status, q, page }), [job, status, q, page, reload]);
  return useRequest(load);
}
