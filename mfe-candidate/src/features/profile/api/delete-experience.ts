import type { ExperienceListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/experience/{id}`: answers the remaining list and the tasks. */
export async function deleteExperience(id: number): Promise<ExperienceListResponse> {
  const response = await http.delete<ExperienceListResponse>(`/api/candidates/experience/${id}`, {
    notifyErrors: false,
  });
  return response.data;
}
