// A guest who clicks Save on a job is sent to log in; the intent (the favourites state's pendingFavoriteJobId)
// waits here (pending-intent.ts), and the job's page adds the favourite when the candidate comes back. See
// docs/front-end-rules.md.
import {
  clearPendingIntent,
  PENDING_INTENT_TTL_MS,
  pendingIntentJobId,
  savePendingIntent,
  takePendingIntent,
} from './pending-intent';

const KEY = 'eulangjobs.pendingFavoriteJobId';

/** An intent older than this is dropped: a Save clicked long ago is no longer what the user is doing. */
export const PENDING_FAVORITE_TTL_MS = PENDING_INTENT_TTL_MS;

export function savePendingFavorite(jobId: number, now = Date.now()): void {
  savePendingIntent(KEY, jobId, now);
}

/** The job a guest asked to save, if the intent is still fresh; it stays stored until taken. */
export function pendingFavoriteJobId(now = Date.now()): number | null {
  return pendingIntentJobId(KEY, now);
}

/**
 * Takes the intent for `jobId`: true once (the stored intent is removed), so two buttons of the same job, or a
 * second visit, never add it twice. An intent for another job is left for that job's page.
 */
export function takePendingFavorite(jobId: number, now = Date.now()): boolean {
  return takePendingIntent(KEY, jobId, now);
}

export function clearPendingFavorite(): void {
  clearPendingIntent(KEY);
}
