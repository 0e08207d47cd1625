import type { CompanyMinisiteResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/companies/minisite`: the design the company edits, whether the service is on, and the public address. */
export function useCompanyMinisite() {
  return useGet<CompanyMinisiteResponse>('/api/companies/minisite');
}
