import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { fixtureJobId } from '../fixtures';
import { buildTestApp, type TestApp } from '../helper';

type ListBody = {
  jobs: { total_search: number; data: { url: string; title: string; company: { id: number; name: string } }[] };
};

const LIST = '/api/jobs-in-Portugal-for-Dutch+English-speakers';
const JOB_URL = 'customer-service-representative-with-dutch-lisbon';
const TITLE = 'Customer Service Representative with Dutch';

/**
 * Two api replicas on one database, each with its own in-process cache of guests' job lists: a change to jobs
 * made anywhere must show in the next guest answer of both (docs/search.md).
 */
describe('guest job-list cache across replicas', () => {
  let one: TestApp;
  let two: TestApp;
  let jobId: number;
  let englishId: number;

  const guestList = async (replica: TestApp, url = LIST) => {
    const response = await replica.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json() as ListBody;
  };
  const titleIn = (body: ListBody) => body.jobs.data.find((job) => job.url === JOB_URL)?.title ?? null;

  beforeAll(async () => {
    // A long TTL: only a version change may make the replicas forget an answer during the test.
    one = await buildTestApp({ JOB_LIST_CACHE_SECONDS: '600' });
    two = await buildTestApp({ JOB_LIST_CACHE_SECONDS: '600' });
    jobId = await fixtureJobId(one.db, JOB_URL);
    const english = await one.db
      .selectFrom('languages')
      .select('id')
      .where('slug', '=', 'English')
      .executeTakeFirstOrThrow();
    englishId = english.id;
  });

  afterAll(async () => {
    await sql`ALTER TABLE jobs ENABLE TRIGGER jobs_version_jobs`.execute(one.db);
    await one.db.updateTable('jobs').set({ title: TITLE }).where('id', '=', jobId).execute();
    await one.db
      .insertInto('job_languages')
      .values({ job_id: jobId, language_id: englishId, mandatory: true, level: 3 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await one.close();
    await two.close();
  });

  it('serves a repeated guest list from the cache while jobs do not change', async () => {
    expect(titleIn(await guestList(one))).toBe(TITLE);
    expect(titleIn(await guestList(two))).toBe(TITLE);
    // A write that does not bump the jobs version is invisible to both: their answers come from the cache.
    await sql`ALTER TABLE jobs DISABLE TRIGGER jobs_version_jobs`.execute(one.db);
    try {
      await one.db.updateTable('jobs').set({ title: 'Unannounced title' }).where('id', '=', jobId).execute();
      expect(titleIn(await guestList(one))).toBe(TITLE);
      expect(titleIn(await guestList(two))).toBe(TITLE);
      // Parameters in another order, or unknown ones, are the same list.
      const reordered = await guestList(one, `${LIST}?latests=0&keywords=dutch`);
      const again = await guestList(one, `${LIST}?keywords=dutch&unknown=1&latests=0`);
      expect(again).toEqual(reordered);
    } finally {
      await one.db.updateTable('jobs').set({ title: TITLE }).where('id', '=', jobId).execute();
      await sql`ALTER TABLE jobs ENABLE TRIGGER jobs_version_jobs`.execute(one.db);
    }
  });

  it('shows a job edited in the database in the next guest answer of both replicas', async () => {
    expect(titleIn(await guestList(one))).toBe(TITLE);
    expect(titleIn(await guestList(two))).toBe(TITLE);
    await two.db
      .updateTable('jobs')
      .set({ title: 'Customer Service Lead with Dutch' })
      .where('id', '=', jobId)
      .execute();
    expect(titleIn(await guestList(one))).toBe('Customer Service Lead with Dutch');
    expect(titleIn(await guestList(two))).toBe('Customer Service Lead with Dutch');
  });

  it("drops a job from both replicas' lists when it no longer asks for a language of the filter", async () => {
    const before = await guestList(one);
    expect(titleIn(before)).not.toBeNull();
    await guestList(two);
    await one.db.deleteFrom('job_languages').where('job_id', '=', jobId).where('language_id', '=', englishId).execute();
    for (const replica of [one, two]) {
      const after = await guestList(replica);
      expect(titleIn(after)).toBeNull();
      expect(after.jobs.total_search).toBe(before.jobs.total_search - 1);
    }
  });

  it("shows a job closed in the database as gone from both replicas' lists", async () => {
    await one.db
      .insertInto('job_languages')
      .values({ job_id: jobId, language_id: englishId, mandatory: true, level: 3 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(titleIn(await guestList(one))).not.toBeNull();
    expect(titleIn(await guestList(two))).not.toBeNull();
    await one.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', jobId).execute();
    try {
      expect(titleIn(await guestList(one))).toBeNull();
      expect(titleIn(await guestList(two))).toBeNull();
    } finally {
      await one.db.updateTable('jobs').set({ status: 'active' }).where('id', '=', jobId).execute();
    }
  });

  it('shows a renamed company in the next guest answer of both replicas', async () => {
    const companyOf = (body: ListBody) => body.jobs.data.find((job) => job.url === JOB_URL)?.company;
    const company = companyOf(await guestList(one));
    await guestList(two);
    if (!company) throw new Error('fixture job missing from the list');
    await one.db.updateTable('companies').set({ name: 'Atlantic Care Renamed' }).where('id', '=', company.id).execute();
    try {
      expect(companyOf(await guestList(one))?.name).toBe('Atlantic Care Renamed');
      expect(companyOf(await guestList(two))?.name).toBe('Atlantic Care Renamed');
    } finally {
      await one.db.updateTable('companies').set({ name: company.name }).where('id', '=', company.id).execute();
    }
  });

  it("finds a job by a title word another replica just wrote: the keywords' title words follow the version", async () => {
    // A fragment inside no title yet: each replica keeps what it read of the title words at this version.
    const url = `${LIST}?keywords=quantenentwick`;
    for (const replica of [one, two]) {
      const before = await replica.app.inject(url);
      expect(before.statusCode === 404 || titleIn(before.json() as ListBody) === null).toBe(true);
    }
    const renamed = `${TITLE} Quantenentwickler`;
    await two.db.updateTable('jobs').set({ title: renamed }).where('id', '=', jobId).execute();
    try {
      expect(titleIn(await guestList(one, url))).toBe(renamed);
      expect(titleIn(await guestList(two, url))).toBe(renamed);
    } finally {
      await one.db.updateTable('jobs').set({ title: TITLE }).where('id', '=', jobId).execute();
    }
  });

  it('sends a guest list compressed as the client accepts, the same JSON in every encoding', async () => {
    const plain = await one.app.inject(LIST);
    const cases = [
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'br;q=0, gzip;q=0.5', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await one.app.inject({ url: LIST, headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
    const identity = await one.app.inject({ url: LIST, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });
});
