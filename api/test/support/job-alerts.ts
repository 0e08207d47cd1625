import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { insertJobs } from '../../src/db/seed';
import { FIXTURE_JOBS } from '../fixtures';
import { register, xsrfHeaders } from '../helper';

/**
 * A new candidate (register's fields) with an instant job alert on `path`, saved through the api (201 checked).
 * Waits a few milliseconds after saving: a job is new for the alert only when published after the alert's mark.
 */
export async function candidateWithInstantAlert(
  app: FastifyInstance,
  path: string,
  fields: Record<string, unknown> = {},
) {
  const { email, response } = await register(app, fields);
  const auth = { authorization: `Bearer ${response.json().token as string}` };
  const saved = await app.inject({
    method: 'POST',
    url: '/api/candidates/job-alerts',
    headers: { ...(await xsrfHeaders(app)), ...auth },
    payload: { path, frequency: 'instant' },
  });
  expect(saved.statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { email, auth };
}

/** A job published now (a fixture job with its own url and title): what a saved alert meets next. Answers its id. */
export async function publishJobNow(pool: pg.Pool, fields: { url: string; title: string }): Promise<number> {
  const [id] = await insertJobs(pool, [{ ...FIXTURE_JOBS[0], ...fields, published_at: new Date() }]);
  return id as number;
}

/** Polls `read` every 200 ms until it answers a row or 20 seconds pass; answers the last rows read. */
export async function waitForRows<T>(read: () => Promise<T[]>): Promise<T[]> {
  const deadline = Date.now() + 20_000;
  let rows: T[] = [];
  while (rows.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    rows = await read();
  }
  return rows;
}
