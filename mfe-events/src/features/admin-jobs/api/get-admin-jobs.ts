import { useCallback } from 'react';
import type { AdminJobList, AdminJobsQuery } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/admin/jobs?q&company&state&page`: any job of the board, newest first, 20 a page. */
export function useAdminJobs({ q, company, state, page }: AdminJobsQuery) {
  const load = useCallback(
    () =>
      http
        .get<AdminJobList>('/api/admin/jobs', {
          params: {
            q: q || undefined,
            company: company || undefined,
            state: state || undefined,
            page: page && page > 1 ? page : undefined,
          },
        })
        .then((response) => response.data),
    [q, company, state, page],
  );
  return useRequest(load);
}
