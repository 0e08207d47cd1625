import type { MessageResponse, PasswordResetRequest } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/auth/password/reset`: sets the new password with the token of the reset mail. */
export async function resetPassword(input: PasswordResetRequest): Promise<MessageResponse> {
  const response = await http.post<MessageResponse>('/api/auth/password/reset', input);
  return response.data;
}
