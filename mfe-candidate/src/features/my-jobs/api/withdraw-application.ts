import { http } from 'shared-kit/http';
import type { ApplicationResponse } from './application';

/** `POST /api/candidates/applications/{id}/withdraw` (docs/contracts.md#applications): `{message, application}`. */
export async function withdrawApplication(id: number): Promise<ApplicationResponse> {
  const response = await http.post<ApplicationResponse>(`/api/candidates/applications/${id}/withdraw`);
  return response.data;
}
