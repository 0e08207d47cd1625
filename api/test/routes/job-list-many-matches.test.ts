import type pg from 'pg';
import { createPool } from '../../src/db/database';
import { insertJobs } from '../../src/db/seed';
import { COUNTRIES, LANGUAGES } from '../../src/db/seed/reference-data';
import { buildTestApp, type TestApp } from '../helper';
import { idBySlug } from '../support/reference-ids';

const MANY = 1_100;
/** A title word (docs/search.md#title-words) on all but every twentieth job, in whose description it is instead. */
const TITLE_WORD = 'Kundenservicemitarbeiter';
const inTitle = (i: number) => i % 20 !== 0;
const LIST = '/api/jobs-in-Luxembourg-for-Dutch+French-speakers';

type ListBody = { jobs: { total_search: number; total_capped: boolean; data: { id: number; published_at: string }[] } };

/**
 * More matches than the count cap: the count stops at 1000 and says so, and the page comes from walking the
 * jobs newest first (search.ts); with a handful of matches the page is fetched and sorted instead. Both give the
 * same order. The jobs are removed afterwards: the other test files count the fixture.
 */
describe('job list with more matches than the count cap', () => {
  let t: TestApp;
  let pool: pg.Pool;

  beforeAll(async () => {
    t = await buildTestApp({ JOB_LIST_CACHE_SECONDS: '0' });
    pool = createPool(process.env.TEST_DATABASE_URL as string, 2);
    const start = Date.now() - 10 * 24 * 60 * 60 * 1000;
    await insertJobs(
      pool,
      Array.from({ length: MANY }, (_, i) => ({
        url: `many-matches-${i}`,
        // Every seventh a team lead: 150 jobs a keyword inside 'Teamlead' finds (docs/search.md#title-words).
        title: `Support agent with Dutch and French ${i}${i % 7 === 0 ? ' (Teamlead)' : ''}${inTitle(i) ? ` ${TITLE_WORD}` : ''}`,
        description: `A job among many alike.${inTitle(i) ? '' : ` ${TITLE_WORD} gesucht.`}`,
        content_lang: 'en',
        company_id: 2,
        city_id: null,
        country_id: idBySlug(COUNTRIES, 'Luxembourg'),
        remote_type: 'on-site',
        experience: 1,
        employment_type: 1,
        salary: null,
        // Two jobs share each timestamp: the id breaks the tie.
        published_at: new Date(start - Math.floor(i / 2) * 60_000),
        expires_at: null,
        status: 'active' as const,
        languages: [
          { language_id: idBySlug(LANGUAGES, 'Dutch'), mandatory: true, level: 3 },
          { language_id: idBySlug(LANGUAGES, 'French'), mandatory: true, level: 3 },
        ],
        skill_ids: [],
      })),
    );
  });

  afterAll(async () => {
    await pool.query(`DELETE FROM jobs WHERE url LIKE 'many-matches-%'`);
    await pool.end();
    await t.close();
  });

  it('stops counting at the cap and pages newest first without gaps or repeats', async () => {
    const pages: ListBody[] = [];
    for (const page of ['', '/2', '/3']) {
      const response = await t.app.inject(`${LIST}${page}`);
      expect(response.statusCode).toBe(200);
      pages.push(response.json());
    }
    for (const body of pages) {
      expect(body.jobs.total_search).toBe(1000);
      expect(body.jobs.total_capped).toBe(true);
      expect(body.jobs.data).toHaveLength(20);
    }
    const jobs = pages.flatMap((body) => body.jobs.data);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(60);
    const order = jobs.map((job) => [Date.parse(job.published_at), job.id] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
  });

  it('pages a one-language list (its facets walk) the same on both sides of the 1,001st match', async () => {
    const { rows } = await pool.query<{ id: number }>(
      `SELECT jobs.id FROM jobs WHERE jobs.status = 'active' AND (jobs.expires_at IS NULL OR jobs.expires_at > now())
         AND jobs.language_ids @> ARRAY[$1::int] ORDER BY jobs.published_at DESC, jobs.id DESC LIMIT 1100`,
      [idBySlug(LANGUAGES, 'Dutch')],
    );
    const newest = rows.map((row) => row.id);
    // Within the first 1,001 (one walk), across its end and past it (a second walk).
    for (const from of [980, 990, 1000]) {
      const body = (await t.app.inject(`/api/jobs-for-Dutch-speakers?_from=${from}&_size=20`)).json() as ListBody;
      expect(body.jobs.total_capped).toBe(true);
      expect(body.jobs.data.map((job) => job.id)).toEqual(newest.slice(from, from + 20));
    }
  });

  it('gives the same newest-first order to a narrower list with only a few of them', async () => {
    const all = (await t.app.inject(`${LIST}?_size=30`)).json() as ListBody;
    // 'lead' inside the title word 'Teamlead' (every seventh job): fewer than the cap; of the 30 newest jobs, 0, 7, 14,
    // 21 and 28 are among them and must come first, in the same order.
    const few = (await t.app.inject(`${LIST}?keywords=lead&_size=30`)).json() as ListBody;
    expect(few.jobs.total_capped).toBe(false);
    expect(few.jobs.total_search).toBe(Math.ceil(MANY / 7));
    const fewIds = few.jobs.data.map((job) => job.id);
    const sameInAll = all.jobs.data.map((job) => job.id).filter((id) => fewIds.includes(id));
    expect(sameInAll).toHaveLength(5);
    expect(fewIds.slice(0, sameInAll.length)).toEqual(sameInAll);
  });

  it('pages keywords inside a title word past the cap by the title alone, not the description', async () => {
    // More than the cap of matches: the page comes from a walk newest first, which tests the title's words as the
    // search document's title lexemes (docs/search.md#title-words-on-a-walk). The jobs with the word only in their
    // description (i = 0, 20, 40: the newest among them) stay out.
    const { rows } = await pool.query<{ id: number; url: string }>(
      `SELECT id, url FROM jobs WHERE url LIKE 'many-matches-%' ORDER BY published_at DESC, id DESC`,
    );
    const newest = rows.filter((row) => inTitle(Number(row.url.slice('many-matches-'.length))));
    for (const from of [0, 20]) {
      const body = (await t.app.inject(`${LIST}?keywords=servicemitarbeit&_from=${from}&_size=20`)).json() as ListBody;
      expect(body.jobs.total_capped).toBe(true);
      expect(body.jobs.data.map((job) => job.id)).toEqual(newest.slice(from, from + 20).map((job) => job.id));
    }
  });
});
