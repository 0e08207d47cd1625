import type { EducationListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/education/{id}/highlight`: highlights the entry, or takes the highlight off it again. */
export async function highlightEducation(id: number): Promise<EducationListResponse> {
  const response = await http.patch<EducationListResponse>(`/api/candidates/education/${id}/highlight`, undefined, {
    notifyErrors: false,
  });
  return response.data;
}
