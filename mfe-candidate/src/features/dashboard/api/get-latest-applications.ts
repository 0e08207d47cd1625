import type { ApplicationsPage } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/**
 * `GET /api/candidates/applications?rows=5` (docs/contracts.md#applications): the newest applications, one just sent
 * first. One of the dashboard's first requests, which the shell may have started already (shared-kit/http prefetch.ts).
 */
export function useLatestApplications() {
  return useGet<ApplicationsPage>(FIRST_REQUEST_URLS.dashboardApplications);
}
