import type { ServiceCatalogue } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/companies/services`: here only to name the minisite offer a company without it can buy. */
export function useCompanyServices() {
  return useGet<ServiceCatalogue>('/api/companies/services');
}
