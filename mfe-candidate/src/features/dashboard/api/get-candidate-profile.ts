import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/** `GET /api/candidates/profile` (docs/contracts.md#candidates): the photo and the tasks of the completion. */
export function useCandidateProfile() {
  return useGet<CandidateProfileResponse>(FIRST_REQUEST_URLS.candidateProfile);
}
