import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';
import type { CompanyJobsPage } from 'shared-kit/contracts';
import type { CompanyJobStatus } from './company-job';

export type CompanyJobList = CompanyJobsPage;

/** `GET /api/companies/jobs?status=&page=` (docs/company-area.md#jobs): 20 a page, newest first, with each state's count. */
export function useCompanyJobs(status: CompanyJobStatus | null, page: number, reload: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks again after an action.
  const load = useCallback(
    () =>
      http
        .get<CompanyJobList>('/api/companies/jobs', { params: { ...(status ? { status } : {}), page } })
        .then((response) => response.data),
    [status, page, reload],
  );
  return useRequest(load);
}
