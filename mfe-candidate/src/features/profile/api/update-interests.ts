import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PATCH /api/candidates/interests {sectors}` (docs/contracts.md#profile-and-settings): the sector ids the candidate
 * wants to work in (at most 20), answered as `categories` in the whole profile.
 */
export async function updateInterests(sectors: number[]): Promise<CandidateProfileResponse> {
  const response = await http.patch<CandidateProfileResponse>(
    '/api/candidates/interests',
    { sectors },
    { notifyErrors: false },
  );
  return response.data;
}
