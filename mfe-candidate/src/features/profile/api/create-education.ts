import type { CreateEducationRequest, EducationListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/education` (docs/contracts.md#candidate-records): answers SPEC's notice, the list, the tasks. */
export async function createEducation(input: CreateEducationRequest): Promise<EducationListResponse> {
  const response = await http.post<EducationListResponse>('/api/candidates/education', input, { notifyErrors: false });
  return response.data;
}
