import { http } from 'shared-kit/http';
import type { Balances, CompanyJob } from './company-job';

/**
 * `POST /api/companies/jobs/{id}/publish {valid_through?}`: from draft (the first publication spends a job credit),
 * paused or expired (a repost). Answers the job and the balances left.
 */
export async function publishJob(id: number, validThrough?: string | null) {
  const body = validThrough ? { valid_through: validThrough } : {};
  const response = await http.post<{ job: CompanyJob; balances: Balances }>(`/api/companies/jobs/${id}/publish`, body, {
    notifyErrors: false,
  });
  return response.data;
}

/** `POST /api/companies/jobs/{id}/pause` or `/close` (closing is final). */
export async function changeJobState(id: number, action: 'pause' | 'close'): Promise<CompanyJob> {
  const response = await http.post<{ job: CompanyJob }>(
    `/api/companies/jobs/${id}/${action}`,
    {},
    { notifyErrors: false },
  );
  return response.data.job;
}
