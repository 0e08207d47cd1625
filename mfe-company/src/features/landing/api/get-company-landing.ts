import { useCallback } from 'react';
import type { CompanyLanding } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/company-landing` (docs/contracts.md#companies): the figures and the top companies with their jobs. */
async function getCompanyLanding(): Promise<CompanyLanding> {
  const response = await http.get<CompanyLanding>('/api/company-landing');
  return response.data;
}

export function useCompanyLanding() {
  const load = useCallback(() => getCompanyLanding(), []);
  return useRequest(load);
}
