import type { AvatarResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/avatar` (docs/contracts.md#cvs-and-the-photo): the photo and its files go; paths all null. */
export async function deletePhoto(): Promise<AvatarResponse> {
  const response = await http.delete<AvatarResponse>('/api/candidates/avatar');
  return response.data;
}
