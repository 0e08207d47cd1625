import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/candidates/profile` (docs/contracts.md#candidates): what every section of the profile starts from. */
export function useProfile() {
  return useGet<CandidateProfileResponse>('/api/candidates/profile');
}
