import { useCallback } from 'react';
import type { JobDetailResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/job?id=` (docs/contracts.md#job): seo, index_not_found, job (null when unknown), relatedJobs. */
async function getJob(id: number): Promise<JobDetailResponse> {
  // A missing job is said once, by the screen (the list's notice, or the pane's line), not by the server's toast too.
  const response = await http.get<JobDetailResponse>('/api/job', { params: { id }, notifyErrors: false });
  return response.data;
}

export function useJob(id: number) {
  const load = useCallback(() => getJob(id), [id]);
  return useRequest(load);
}
