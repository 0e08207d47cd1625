import type { JobAlertList } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type { JobAlert, JobAlertFrequency } from 'shared-kit/contracts';

/** `GET /api/candidates/job-alerts` (docs/contracts.md#job-alerts): the candidate's alerts, oldest first. */
export function getJobAlerts(): Promise<JobAlertList> {
  return http.get<JobAlertList>('/api/candidates/job-alerts').then((response) => response.data);
}
