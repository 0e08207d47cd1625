import { useCallback } from 'react';
import type { CandidateProfileResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

export type { CandidateLanguage, CandidateProfileResponse } from 'shared-kit/contracts';

/** `GET /api/candidates/profile` (docs/contracts.md#candidates). */
async function getCandidateProfile(): Promise<CandidateProfileResponse> {
  const response = await http.get<CandidateProfileResponse>('/api/candidates/profile');
  return response.data;
}

export function useCandidateProfile() {
  const load = useCallback(() => getCandidateProfile(), []);
  return useRequest(load);
}
