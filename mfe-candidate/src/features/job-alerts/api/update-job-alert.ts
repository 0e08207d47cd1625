import type { JobAlertResponse, UpdateJobAlertRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/job-alerts/{id}`: its frequency, or pause and resume it. */
export function updateJobAlert(id: number, changes: UpdateJobAlertRequest): Promise<JobAlertResponse> {
  return http.patch<JobAlertResponse>(`/api/candidates/job-alerts/${id}`, changes).then((response) => response.data);
}
