// A guest who saves a job-list search is sent to log in; the intent (the list's address and the frequency chosen)
// waits here, in sessionStorage like the pending favourite (pending-favorite.ts), and the job list creates the
// alert when the candidate comes back to it (docs/contracts.md#job-alerts).
const KEY = 'eulangjobs.pendingJobAlert';

/** An intent older than this is dropped, as for a pending favourite. */
export const PENDING_ALERT_TTL_MS = 30 * 60 * 1000;

export type PendingJobAlert = { path: string; frequency: 'instant' | 'daily' | 'weekly' };
type Stored = PendingJobAlert & { savedAt: number };

export function savePendingJobAlert(alert: PendingJobAlert, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...alert, savedAt: now } satisfies Stored));
  } catch {
    // Storage may be disabled: the guest then saves the search again after login.
  }
}

/**
 * Takes the intent for the list at `path`: once (the stored intent is removed), so a second visit never saves it
 * twice. An intent for another list is left for that list.
 */
export function takePendingJobAlert(path: string, now = Date.now()): PendingJobAlert | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Stored> | null;
    if (!stored || typeof stored.path !== 'string' || typeof stored.savedAt !== 'number') return null;
    if (now - stored.savedAt > PENDING_ALERT_TTL_MS) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    if (stored.path !== path) return null;
    if (stored.frequency !== 'instant' && stored.frequency !== 'daily' && stored.frequency !== 'weekly') return null;
    sessionStorage.removeItem(KEY);
    return { path: stored.path, frequency: stored.frequency };
  } catch {
    return null;
  }
}
