import { useCallback } from 'react';
import type { AdminJob } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/admin/jobs/{id}`: one job in any state, with its text and moderation history. */
export function useAdminJob(id: number) {
  const load = useCallback(
    () => http.get<{ job: AdminJob }>(`/api/admin/jobs/${id}`).then((response) => response.data.job),
    [id],
  );
  return useRequest(load);
}
