// A guest who clicks Apply on a job is sent to log in or register; the intent waits here (pending-intent.ts) and the
// job's page opens the apply flow when the candidate comes back (with SPEC's `autoApply` flag on the job's address).
// docs/candidate-area.md#the-apply-flow
import { clearPendingIntent, pendingIntentJobId, savePendingIntent, takePendingIntent } from './pending-intent';

const KEY = 'eulangjobs.pendingApplyJobId';

export function savePendingApply(jobId: number, now = Date.now()): void {
  savePendingIntent(KEY, jobId, now);
}

/** The job a guest asked to apply to, if the intent is still fresh. */
export function pendingApplyJobId(now = Date.now()): number | null {
  return pendingIntentJobId(KEY, now);
}

/** True once for `jobId` (the intent is removed), so the flow opens by itself only once. */
export function takePendingApply(jobId: number, now = Date.now()): boolean {
  return takePendingIntent(KEY, jobId, now);
}

export function clearPendingApply(): void {
  clearPendingIntent(KEY);
}
