import type { DiscardMatchingResponse } from 'shared-kit/contracts';
import type { DiscardReason } from 'shared-kit/account-rules';
import { http } from 'shared-kit/http';

/** `POST /api/app/matchings/{job}/discard {reason}`: the job leaves the matchings for the discarded list. */
export function discardMatching(jobId: number, reason: DiscardReason): Promise<DiscardMatchingResponse> {
  return http
    .post<DiscardMatchingResponse>(`/api/app/matchings/${jobId}/discard`, { reason })
    .then((response) => response.data);
}
