import type { CreateJobAlertRequest, JobAlertResponse } from 'shared-kit/contracts';
import { http, isHttpError } from 'shared-kit/http';
import { translate } from 'shared-kit/i18n';

/**
 * `POST /api/candidates/job-alerts {path, frequency}` (docs/contracts.md#job-alerts). Its refusal (the ten-alert
 * limit) is shown in the dialog, so the client's own error notice is not wanted.
 */
export function createJobAlert(request: CreateJobAlertRequest): Promise<JobAlertResponse> {
  return http
    .post<JobAlertResponse>('/api/candidates/job-alerts', request, { notifyErrors: false })
    .then((response) => response.data);
}

/** The server's words for a refused save: the 422's text on `path` (the ten-alert limit), else its message. */
export function jobAlertRefusal(error: unknown): string {
  const response = isHttpError(error) ? error.response : undefined;
  if (!response || response.status >= 500) return translate('jobs.alerts.error');
  const body = response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const onPath = body?.errors?.path;
  if (Array.isArray(onPath) && typeof onPath[0] === 'string') return onPath[0];
  return typeof body?.message === 'string' && body.message ? body.message : translate('jobs.alerts.error');
}
