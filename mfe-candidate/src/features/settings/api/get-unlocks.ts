import type { CandidateUnlocksResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/candidates/unlocks`: the companies that unlocked the candidate's profile in CV search, newest first. */
export function useProfileUnlocks() {
  return useGet<CandidateUnlocksResponse>('/api/candidates/unlocks');
}
