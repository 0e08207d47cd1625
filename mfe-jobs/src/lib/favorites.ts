import { http } from 'shared-kit/http';

/** `POST /api/candidates/favorites {offer_id}` (SPEC section 7, Favorites). */
export async function addFavorite(offerId: number): Promise<void> {
  await http.post('/api/candidates/favorites', { offer_id: offerId });
}

/** `DELETE /api/candidates/favorites/{id}`: the id is the job's (offer_id). */
export async function removeFavorite(offerId: number): Promise<void> {
  await http.delete(`/api/candidates/favorites/${offerId}`);
}
