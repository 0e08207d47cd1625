// A guest who clicks Save on a job is sent to log in; the intent (the favourites state's pendingFavoriteJobId)
// waits here, in sessionStorage so it survives the login page and a social login's round trip, and the job's
// page adds the favourite when the candidate comes back. See docs/front-end-rules.md.
const KEY = 'eulangjobs.pendingFavoriteJobId';

/** An intent older than this is dropped: a Save clicked long ago is no longer what the user is doing. */
export const PENDING_FAVORITE_TTL_MS = 30 * 60 * 1000;

type Stored = { jobId: number; savedAt: number };

export function savePendingFavorite(jobId: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ jobId, savedAt: now } satisfies Stored));
  } catch {
    // Storage may be disabled: the guest then saves the job again after login.
  }
}

/** The job a guest asked to save, if the intent is still fresh; it stays stored until taken. */
export function pendingFavoriteJobId(now = Date.now()): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    const { jobId, savedAt } = stored ?? {};
    if (!Number.isSafeInteger(jobId) || typeof savedAt !== 'number' || now - savedAt > PENDING_FAVORITE_TTL_MS) {
      return null;
    }
    return jobId as number;
  } catch {
    return null;
  }
}

/**
 * Takes the intent for `jobId`: true once (the stored intent is removed), so two buttons of the same job, or a
 * second visit, never add it twice. An intent for another job is left for that job's page.
 */
export function takePendingFavorite(jobId: number, now = Date.now()): boolean {
  if (pendingFavoriteJobId(now) !== jobId) return false;
  clearPendingFavorite();
  return true;
}

export function clearPendingFavorite(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored then
  }
}
