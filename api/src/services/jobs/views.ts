import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** How long views of job pages wait in memory before they are written (docs/company-area.md#jobs). */
const FLUSH_MS = 5_000;

type Logger = { warn: (obj: object, msg?: string) => void };

export type JobViewCounter = {
  /** One view of a job's page, counted on the job's row of the day (UTC) at the next write. */
  count: (jobId: number) => void;
  /** Writes the views counted so far: one statement for every job and day. */
  flush: () => Promise<void>;
  /** Writes what is left and stops the timer (the app's close). */
  close: () => Promise<void>;
};

/**
 * Views of job pages (docs/company-area.md#jobs), added up in memory and written every FLUSH_MS in one upsert for all
 * the jobs viewed meanwhile, instead of one write (and one row lock on a popular job's row) per page request: the
 * traffic bench's job page was the only public read that wrote (docs/search.md#the-traffic-bench). Each replica
 * adds its own counts (the upsert adds, it never sets), so replicas need not agree on anything; what a process
 * counted in its last seconds is lost only if it dies without closing.
 */
export function createJobViewCounter(db: Db, log: Logger, flushMs = FLUSH_MS): JobViewCounter {
  let pending = new Map<string, { jobId: number; day: string; views: number }>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    timer = null;
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length === 0) return;
    try {
      // A job deleted since its views were counted takes them along (the join drops them; the table cascades).
      await sql`
        INSERT INTO job_views (job_id, day, views)
        SELECT counted.job_id, counted.day, counted.views
        FROM unnest(${rows.map((row) => row.jobId)}::int[], ${rows.map((row) => row.day)}::date[],
                    ${rows.map((row) => row.views)}::int[]) AS counted(job_id, day, views)
        JOIN jobs ON jobs.id = counted.job_id
        ORDER BY counted.job_id, counted.day
        ON CONFLICT (job_id, day) DO UPDATE SET views = job_views.views + EXCLUDED.views
      `.execute(db);
    } catch (error) {
      // Counts are statistics: a failed write (the database away) drops them rather than piling up.
      log.warn({ err: error, jobs: rows.length }, 'job views: could not write the counts');
    }
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    writing = writing.then(write);
    return writing;
  };
  return {
    count(jobId) {
      const day = new Date().toISOString().slice(0, 10);
      const key = `${jobId}/${day}`;
      const row = pending.get(key);
      if (row) row.views++;
      else pending.set(key, { jobId, day, views: 1 });
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
