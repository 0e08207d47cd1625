import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/app/matchings/{job}/discard`: the job is back among the matchings. */
export function restoreMatching(jobId: number): Promise<MessageResponse> {
  return http.delete<MessageResponse>(`/api/app/matchings/${jobId}/discard`).then((response) => response.data);
}
