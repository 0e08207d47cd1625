import type { ExperienceListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/experience/{id}/highlight`: highlights the entry, or takes the highlight off it again. */
export async function highlightExperience(id: number): Promise<ExperienceListResponse> {
  const response = await http.patch<ExperienceListResponse>(`/api/candidates/experience/${id}/highlight`, undefined, {
    notifyErrors: false,
  });
  return response.data;
}
