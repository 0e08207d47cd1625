import type { CandidateCvsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/mycv/{id}/highlight`: that CV becomes the only default. */
export function highlightCv(id: number): Promise<CandidateCvsResponse> {
  return http.patch<CandidateCvsResponse>(`/api/candidates/mycv/${id}/highlight`).then((response) => response.data);
}
