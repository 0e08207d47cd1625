import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';
import type { CompanyJob } from './company-job';

/** `GET /api/companies/jobs/{id}`: one of the company's jobs (404 for any other). Nothing to load for a new job. */
export function useCompanyJob(id: number | null) {
  const load = useCallback(
    (): Promise<CompanyJob | null> =>
      id === null
        ? Promise.resolve(null)
        : http.get<{ job: CompanyJob }>(`/api/companies/jobs/${id}`).then((response) => response.data.job),
    [id],
  );
  return useRequest(load);
}
