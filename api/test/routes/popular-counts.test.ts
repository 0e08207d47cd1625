import { buildJobListPath, POPULAR_LANGUAGES, POPULAR_LOCATIONS } from 'shared-kit/contracts';
import { createPool } from '../../src/db/database';
import { insertJobs } from '../../src/db/seed';
import { COUNTRIES, LANGUAGES } from '../../src/db/seed/reference-data';
import { FIXTURE_JOBS } from '../fixtures';
import { useTestApp } from '../helper';

type Counts = { languages: { slug: string; count: number }[]; locations: { slug: string; count: number }[] };

describe('GET /api/jobs/popular', () => {
  // The job list's cache on (its default): the counts must still follow every change to the jobs.
  const t = useTestApp({ JOB_LIST_CACHE_SECONDS: '60' });
  const popular = async () => {
    const response = await t.app.inject('/api/jobs/popular');
    expect(response.statusCode).toBe(200);
    return response.json() as Counts;
  };
  const countOf = (list: Counts['languages'], slug: string) => list.find((item) => item.slug === slug)?.count;

  it('answers a count for every popular language and location, in their order', async () => {
    const body = await popular();
    expect(Object.keys(body).sort()).toEqual(['languages', 'locations']);
    expect(body.languages.map((item) => item.slug)).toEqual([...POPULAR_LANGUAGES]);
    expect(body.locations.map((item) => item.slug)).toEqual([...POPULAR_LOCATIONS]);
    // The fixture: German in one named job and the 30 fillers (all in Ireland, remote); the expired Greek job
    // does not count.
    expect(countOf(body.languages, 'German')).toBe(31);
    expect(countOf(body.languages, 'Greek')).toBe(0);
    expect(countOf(body.locations, 'Ireland')).toBe(30);
    expect(countOf(body.locations, 'Remote')).toBeGreaterThanOrEqual(30);
    expect(countOf(body.locations, 'Greece')).toBe(0);
  });

  it('counts as the job list counts: each figure is the total of the list its link opens', async () => {
    const body = await popular();
    const links = [
      ...body.languages.map((item) => ({ ...item, path: buildJobListPath({ languages: [item.slug] }) })),
      ...body.locations.map((item) => ({ ...item, path: buildJobListPath({ location: item.slug }) })),
    ];
    const differences: string[] = [];
    for (const link of links) {
      const list = (await t.app.inject(`/api${link.path}`)).json();
      if (list.jobs.total_search !== link.count)
        differences.push(`${link.path}: ${link.count} vs ${list.jobs.total_search}`);
    }
    expect(differences).toEqual([]);
  });

  it('follows a new or removed job at once, cache or not', async () => {
    const before = await popular();
    const pool = createPool(process.env.TEST_DATABASE_URL as string);
    try {
      const finnish = LANGUAGES.find((language) => language.slug === 'Finnish')?.id as number;
      const malta = COUNTRIES.find((country) => country.slug === 'Malta')?.id as number;
      const [template] = FIXTURE_JOBS;
      const [id] = await insertJobs(pool, [
        {
          ...(template as (typeof FIXTURE_JOBS)[number]),
          url: `popular-counts-${Date.now()}`,
          city_id: null,
          country_id: malta,
          remote_type: 'on-site',
          published_at: new Date(),
          languages: [{ language_id: finnish, mandatory: true, level: 3 }],
        },
      ]);
      const after = await popular();
      expect(countOf(after.languages, 'Finnish')).toBe((countOf(before.languages, 'Finnish') ?? 0) + 1);
      expect(countOf(after.locations, 'Malta')).toBe((countOf(before.locations, 'Malta') ?? 0) + 1);
      expect(countOf(after.languages, 'German')).toBe(countOf(before.languages, 'German'));

      await pool.query('DELETE FROM jobs WHERE id = $1', [id]);
      expect(await popular()).toEqual(before);
    } finally {
      await pool.end();
    }
  });

  it('gives the server-rendered home page the same figures', async () => {
    const body = await popular();
    const html = (await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).body;
    const german = countOf(body.languages, 'German');
    // Each popular card: its link, then its number of jobs (the shell's PopularLinks).
    const jobs = (count: number | undefined) => `${(count ?? 0).toLocaleString('en')} job${count === 1 ? '' : 's'}`;
    expect(html).toContain(
      `<p class="sk-card-title"><a href="/jobs-for-German-speakers">Jobs for German speakers</a></p><p class="page-popular__count">${jobs(german)}</p>`,
    );
    const ireland = countOf(body.locations, 'Ireland');
    expect(html).toMatch(
      new RegExp(`<a href="/jobs-in-Ireland">[^<]+</a></p><p class="page-popular__count">${jobs(ireland)}</p>`),
    );
  });
});
