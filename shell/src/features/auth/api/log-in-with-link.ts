import type { LoadUserWithTokenRequest, LoginResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/auth/loadUserWithToken` (docs/product-rules.md#backdoor-and-admin): trades a single-use link for a session. */
export async function logInWithLink(input: LoadUserWithTokenRequest): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>('/api/auth/loadUserWithToken', input);
  return response.data;
}
