import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/favorites/{offer_id}` (docs/contracts.md#favourites): answers the notice to show. */
export async function removeFavorite(offerId: number): Promise<MessageResponse> {
  const response = await http.delete<MessageResponse>(`/api/candidates/favorites/${offerId}`);
  return response.data;
}
