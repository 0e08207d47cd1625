import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPool } from '../../src/db/database';
import { fixtureJobId } from '../fixtures';
import { login, makeShellDist, TEST_ENV, type TestApp, useAddedJobs } from '../helper';
import { applyTo, insertJob, makeReadyToApply, newCandidate, newCompany } from '../support/company';
import { recordingDb } from '../support/query-plans';

// Every query is a round trip, and under traffic each costs the api CPU of its own (docs/search.md#cpu-per-request):
// the calls a board serves most send few of them, whatever the size of the page, and still answer the caller's
// own `extra`.
describe('round trips of the busiest calls', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL ?? '', 4);
  pool.on('error', () => undefined);
  const recording = recordingDb(pool);
  const shellDist = makeShellDist();
  const addedJobs = useAddedJobs();
  let app: FastifyInstance;
  let token: string;
  let recruiter: string;
  let matched: string;
  let saver: string;
  // A word only this file's candidates have in their headline: the test database is shared with other files.
  const tag = `roundtrip${Date.now()}`;
  beforeAll(async () => {
    const config = loadConfig({
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      SHELL_DIST: shellDist,
      ...TEST_ENV,
      JOB_LIST_CACHE_SECONDS: '0',
    });
    app = await buildApp({ config, db: recording.db, logger: false });
    token = await login(app, 'candidate@example.com');
    // A company with a job and applicants who are also in CV search: the recruiter's two busiest calls.
    const t = { app, db: recording.db, config, close: async () => undefined } as TestApp;
    const company = await newCompany(t, { company_name: `Round trips ${Date.now()}` });
    recruiter = company.token;
    const job = await insertJob(t, addedJobs, { label: 'Round trips job', companyId: company.companyId });
    for (const name of ['Ana', 'Bo', 'Cy']) {
      const candidate = await newCandidate(t, { nombre: name, apellidos: 'Roundtrip' });
      await makeReadyToApply(t, candidate.id, [{ name: 'English', level: 3 }], { isDefault: true });
      await recording.db
        .updateTable('candidates')
        .set({ cvsearch: true, headline: `${name} the translator ${tag}` })
        .where('user_id', '=', candidate.id)
        .execute();
      await applyTo(t, candidate.token, job.id);
    }
    // A candidate whose matchings are these jobs: English in the country where they are.
    const candidate = await newCandidate(t, { nombre: 'Dee', apellidos: 'Roundtrip' });
    await makeReadyToApply(t, candidate.id, [{ name: 'English', level: 3 }], { isDefault: true });
    matched = candidate.token;
    for (let n = 0; n < 3; n++) {
      const added = await insertJob(t, addedJobs, {
        label: 'Round trips match',
        companyId: company.companyId,
        languages: [{ name: 'English', mandatory: true, level: 2 }],
      });
      await recording.db.updateTable('jobs').set({ country_id: 1 }).where('id', '=', added.id).execute();
    }
    // A candidate with three favourites, one of them no longer available.
    const candidateWithFavourites = await newCandidate(t, { nombre: 'Eve', apellidos: 'Roundtrip' });
    saver = candidateWithFavourites.token;
    for (const label of ['Round trips saved', 'Round trips saved', 'Round trips expired']) {
      const saved = await insertJob(t, addedJobs, { label, companyId: company.companyId });
      if (label.endsWith('expired'))
        await recording.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', saved.id).execute();
      await recording.db
        .insertInto('favorites')
        .values({ user_id: candidateWithFavourites.id, job_id: saved.id })
        .execute();
    }
  });
  afterAll(async () => {
    await app.close();
    await recording.db.destroy().catch(() => undefined);
    rmSync(shellDist, { recursive: true, force: true });
  });

  /**
   * The queries one request sends. A signed-in list remembers its search after answering (not awaited) and job
   * views are written every few seconds: those writes may land during another request and are not counted. Nor is
   * the call quotas' sweep of old windows, which one counted use in 200 makes at random (services/call-quota-uses.ts):
   * it made a CV search 7 queries once in CI.
   */
  const queriesOf = async (url: string, auth?: string) => {
    // Reference lists and the active-job count are cached per process: read them before counting.
    await app.inject({ url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    recording.queries.length = 0;
    const response = await app.inject({ url, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
    expect(response.statusCode).toBe(200);
    const sql = recording.queries
      .map((query) => query.sql)
      .filter((text) => !/candidate_searches|job_views|DELETE FROM call_quota_uses/.test(text));
    return { body: response.json(), sql };
  };

  it("a signed-in candidate's job list: the session, the search, one hydration and two queries for extra", async () => {
    const { body, sql } = await queriesOf('/api/jobs-in-Ireland', token);
    expect(body.jobs.data.length).toBeGreaterThan(1);
    expect(body.jobs.data.every((job: { extra: unknown }) => job.extra !== null)).toBe(true);
    // extra: the jobs with the candidate's marks and their questions, and the candidate's tasks and languages (four
    // queries before: 7).
    expect(sql.length).toBeLessThanOrEqual(5);
  });

  it("a guest's job list: the search and one hydration", async () => {
    const { body, sql } = await queriesOf('/api/jobs-in-Ireland');
    expect(body.jobs.data.length).toBeGreaterThan(1);
    expect(sql.length).toBeLessThanOrEqual(2);
  });

  it('a job page: its related jobs share one hydration, and their lists and cards are kept per jobs version', async () => {
    const id = await fixtureJobId(app.db, 'filler-job-1');
    const first = await queriesOf(`/api/job?id=${id}`);
    expect(first.body.relatedJobs.general.length).toBeGreaterThan(0);
    // The jobs version, the job, four related searches (one query each here: few matches) and one hydration of the
    // related jobs.
    expect(first.sql.length).toBeLessThanOrEqual(7);
    // The next page of the same country, city, company and language finds the four lists and their jobs kept
    // (docs/search.md#related-jobs-kept-per-jobs-version): the version and the job; 3 in session 22.
    const guest = await queriesOf(`/api/job?id=${id}`);
    expect(guest.body.relatedJobs).toEqual(first.body.relatedJobs);
    expect(guest.sql.length).toBeLessThanOrEqual(2);
    const signedIn = await queriesOf(`/api/job?id=${id}`, token);
    expect(signedIn.body.job.extra).not.toBeNull();
    expect(signedIn.body.relatedJobs).toEqual(guest.body.relatedJobs);
    // The guest's two, the session and extra's two: 11 in session 7, 6 in session 22.
    expect(signedIn.sql.length).toBeLessThanOrEqual(5);
  });

  it("a candidate's matchings: the session, the profile, the ranking with its facts and one page's hydration with extra", async () => {
    const { body, sql } = await queriesOf('/api/app/matchings', matched);
    expect(body.jobs.data.length).toBeGreaterThan(1);
    expect(body.jobs.data.every((job: { extra: unknown }) => job.extra !== null)).toBe(true);
    // The session, the profile with its tasks, languages and skills (the board's languages come from the reference
    // cache), the ranking with the facts of its jobs, the page's hydration, and two queries for extra: 13 in
    // session 6, 10 in session 7.
    expect(sql.length).toBeLessThanOrEqual(6);
  });

  it("a candidate's dashboard: one call, one session check, fewer round trips than its six calls", async () => {
    const { body, sql } = await queriesOf('/api/candidates/dashboard', matched);
    expect(body.matchings.kind).toBe('list');
    expect(body.matchings.jobs.length).toBeGreaterThan(1);
    expect(body.profile.tasks).toBeDefined();
    // The six calls the page made before, each with its own session check and its own profile's tasks.
    const six = [
      '/api/candidates/profile',
      '/api/candidates/applications?rows=5',
      '/api/app/matchings?page=1&_size=3',
      '/api/candidates/favorites?rows=6',
      '/api/candidates/searchs/get-latests-searches',
      '/api/candidates/virtual-event/candidateEvents',
    ];
    let before = 0;
    for (const url of six) before += (await queriesOf(url, matched)).sql.length;
    if (process.env.SHOW_QUERIES)
      console.log(
        { dashboard: sql.length, sixCalls: before },
        sql.map((q) => q.slice(0, 110)),
      );
    // 18 here against 30 for the six calls.
    expect(sql.length).toBeLessThan(before);
    expect(sql.length).toBeLessThanOrEqual(18);
  });

  it("a candidate's favourites: the session, the favourites with their counts, and their cards with extra", async () => {
    const { body, sql } = await queriesOf('/api/candidates/favorites?rows=2', saver);
    expect(body.favorites.length).toBe(2);
    expect(body).toMatchObject({ total: 3, hasFavorites: true, totalExpired: 1 });
    expect(body.favorites.every((favorite: { job: { extra: unknown } }) => favorite.job.extra !== null)).toBe(true);
    // The session, the favourites (the page, its total and the whole list's counts: three statements before session
    // 28), the cards' hydration and two queries for extra.
    expect(sql.length).toBeLessThanOrEqual(5);
  });

  it("a company's applicants: the page with its applicants' candidates and jobs", async () => {
    const { body, sql } = await queriesOf('/api/companies/applicants', recruiter);
    expect(body.applicants.length).toBe(3);
    expect(body.applicants[0].candidate.languages).toEqual([{ slug: 'English', name: 'English', level: 3 }]);
    // The session (with the recruiter's company, session 27), the page's rows, the counts by stage (the total among
    // them), the candidates with their languages, the jobs with their languages and questions: 10 in session 6.
    expect(sql.length).toBeLessThanOrEqual(5);
  });

  it('a CV search: the page with its candidates, whatever their number', async () => {
    const { body, sql } = await queriesOf(`/api/companies/cvsearch?languages=english&keywords=${tag}`, recruiter);
    expect(body.total).toBe(3);
    expect(body.candidates.every((c: { applied: boolean; unlocked: boolean }) => c.applied && c.unlocked)).toBe(true);
    // The session (with the recruiter's company, session 27), the quota, the page with its count (the language's id
    // comes from the reference cache), the balances (made if missing and read in one statement) and the candidates
    // with their records and the company's access in one: 15 in session 6, 8 in session 7, 6 in session 26.
    expect(sql.length).toBeLessThanOrEqual(5);
  });
});
