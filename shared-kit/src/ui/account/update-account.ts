import type {
  AccountUpdateResponse,
  MessageResponse,
  UpdateEmailRequest,
  UpdatePasswordRequest,
} from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** Where an area's account settings are answered (docs/contracts.md#account-settings). */
export type AccountSettingsBase = '/api/candidates/account-settings' | '/api/companies/account-settings';

/** `POST {base}/update-email {email, password}`: its refusals are said by the form, not as a notice. */
export async function updateEmail(
  base: AccountSettingsBase,
  input: UpdateEmailRequest,
): Promise<AccountUpdateResponse> {
  const response = await http.post<AccountUpdateResponse>(`${base}/update-email`, input, { notifyErrors: false });
  return response.data;
}

/** `POST {base}/update-password`: other sessions end. */
export async function updatePassword(
  base: AccountSettingsBase,
  input: UpdatePasswordRequest,
): Promise<MessageResponse> {
  const response = await http.post<MessageResponse>(`${base}/update-password`, input, { notifyErrors: false });
  return response.data;
}
