import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

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
