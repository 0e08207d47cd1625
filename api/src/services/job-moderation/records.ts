// What the audit of job moderation says (docs/product-rules.md#job-moderation): why a job is closed by moderation
// now, for its company's and the admin's screens, and every action on a job, for the admin's.
import type { JobModeration, JobModerationRecord } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { wireTime } from '../../lib/wire-time';

type Readable = Pick<Db, 'selectFrom'>;

/** For each of these jobs that is closed by moderation now, its latest close: category, reason and time. */
export async function currentModerations(db: Readable, ids: number[]): Promise<Map<number, JobModeration>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('job_moderation_actions as m')
    .innerJoin('jobs', 'jobs.id', 'm.job_id')
    .distinctOn('m.job_id')
    .select(['m.job_id', 'm.category', 'm.reason', 'm.created_at'])
    .where('m.job_id', 'in', ids)
    .where('jobs.status', '=', 'moderated')
    .where('m.action', '=', 'close')
    .orderBy('m.job_id')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  const moderations = new Map<number, JobModeration>();
  for (const row of rows) {
    // A close always has both (CHECK of migration 150).
    if (row.category === null || row.reason === null) continue;
    moderations.set(row.job_id, { category: row.category, reason: row.reason, at: wireTime(row.created_at) });
  }
  return moderations;
}

/** A bound on the history shown: far more than a job ever gets, but not unbounded. */
const HISTORY_MAX = 100;

/**
 * Every moderation action on a job (the latest HISTORY_MAX), newest first, with the admin who took it (null once
 * that account is gone).
 */
export async function moderationHistory(db: Readable, jobId: number): Promise<JobModerationRecord[]> {
  const rows = await db
    .selectFrom('job_moderation_actions as m')
    .leftJoin('users', 'users.id', 'm.admin_id')
    .select(['m.id', 'm.action', 'm.category', 'm.reason', 'm.created_at', 'users.id as admin_id', 'users.email'])
    .where('m.job_id', '=', jobId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    category: row.category,
    reason: row.reason,
    admin: row.admin_id !== null && row.email !== null ? { id: row.admin_id, email: row.email } : null,
    created_at: wireTime(row.created_at),
  }));
}
