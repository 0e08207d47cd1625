import type { CompanyLanding } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/company-landing` (docs/contracts.md#companies): the figures and the top companies with their jobs. */
export function useCompanyLanding() {
  return useGet<CompanyLanding>('/api/company-landing');
}
