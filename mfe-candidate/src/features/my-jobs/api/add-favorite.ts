import type { AddFavoriteRequest, FavoriteResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/favorites {offer_id}` (docs/contracts.md#favourites), idempotent: the undo of a removal. */
export async function addFavorite(offerId: number): Promise<FavoriteResponse> {
  const body: AddFavoriteRequest = { offer_id: offerId };
  const response = await http.post<FavoriteResponse>('/api/candidates/favorites', body);
  return response.data;
}
