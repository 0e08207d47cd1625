import { useCallback } from 'react';
import { APPLICATIONS_PAGE_SIZE } from 'shared-kit/constants';
import { http, useRequest } from 'shared-kit/http';
import type { ApplicationStatus, ApplicationsPage } from './application';

/**
 * `GET /api/candidates/applications?page&rows=10&status` (docs/contracts.md#applications), newest first; an empty
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
