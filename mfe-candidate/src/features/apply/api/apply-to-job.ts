import { http } from 'shared-kit/http';
import type { ApplyResponse } from '../apply-types';

/**
 * `POST /api/candidates/applications {offer_id, answers, cv_id?}` (docs/contracts.md#applications): the application (applying
 * again answers the same one), or `{redirect}` for a job whose company takes applications on its own site. The flow
 * shows a refusal (422) on its field or step, so the http client adds no notice of its own.
 */
export async function applyToJob(
  offerId: number,
  answers: Record<string, string>,
  cvId?: number,
): Promise<ApplyResponse> {
  const response = await http.post<ApplyResponse>(
    '/api/candidates/applications',
    { offer_id: offerId, answers, ...(cvId === undefined ? {} : { cv_id: cvId }) },
    { notifyErrors: false },
  );
  return response.data;
}
