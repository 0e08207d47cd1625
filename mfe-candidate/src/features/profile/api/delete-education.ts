import type { EducationListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/education/{id}`: answers the remaining list and the tasks. */
export async function deleteEducation(id: number): Promise<EducationListResponse> {
  const response = await http.delete<EducationListResponse>(`/api/candidates/education/${id}`, { notifyErrors: false });
  return response.data;
}
