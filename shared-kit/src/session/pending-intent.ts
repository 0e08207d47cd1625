// What a guest asked to do with a job before logging in (save it, apply to it), kept in sessionStorage so it survives
// the login page, the registration and a social login's round trip; the job's page carries it out when the candidate
// comes back. One helper for each kind of intent (pending-favorite.ts, pending-apply.ts): docs/front-end-rules.md.

/** An intent older than this is dropped: a click made long ago is no longer what the user is doing. */
export const PENDING_INTENT_TTL_MS = 30 * 60 * 1000;

type Stored = { jobId: number; savedAt: number };

export function savePendingIntent(key: string, jobId: number, now = Date.now()): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ jobId, savedAt: now } satisfies Stored));
  } catch {
    // Storage may be disabled: the guest then does it again after login.
  }
}

/** The job of a stored intent, if it is still fresh; it stays stored until taken. */
export function pendingIntentJobId(key: string, now = Date.now()): number | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Stored> | null;
    const { jobId, savedAt } = stored ?? {};
    if (!Number.isSafeInteger(jobId) || typeof savedAt !== 'number' || now - savedAt > PENDING_INTENT_TTL_MS) {
      return null;
    }
    return jobId as number;
  } catch {
    return null;
  }
}

export function clearPendingIntent(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored then
  }
}

/** Takes the intent for `jobId`: true once (it is removed), so it is carried out once; another job's is left. */
export function takePendingIntent(key: string, jobId: number, now = Date.now()): boolean {
  if (pendingIntentJobId(key, now) !== jobId) return false;
  clearPendingIntent(key);
  return true;
}
