// A sweep over more alerts than one batch holds (docs/operations.md#one-walk-per-search-a-sweep): each search is
// walked once a sweep, not once a batch, and each alert still gets exactly its own new jobs.
import { createPool } from '../../src/db/database';
import { insertJobs } from '../../src/db/seed';
import { sweepJobAlerts } from '../../src/services/job-alerts/sweep';
import { FIXTURE_JOBS } from '../fixtures';
import { useTestApp } from '../helper';
import { recordingDb } from '../support/query-plans';

/** A word no fixture job has: only this file's jobs carry it. */
const WORD = 'Gletscherflohzucht';
/** Alerts of the search: more than two batches of the sweep (250 alerts each, `BATCH` in sweep.ts). */
const ALERTS = 600;
const quiet = { info: () => undefined, warn: () => undefined };

describe('the job-alert sweep over more alerts than a batch', () => {
  const t = useTestApp();
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  pool.on('error', () => undefined);
  const jobIds: number[] = [];
  const userIds: number[] = [];

  afterAll(async () => {
    // Other test files count the active jobs and the users: the ones added here go (their alerts with them).
    if (jobIds.length) await pool.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [jobIds]);
    if (userIds.length) await pool.query('DELETE FROM users WHERE id = ANY($1::int[])', [userIds]);
    await pool.end();
  });

  it('walks each search once a sweep, again only for an alert whose mark is earlier, and reads each card once', async () => {
    // Three jobs of the word, an hour apart: A oldest, C newest.
    const hour = 3_600_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
    const [a, b, c] = await insertJobs(
      pool,
      ['Ranger', 'Keeper', 'Guide'].map((role, n) => ({
        ...FIXTURE_JOBS[0],
        url: `sweep-batches-${role.toLowerCase()}`,
        title: `${WORD} ${role}`,
        published_at: at(3 - n),
      })),
    );
    jobIds.push(a as number, b as number, c as number);
    // ALERTS candidates with the same search, their marks between A and B, made straight in the database: through
    // the api each would take a sign-up. The last alert (the last of three batches or more) has its mark before A,
    // the middle one between B and C.
    const { rows: users } = await pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, type, nombre)
       SELECT 'sweep-batches-' || n || '@example.com', 'x', 'candidate', 'Reader ' || n FROM generate_series(1, $1) AS n
       RETURNING id`,
      [ALERTS],
    );
    userIds.push(...users.map((user) => user.id).sort((x, y) => x - y));
    const mark = (n: number) => (n === ALERTS - 1 ? at(4) : n === ALERTS / 2 ? at(1.5) : at(2.5));
    await pool.query(
      `INSERT INTO job_alerts (user_id, path, label, frequency, mark_published_at)
       SELECT user_id, $2, $3, 'instant', mark FROM unnest($1::int[], $4::timestamptz[]) AS alerts(user_id, mark)`,
      [userIds, `/jobs?keywords=${WORD}`, WORD, userIds.map((_, n) => mark(n))],
    );
    const recording = recordingDb(pool);
    await sweepJobAlerts({ db: recording.db, reference: t.app.reference, config: t.config, log: quiet });

    const subjects = await pool.query<{ email: string; subject: string; body_text: string }>(
      `SELECT to_address AS email, subject, body_text FROM outbox WHERE to_address LIKE 'sweep-batches-%'`,
    );
    const byEmail = new Map(subjects.rows.map((mail) => [mail.email, mail]));
    expect(byEmail.size).toBe(ALERTS);
    const heads = (n: number) => {
      const mail = byEmail.get(`sweep-batches-${n + 1}@example.com`);
      return `${mail?.subject.replace(/:.*/, '')} | ${mail?.body_text.match(new RegExp(`${WORD} \\w+`, 'g'))?.join(', ')}`;
    };
    expect(heads(0)).toBe(`2 new jobs for “${WORD}” | ${WORD} Guide, ${WORD} Keeper`);
    expect(heads(ALERTS - 2)).toBe(heads(0));
    expect(heads(ALERTS / 2)).toBe(`1 new job for “${WORD}” | ${WORD} Guide`);
    expect(heads(ALERTS - 1)).toBe(`3 new jobs for “${WORD}” | ${WORD} Guide, ${WORD} Keeper, ${WORD} Ranger`);

    // The walks: the keyword's title words are looked up before each (docs/search.md#title-words). One from the
    // first batch's earliest mark serves the next batches' alerts whose mark is not earlier; the last alert's earlier
    // mark needs one more. Walked once a batch, it was three at least.
    const about = (value: unknown) =>
      recording.queries.filter((query) =>
        query.parameters.some((p) => p === value || (Array.isArray(p) && p.includes(value))),
      );
    const walks = about(WORD).filter((query) => !query.sql.includes('job_title_words'));
    // Their parameters: the word, the mark walked from, the mark's job id and the limit.
    expect(walks.map((query) => query.parameters)).toHaveLength(2);
    // Each job's card is read once for the whole sweep (the marks' updates name the job again, once a batch).
    const cardReads = about(c).filter((query) => !query.sql.includes('UPDATE job_alerts'));
    expect(cardReads.map((query) => query.sql)).toHaveLength(1);
  });
});
