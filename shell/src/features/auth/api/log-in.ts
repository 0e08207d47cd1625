import type { LoginRequest, LoginResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/auth/login` (docs/contracts.md#auth): the session's token and user, or a 422/429. */
export async function logIn(input: LoginRequest): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>('/api/auth/login', input);
  return response.data;
}
