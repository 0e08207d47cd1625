import type { DestroyAccountRequest, MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/account-settings/destroy {motivo_id, texto}` (docs/contracts.md#account-settings). */
export async function deleteAccount(input: DestroyAccountRequest): Promise<MessageResponse> {
  const response = await http.delete<MessageResponse>('/api/candidates/account-settings/destroy', { data: input });
  return response.data;
}
