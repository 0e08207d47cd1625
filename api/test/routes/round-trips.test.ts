import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPool } from '../../src/db/database';
import { fixtureJobId } from '../fixtures';
import { login, makeShellDist, TEST_ENV } from '../helper';
import { recordingDb } from '../support/query-plans';

// Every query is a round trip, and under traffic each costs the api CPU of its own (docs/search.md#cpu-per-request):
// the calls a board serves most send few of them, whatever the size of the page, and still answer the caller's
// own `extra`.
describe('round trips of the busiest calls', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL ?? '', 4);
  pool.on('error', () => undefined);
  const recording = recordingDb(pool);
  const shellDist = makeShellDist();
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      SHELL_DIST: shellDist,
      ...TEST_ENV,
      JOB_LIST_CACHE_SECONDS: '0',
    });
    app = await buildApp({ config, db: recording.db, logger: false });
    token = await login(app, 'candidate@example.com');
  });
  afterAll(async () => {
    await app.close();
    await recording.db.destroy().catch(() => undefined);
    rmSync(shellDist, { recursive: true, force: true });
  });

  /**
   * The queries one request sends. A signed-in list remembers its search after answering (not awaited) and job
   * views are written every few seconds: those writes may land during another request and are not counted.
   */
  const queriesOf = async (url: string, auth?: string) => {
    // Reference lists and the active-job count are cached per process: read them before counting.
    await app.inject({ url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    recording.queries.length = 0;
    const response = await app.inject({ url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    expect(response.statusCode).toBe(200);
    const sql = recording.queries
      .map((query) => query.sql)
      .filter((text) => !/candidate_searches|job_views/.test(text));
    return { body: response.json(), sql };
  };

  it("a signed-in candidate's job list: the session, the search, one hydration and four queries for extra", async () => {
    const { body, sql } = await queriesOf('/api/jobs-in-Ireland', token);
    expect(body.jobs.data.length).toBeGreaterThan(1);
    expect(body.jobs.data.every((job: { extra: unknown }) => job.extra !== null)).toBe(true);
    expect(sql.length).toBeLessThanOrEqual(8);
  });

  it("a guest's job list: the search and one hydration", async () => {
    const { body, sql } = await queriesOf('/api/jobs-in-Ireland');
    expect(body.jobs.data.length).toBeGreaterThan(1);
    expect(sql.length).toBeLessThanOrEqual(2);
  });

  it('a job page: its related jobs share one hydration', async () => {
    const id = await fixtureJobId(app.db, 'filler-job-1');
    const guest = await queriesOf(`/api/job?id=${id}`);
    expect(guest.body.relatedJobs.general.length).toBeGreaterThan(0);
    // The job, four related searches (one query each here: few matches) and one hydration of the related jobs.
    expect(guest.sql.length).toBeLessThanOrEqual(6);
    const signedIn = await queriesOf(`/api/job?id=${id}`, token);
    expect(signedIn.body.job.extra).not.toBeNull();
    expect(signedIn.body.relatedJobs).toEqual(guest.body.relatedJobs);
    expect(signedIn.sql.length).toBeLessThanOrEqual(11);
  });
});
