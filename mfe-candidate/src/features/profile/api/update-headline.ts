import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `PATCH /api/candidates/field {field: 'headline', value}` (docs/contracts.md#profile-and-settings): the one-line
 * headline, null to clear it; answers the whole profile.
 */
export async function updateHeadline(headline: string | null): Promise<CandidateProfileResponse> {
  const response = await http.patch<CandidateProfileResponse>(
    '/api/candidates/field',
    { field: 'headline', value: headline },
    { notifyErrors: false },
  );
  return response.data;
}
