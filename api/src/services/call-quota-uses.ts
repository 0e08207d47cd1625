// The counts behind the call quotas (docs/security.md#call-quotas): one row per caller, quota and window in
// call_quota_uses, so every replica counts the same uses. The plugin (plugins/call-quota.ts) decides what is counted.
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Windows older than this are deleted now and then; the longest window is a day. */
const KEEP_SECONDS = 2 * 24 * 60 * 60;
/** One use in this many sweeps the old windows: cheap, and the table stays small without a scheduled job. */
const SWEEP_EVERY = 200;

/** Counts one use of `key` in its current window of `windowSeconds`: the uses so far, and when the window ends. */
export async function countCallUse(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ uses: number; windowEnd: Date } | null> {
  const { rows } = await sql<{ uses: number; window_end: Date }>`
    INSERT INTO call_quota_uses (key, window_start)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}))
    ON CONFLICT (key, window_start) DO UPDATE SET uses = call_quota_uses.uses + 1
    RETURNING uses, window_start + make_interval(secs => ${windowSeconds}) AS window_end`.execute(db);
  if (Math.random() * SWEEP_EVERY < 1) {
    await sql`DELETE FROM call_quota_uses WHERE window_start < now() - make_interval(secs => ${KEEP_SECONDS})`.execute(
      db,
    );
  }
  const row = rows[0];
  return row ? { uses: row.uses, windowEnd: new Date(row.window_end) } : null;
}
