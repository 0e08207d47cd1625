import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/job-alerts/{id}`. */
export function deleteJobAlert(id: number): Promise<MessageResponse> {
  return http.delete<MessageResponse>(`/api/candidates/job-alerts/${id}`).then((response) => response.data);
}
