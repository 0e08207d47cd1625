import type { CreateExperienceRequest, ExperienceListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/experience` (docs/contracts.md#candidate-records): answers SPEC's notice, the list, the tasks. */
export async function createExperience(input: CreateExperienceRequest): Promise<ExperienceListResponse> {
  const response = await http.post<ExperienceListResponse>('/api/candidates/experience', input, {
    notifyErrors: false,
  });
  return response.data;
}
