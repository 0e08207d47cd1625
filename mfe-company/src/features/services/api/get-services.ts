import { useGet } from 'shared-kit/http';
import type { ServicesResponse } from '../../../billing/types';

/** `GET /api/companies/services`: the catalogue with the VAT rate that applies to the caller. */
export function useCompanyServices() {
  return useGet<ServicesResponse>('/api/companies/services');
}
