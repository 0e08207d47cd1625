import { useGet } from 'shared-kit/http';
import type { CompanyProfileResponse } from '../../../billing/types';

/** `GET /api/companies/profile`: the billing details an invoice is addressed to. */
export function useCompanyProfile() {
  return useGet<CompanyProfileResponse>('/api/companies/profile');
}
