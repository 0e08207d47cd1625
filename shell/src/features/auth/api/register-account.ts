import type { LoginResponse, RegisterRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/auth/register` (docs/contracts.md#auth): creates the account and answers like login. */
export async function registerAccount(input: RegisterRequest): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>('/api/auth/register', input);
  return response.data;
}
