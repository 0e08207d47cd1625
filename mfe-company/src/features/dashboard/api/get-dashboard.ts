import type { CompanyDashboard } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/** `GET /api/companies/dashboard` (docs/company-area.md#jobs). */
export function useDashboard() {
  return useGet<CompanyDashboard>(FIRST_REQUEST_URLS.companyDashboard);
}
