import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';

/** SPEC section 3, candidate language: level 4 means mother tongue. */
export type CandidateLanguage = { id: number; name: string; slug: string; level: number };

/**
 * `GET /api/candidates/profile` (docs/contracts.md). Only the fields this screen reads are typed here:
 * shared-kit/contracts has no candidate profile schema yet.
 */
export type CandidateProfileResponse = {
  user: {
    id: number;
    email: string;
    nombre: string | null;
    apellidos: string | null;
    candidate: { languages?: CandidateLanguage[] | null; headline?: string | null } | null;
  };
  signal?: unknown;
};

export async function getCandidateProfile(): Promise<CandidateProfileResponse> {
  const response = await http.get<CandidateProfileResponse>('/api/candidates/profile');
  return response.data;
}

export function useCandidateProfile() {
  const load = useCallback(() => getCandidateProfile(), []);
  return useRequest(load);
}
