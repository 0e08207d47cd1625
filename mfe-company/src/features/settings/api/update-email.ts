import type { AccountUpdateResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/companies/account-settings/update-email {email, password}` (docs/contracts.md#account-settings). */
export async function updateEmail(input: { email: string; password: string }): Promise<AccountUpdateResponse> {
  const response = await http.post<AccountUpdateResponse>('/api/companies/account-settings/update-email', input, {
    notifyErrors: false,
  });
  return response.data;
}
