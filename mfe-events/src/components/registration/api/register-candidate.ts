import type { LoginResponse, RegisterRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/auth/register` as a candidate (docs/contracts.md#auth): answers like login, so the new account is signed
 * in at once. `referral_platform` keeps where the guest came from (the landing's platform or referral).
 */
export async function registerCandidate(input: Omit<RegisterRequest, 'type' | 'company_name'>): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>('/api/auth/register', { ...input, type: 'candidate' });
  return response.data;
}
