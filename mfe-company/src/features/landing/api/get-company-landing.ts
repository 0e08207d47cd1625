import { useCallback } from 'react';
import type { CompanyLanding } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/company-landing`. The api also sends each company's number of open jobs (`jobs`), which the
 * contract's CompanySummary does not name yet: optional here until it does.
 */
export type CompanyLandingResponse = Omit<CompanyLanding, 'companies'> & {
  companies: (CompanyLanding['companies'][number] & { jobs?: number })[];
};

async function getCompanyLanding(): Promise<CompanyLandingResponse> {
  const response = await http.get<CompanyLandingResponse>('/api/company-landing');
  return response.data;
}

export function useCompanyLanding() {
  const load = useCallback(() => getCompanyLanding(), []);
  return useRequest(load);
}
