import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/favorites {offer_id}` (docs/contracts.md#favourites). */
export async function addFavorite(offerId: number): Promise<void> {
  await http.post('/api/candidates/favorites', { offer_id: offerId });
}

/** `DELETE /api/candidates/favorites/{id}`: the id is the job's (offer_id). */
export async function removeFavorite(offerId: number): Promise<void> {
  await http.delete(`/api/candidates/favorites/${offerId}`);
}

// Favourites changed on this page, by job id. A job can be shown twice at once (its card and the selected job
// beside the list), each with its own copy of the job's `extra.favorite`: both buttons read this instead.
const changedAtom = atom<ReadonlyMap<number, boolean>>(new Map());

/** The favourite state set on this page for a job (undefined: as the job data says), and its setter. */
export function useFavoriteOverride(jobId: number): [boolean | undefined, (favorite: boolean) => void] {
  const changed = useAtomValue(changedAtom);
  const setChanged = useSetAtom(changedAtom);
  const set = useCallback(
    (favorite: boolean) => setChanged((before) => new Map(before).set(jobId, favorite)),
    [setChanged, jobId],
  );
  return [changed.get(jobId), set];
}
