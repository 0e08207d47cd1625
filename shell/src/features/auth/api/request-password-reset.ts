import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/auth/password/email`: mails a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<MessageResponse> {
  const response = await http.post<MessageResponse>('/api/auth/password/email', { email });
  return response.data;
}
