import type { CreateJobAlertRequest, JobAlertResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/job-alerts` (docs/contracts.md#job-alerts): 201 a new alert, 200 the same search again. */
export function createJobAlert(input: CreateJobAlertRequest): Promise<JobAlertResponse> {
  return http
    .post<JobAlertResponse>('/api/candidates/job-alerts', input, { notifyErrors: false })
    .then((response) => response.data);
}
