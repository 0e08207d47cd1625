import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

export type { CandidateLanguage, CandidateProfileResponse } from 'shared-kit/contracts';

/** `GET /api/candidates/profile` (docs/contracts.md#candidates). */
export function useCandidateProfile() {
  return useGet<CandidateProfileResponse>('/api/candidates/profile');
}
