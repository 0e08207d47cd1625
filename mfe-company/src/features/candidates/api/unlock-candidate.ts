import { http } from 'shared-kit/http';
import type { Balances, UnlockedCandidate } from './types';

/** `POST /api/companies/candidates/{id}/unlock`: spends one CV credit the first time (again: free). */
export async function unlockCandidate(id: number): Promise<{ candidate: UnlockedCandidate; balances: Balances }> {
  const response = await http.post<{ candidate: UnlockedCandidate; balances: Balances }>(
    `/api/companies/candidates/${id}/unlock`,
    undefined,
    { notifyErrors: false },
  );
  return response.data;
}
