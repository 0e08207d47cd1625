import type { CandidateProfileResponse, Tasks } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** The profile tasks of `GET /api/candidates/profile`, for the links of "what to complete" when matchings are off. */
export function getProfileTasks(): Promise<Tasks> {
  return http.get<CandidateProfileResponse>('/api/candidates/profile').then((response) => response.data.tasks);
}
