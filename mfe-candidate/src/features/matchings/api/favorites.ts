import { http } from 'shared-kit/http';

/** `POST /api/candidates/favorites {offer_id}` (docs/contracts.md#favourites): the job shows under My jobs. */
export async function addFavorite(jobId: number): Promise<void> {
  await http.post('/api/candidates/favorites', { offer_id: jobId });
}

/** `DELETE /api/candidates/favorites/{id}`: the id is the job's. */
export async function removeFavorite(jobId: number): Promise<void> {
  await http.delete(`/api/candidates/favorites/${jobId}`);
}
