import { useCallback } from 'react';
import type { Job } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/companies/jobs/{id}/preview`: the job in the public shape, as its job page would show it, in any state. */
export async function getJobPreview(id: number): Promise<Job> {
  const response = await http.get<{ job: Job }>(`/api/companies/jobs/${id}/preview`);
  return response.data.job;
}

/** The preview of a job as a request's state, for a screen that only shows it (a job closed by moderation). */
export function useJobPreview(id: number) {
  const load = useCallback(() => getJobPreview(id), [id]);
  return useRequest(load);
}
