import { DASHBOARD_APPLICATIONS_SIZE } from 'shared-kit/constants';
import type { ApplicationsPage } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { useDashboardAnswer, useDashboardPart } from './get-dashboard';

const ask = () =>
  http
    .get<ApplicationsPage>(`/api/candidates/applications?rows=${DASHBOARD_APPLICATIONS_SIZE}`)
    .then(({ data }) => data);

/**
 * The newest applications, one just sent first (docs/contracts.md#applications): the dashboard's part, or, on a
 * retry, `GET /api/candidates/applications?rows=5`.
 */
export function useLatestApplications() {
  return useDashboardPart(useDashboardAnswer(), 'applications', ask);
}
