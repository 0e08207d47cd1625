import type { Job } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/companies/jobs/{id}/preview`: the job in the public shape, as its job page would show it, in any state. */
export async function getJobPreview(id: number): Promise<Job> {
  const response = await http.get<{ job: Job }>(`/api/companies/jobs/${id}/preview`);
  return response.data.job;
}
