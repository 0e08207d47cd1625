import type { EducationListResponse, UpdateEducationRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/education/{id}`: the fields sent replace the stored ones; answers the list and the tasks. */
export async function updateEducation(id: number, input: UpdateEducationRequest): Promise<EducationListResponse> {
  const response = await http.patch<EducationListResponse>(`/api/candidates/education/${id}`, input, {
    notifyErrors: false,
  });
  return response.data;
}
