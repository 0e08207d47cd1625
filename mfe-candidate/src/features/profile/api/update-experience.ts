import type { ExperienceListResponse, UpdateExperienceRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/experience/{id}`: the fields sent replace the stored ones; answers the list and the tasks. */
export async function updateExperience(id: number, input: UpdateExperienceRequest): Promise<ExperienceListResponse> {
  const response = await http.patch<ExperienceListResponse>(`/api/candidates/experience/${id}`, input, {
    notifyErrors: false,
  });
  return response.data;
}
