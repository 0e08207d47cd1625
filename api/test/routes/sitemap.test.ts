import Fastify, { type FastifyInstance } from 'fastify';
import sitemapRoutes from '../../src/routes/sitemap';
import { createJobListCache } from '../../src/services/job-list-cache';
import { createReferenceCache } from '../../src/services/reference';
import { ACTIVE_FIXTURE_COUNT } from '../fixtures';
import { buildTestApp, type TestApp } from '../helper';

const ORIGIN = 'https://www.eulangjobs.test';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

describe('sitemaps', () => {
  let t: TestApp;
  /** The sitemap routes alone with 10 jobs per file, so the fixture spans several files. */
  let small: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });
    small = Fastify();
    small.decorate('config', t.config);
    small.decorate('db', t.db);
    small.decorate('reference', createReferenceCache(t.db));
    small.decorate('jobListCache', createJobListCache(t.db, { ttlMs: 0 }));
    await small.register(sitemapRoutes, { jobsPerFile: 10 });
    await small.ready();
  });
  afterAll(async () => {
    await small.close();
    await t.close();
  });

  it('GET /sitemap.xml is an index of the child sitemaps, each with a lastmod', async () => {
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/job-lists.xml`,
      `${ORIGIN}/sitemaps/minisites.xml`,
      `${ORIGIN}/sitemaps/blog.xml`,
      `${ORIGIN}/sitemaps/jobs-1.xml`,
    ]);
    const entries = response.body.match(/<sitemap>[\s\S]*?<\/sitemap>/g) ?? [];
    for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('a jobs sitemap lists the active job URLs with lastmod, not expired ones', async () => {
    const response = await t.app.inject('/sitemaps/jobs-1.xml');
    expect(response.statusCode).toBe(200);
    const urls = locs(response.body);
    expect(urls).toHaveLength(ACTIVE_FIXTURE_COUNT);
    expect(urls).toContain(`${ORIGIN}/jobs/softwareentwickler-m-w-d-berlin`);
    expect(urls).not.toContain(`${ORIGIN}/jobs/expired-greek-job`);
    expect(response.body).toMatch(/<url><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/url>/);
  });

  it('pages through the jobs in files of the configured size, each job exactly once', async () => {
    const index = locs((await small.inject('/sitemap.xml')).body).filter((loc) => loc.includes('/jobs-'));
    expect(index.length).toBeGreaterThanOrEqual(Math.ceil(ACTIVE_FIXTURE_COUNT / 10));
    const all: string[] = [];
    for (const loc of index) {
      const response = await small.inject(loc.replace(ORIGIN, ''));
      expect(response.statusCode).toBe(200);
      const urls = locs(response.body);
      expect(urls.length).toBeLessThanOrEqual(10);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(ACTIVE_FIXTURE_COUNT);
    expect((await small.inject(`/sitemaps/jobs-${index.length + 5}.xml`)).statusCode).toBe(404);
  });

  it('job lists: only those with results, per language, country, country + language and remote type', async () => {
    const urls = locs((await t.app.inject('/sitemaps/job-lists.xml')).body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/jobs-for-German-speakers`,
        `${ORIGIN}/jobs-in-Germany`,
        `${ORIGIN}/jobs-in-Germany-for-German-speakers`,
        `${ORIGIN}/remote-jobs`,
        `${ORIGIN}/hybrid-jobs`,
      ]),
    );
    // Greek is only wanted by the expired job; nobody has a job in the Isle of Man.
    expect(urls).not.toContain(`${ORIGIN}/jobs-for-Greek-speakers`);
    expect(urls).not.toContain(`${ORIGIN}/jobs-in-Isle_of_Man`);
    expect(urls).not.toContain(`${ORIGIN}/jobs-in-Germany-for-French-speakers`);
  });

  it('minisites and pages sitemaps', async () => {
    const minisites = await t.app.inject('/sitemaps/minisites.xml');
    expect(minisites.statusCode).toBe(200);
    const companies = await t.db
      .selectFrom('companies')
      .select('slug')
      .where('has_minisite_service', '=', true)
      .execute();
    expect(locs(minisites.body).sort()).toEqual(companies.map((c) => `${ORIGIN}/jobs-at-${c.slug}`).sort());

    const pages = locs((await t.app.inject('/sitemaps/pages.xml')).body);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/company`,
        `${ORIGIN}/eulangjobs/faq`,
        `${ORIGIN}/career-events`,
      ]),
    );
    expect(pages.some((url) => url.includes('/account'))).toBe(false);
    expect((await t.app.inject('/sitemaps/nothing.xml')).statusCode).toBe(404);
  });

  it('countries carry their ISO 3166 alpha-2 code (migration 010)', async () => {
    const rows = await t.db.selectFrom('countries').select(['slug', 'iso2']).where('id', '<>', 249).execute();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => !row.iso2 || !/^[A-Z]{2}$/.test(row.iso2))).toEqual([]);
    expect(rows.find((row) => row.slug === 'United_Kingdom')?.iso2).toBe('GB');
  });
});
