import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

type UpdatePasswordInput = { current_password: string; password: string; password_confirmation: string };

/** `POST /api/companies/account-settings/update-password` (docs/contracts.md#account-settings): other sessions end. */
export async function updatePassword(input: UpdatePasswordInput): Promise<MessageResponse> {
  const response = await http.post<MessageResponse>('/api/companies/account-settings/update-password', input, {
    notifyErrors: false,
  });
  return response.data;
}
