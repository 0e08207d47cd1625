import type { EmailSetting, EmailSettings } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/email-settings/{setting} {state}` (docs/contracts.md#profile-and-settings). */
export async function setEmailSetting(setting: EmailSetting, state: boolean): Promise<EmailSettings> {
  const response = await http.post<EmailSettings>(`/api/candidates/email-settings/${setting}`, { state });
  return response.data;
}
