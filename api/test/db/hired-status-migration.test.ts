// Migration 136 (docs/company-area.md#applicants): applications a company had marked hired, from before "hired" became
// the company's stage only, show the candidate "offer", with a history that says what the candidate saw. Run on
// rows written as they were before it, in a transaction that is rolled back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR } from '../../src/config';
import { createPool } from '../../src/db/database';

const MIGRATION = readFileSync(
  path.join(PACKAGE_DIR, 'src', 'db', 'migrations', '136_hired_is_a_company_stage.sql'),
  'utf8',
);
const BEFORE = "('applied', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn')";

it('turns hired into offer, dropping a hired step that only followed an offer', async () => {
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // The constraints as migration 101 left them, which let the candidate's status be hired.
    for (const table of ['applications', 'application_status_history']) {
      await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_status_check`);
      await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check CHECK (status IN ${BEFORE})`);
    }
    const user = (await client.query("SELECT id FROM users WHERE type = 'candidate' ORDER BY id LIMIT 1")).rows[0];
    const jobs = (
      await client.query(
        'SELECT id FROM jobs WHERE id NOT IN (SELECT job_id FROM applications WHERE user_id = $1) LIMIT 2',
        [user.id],
      )
    ).rows;
    const apply = async (jobId: number, steps: string[]) => {
      const { rows } = await client.query(
        "INSERT INTO applications (user_id, job_id, answers, status) VALUES ($1, $2, '{}', $3) RETURNING id",
        [user.id, jobId, steps.at(-1)],
      );
      const id = rows[0].id as number;
      for (const [minute, status] of steps.entries()) {
        await client.query(
          `INSERT INTO application_status_history (application_id, status, created_at)
           VALUES ($1, $2, now() + make_interval(mins => $3))`,
          [id, status, minute],
        );
      }
      return id;
    };
    const afterOffer = await apply(jobs[0].id, ['applied', 'viewed', 'offer', 'hired']);
    const straight = await apply(jobs[1].id, ['applied', 'viewed', 'hired']);

    await client.query(MIGRATION);

    const seen = async (id: number) => ({
      status: (await client.query('SELECT status FROM applications WHERE id = $1', [id])).rows[0].status,
      history: (
        await client.query(
          'SELECT status FROM application_status_history WHERE application_id = $1 ORDER BY created_at, id',
          [id],
        )
      ).rows.map((row) => row.status),
    });
    expect(await seen(afterOffer)).toEqual({ status: 'offer', history: ['applied', 'viewed', 'offer'] });
    expect(await seen(straight)).toEqual({ status: 'offer', history: ['applied', 'viewed', 'offer'] });
    // And hired can no longer be a candidate's status.
    await expect(client.query("UPDATE applications SET status = 'hired' WHERE id = $1", [straight])).rejects.toThrow(
      /applications_status_check/,
    );
  } finally {
    await client.query('ROLLBACK');
    client.release();
    await pool.end();
  }
});
