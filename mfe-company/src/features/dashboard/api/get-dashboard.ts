import type { CompanyDashboard } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/companies/dashboard` (docs/company-area.md#jobs). */
export function useDashboard() {
  return useGet<CompanyDashboard>('/api/companies/dashboard');
}
