import type { CandidateProfileResponse, OnlineProfilesRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/candidates/online-profiles {rrss}` (docs/contracts.md#profile-and-settings): rrss_id 0 LinkedIn, 4 the
 * candidate's site; an empty value removes the entry. Errors name `rrss.{index}.value`, the index in `rrss` as sent.
 */
export async function saveOnlineProfiles(input: OnlineProfilesRequest): Promise<CandidateProfileResponse> {
  const response = await http.post<CandidateProfileResponse>('/api/candidates/online-profiles', input, {
    notifyErrors: false,
  });
  return response.data;
}
