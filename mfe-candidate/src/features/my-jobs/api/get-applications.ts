import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';
import type { ApplicationStatus, ApplicationsPage } from './application';

/** Applications per page: the api's default (docs/candidate-area.md#my-jobs). */
export const APPLICATIONS_PAGE_SIZE = 10;

/**
 * `GET /api/candidates/applications?page&rows=10&status` (docs/candidate-area.md#my-jobs), newest first; an empty
 * `status` is every status.
 */
export function useApplicationsPage(page: number, status: ApplicationStatus | '') {
  const load = useCallback(
    () =>
      http
        .get<ApplicationsPage>('/api/candidates/applications', {
          params: { page, rows: APPLICATIONS_PAGE_SIZE, ...(status ? { status } : {}) },
        })
        .then((response) => response.data),
    [page, status],
  );
  return useRequest(load);
}
