import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';
import type { CandidateView } from './types';

/** `GET /api/companies/candidates/{id}`: the locked or the unlocked view, and the credits left. */
export function useCandidate(id: number) {
  const load = useCallback(
    () =>
      http
        .get<CandidateView>(`/api/companies/candidates/${id}`, { notifyErrors: false })
        .then((response) => response.data),
    [id],
  );
  return useRequest(load);
}
