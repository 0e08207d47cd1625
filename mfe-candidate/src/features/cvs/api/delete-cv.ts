import type { CvChangeResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/mycv/{id}`: answers the user, the tasks and the remaining CVs. */
export function deleteCv(id: number): Promise<CvChangeResponse> {
  return http.delete<CvChangeResponse>(`/api/candidates/mycv/${id}`).then((response) => response.data);
}
