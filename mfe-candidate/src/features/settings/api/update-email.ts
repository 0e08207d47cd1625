import type { AccountUpdateResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type UpdateEmailInput = { email: string; password: string };

/** `POST /api/candidates/account-settings/update-email` (docs/contracts.md#account-settings). */
export async function updateEmail(input: UpdateEmailInput): Promise<AccountUpdateResponse> {
  const response = await http.post<AccountUpdateResponse>('/api/candidates/account-settings/update-email', input, {
    notifyErrors: false,
  });
  return response.data;
}
