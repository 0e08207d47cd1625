// Companies editing their jobs while the traffic bench measures (docs/search.md#the-traffic-bench): a board of
// 200,000 active jobs that live about a month publishes some 6,700 a day and edits, pauses and closes about as many
// again, 0.15 writes a second. Each write here is an edit of a random active job, straight in the database, at
// BENCH_JOB_WRITES a second (0.5, three times that): what the requests then pay for it (the caches kept per jobs
// version, the candidates' kept matchings merging the jobs written since they were ranked) is in every figure, so no
// phase measures a board where nothing changes.
import { openPool } from './traffic-data.mjs';

export const JOB_WRITES = Number(process.env.BENCH_JOB_WRITES ?? 0.5);

/** Starts the writes; `stop()` ends them and answers how many were made. */
export function startJobWrites(jobIds, perSecond = JOB_WRITES) {
  const pool = openPool(1);
  let made = 0;
  let next = 0;
  const timer =
    perSecond > 0
      ? setInterval(() => {
          // Every job of the sample in turn, from a seeded start: two runs write the same jobs.
          const id = jobIds[(7919 * next++) % jobIds.length];
          pool.query('UPDATE jobs SET updated_at = now() WHERE id = $1', [id]).then(
            () => {
              made++;
            },
            () => undefined,
          );
        }, 1000 / perSecond)
      : null;
  // A run that fails between start and stop still ends.
  timer?.unref();
  return {
    stop: async () => {
      if (timer) clearInterval(timer);
      await pool.end();
      return made;
    },
  };
}
