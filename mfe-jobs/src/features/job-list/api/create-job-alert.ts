import type { CreateJobAlertRequest, JobAlertResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/job-alerts {path, frequency}` (docs/contracts.md#job-alerts). Its refusal (the ten-alert
 * limit) is shown in the dialog, so the client's own error notice is not wanted.
 */
export function createJobAlert(request: CreateJobAlertRequest): Promise<JobAlertResponse> {
  return http
    .post<JobAlertResponse>('/api/candidates/job-alerts', request, { notifyErrors: false })
    .then((response) => response.data);
}
