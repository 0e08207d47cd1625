import { ACTIVE_FIXTURE_COUNT } from '../fixtures';
import { useTestApp } from '../helper';
import { jobListCalls } from '../support/job-lists';

type JobOut = {
  id: number;
  url: string;
  title: string;
  description: string;
  published_at: string;
  available: boolean;
  company: { id: number; name: string; slug: string; logo: string | null };
  city: { slug: string; name: string; country_slug: string } | null;
  country: { id: number; slug: string; name: string; continente: number } | null;
  remote: { slug: string; name: string } | null;
  languages: { name: string; slug: string; mandatory: boolean; level: number | null }[];
  skills: { slug: string; name: string }[];
  salary: string | null;
  salary_range: { min: number; max: number; currency: string; period: string } | null;
};

describe('GET /api{job-list path}', () => {
  const t = useTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });

  it('answers the job-list shape of the contract', async () => {
    const response = await t.app.inject('/api/jobs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'cities',
        'companyIdMinisite',
        'countries',
        'hasMinisiteService',
        'job',
        'jobs',
        'languages',
        'remotes',
        'seo',
      ].sort(),
    );
    expect(body.jobs.total_search).toBe(ACTIVE_FIXTURE_COUNT);
    expect(body.jobs.total_actives).toBe(ACTIVE_FIXTURE_COUNT);
    expect(body.jobs.total_capped).toBe(false);
    expect(typeof body.jobs.seconds).toBe('number');
    expect(body.jobs.data).toHaveLength(20);
    expect(Object.keys(body.seo).sort()).toEqual(['canonical', 'h1', 'meta', 'robots', 'script', 'text', 'title']);
    expect(body.seo.canonical).toBe('https://www.eulangjobs.test/jobs');
    expect(body.languages.data.length).toBeGreaterThanOrEqual(40);
    expect(body.languages.data).toContainEqual({ slug: 'Swiss_German', name: 'Swiss German' });
    expect(body.countries.data.some((c: { id: number }) => c.id === 249)).toBe(false);
    expect(body.countries.data).toContainEqual({
      id: expect.any(Number),
      slug: 'Germany',
      name: 'Germany',
      continente: 1,
      // For naming the country in the interface language (docs/i18n.md#formats).
      iso2: 'DE',
    });
    expect(body.countries.data).toContainEqual(expect.objectContaining({ slug: 'Isle_of_Man', continente: 2 }));
    expect(body.cities.data).toContainEqual({
      slug: 'Frankfurt_am_Main',
      name: 'Frankfurt am Main',
      country_slug: 'Germany',
      // Its names in the other interface languages, which the place filter finds it by (docs/i18n.md#place-names).
      also: expect.arrayContaining(['Francfort-sur-le-Main', 'Frankfurt nad Menem']),
    });
    expect(body.remotes.map((r: { slug: string }) => r.slug)).toEqual(['remote', 'hybrid', 'on-site']);
    expect(body.job).toBeNull();
    expect(body.hasMinisiteService).toBe(false);
    expect(body.companyIdMinisite).toBeNull();
  });

  it('lists jobs newest first with their company, place, languages and skills, descriptions shortened', async () => {
    const data: JobOut[] = (await t.app.inject('/api/jobs')).json().jobs.data;
    const dates = data.map((job) => Date.parse(job.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const [first] = data;
    expect(first).toMatchObject({
      url: 'softwareentwickler-m-w-d-berlin',
      title: 'Softwareentwickler (m/w/d)',
      company: { id: 1, name: 'Nordlicht Software GmbH', slug: 'nordlicht-software-gmbh' },
      city: { slug: 'Berlin', name: 'Berlin', country_slug: 'Germany' },
      country: { slug: 'Germany', continente: 1 },
      remote: { slug: 'hybrid', name: 'Hybrid' },
      languages: [
        { name: 'German', slug: 'German', mandatory: true, level: 4 },
        { name: 'English', slug: 'English', mandatory: false, level: 2 },
      ],
      skills: [{ slug: 'typescript', name: 'TypeScript' }],
      salary: '55.000 - 65.000 €',
      // No period in the text: no range (a guessed period would be wrong data); the text stays on the wire.
      salary_range: null,
      available: true,
      extra: null,
    });
    expect(first?.description.length).toBeLessThanOrEqual(300);
    // A salary whose amount, currency and period are all readable comes structured as well.
    expect(data.find((job) => job.salary === '€1,400 per month')?.salary_range).toEqual({
      min: 1400,
      max: 1400,
      currency: 'EUR',
      period: 'MONTH',
    });
    // The expired job is not listed.
    expect(data.some((job) => job.url === 'expired-greek-job')).toBe(false);
  });

  it('pages with _from/_size and with /api/jobs/{page}', async () => {
    const all: JobOut[] = (await t.app.inject('/api/jobs?_size=100')).json().jobs.data;
    expect(all).toHaveLength(ACTIVE_FIXTURE_COUNT);
    const second = (await t.app.inject('/api/jobs?_from=5&_size=5')).json().jobs.data as JobOut[];
    expect(second.map((job) => job.id)).toEqual(all.slice(5, 10).map((job) => job.id));
    const page2 = (await t.app.inject('/api/jobs/2?_size=10')).json().jobs.data as JobOut[];
    expect(page2.map((job) => job.id)).toEqual(all.slice(10, 20).map((job) => job.id));
    const beyond = (await t.app.inject('/api/jobs?_from=1000')).json();
    expect(beyond.jobs.data).toEqual([]);
    expect(beyond.jobs.total_search).toBe(ACTIVE_FIXTURE_COUNT);
  });

  it('answers the reference lists empty with _lists=none, and a guest asking both ways gets each (cached apart)', async () => {
    const url = '/api/jobs-in-Germany?_size=5';
    const spared = (await t.app.inject(`${url}&_lists=none`)).json();
    const full = (await t.app.inject(url)).json();
    const sparedAgain = (await t.app.inject(`${url}&_lists=none`)).json();
    for (const body of [spared, sparedAgain]) {
      expect(body).toMatchObject({
        languages: { data: [] },
        countries: { data: [] },
        cities: { data: [] },
        remotes: [],
      });
      expect(body.jobs).toEqual({ ...full.jobs, seconds: expect.any(Number) });
      expect(body.seo).toEqual(full.seo);
    }
    expect(full.languages.data.length).toBeGreaterThanOrEqual(40);
    expect(full.remotes).toHaveLength(3);
    expect((await t.app.inject(`${url}&_lists=all`)).json().languages.data).toEqual(full.languages.data);
  });

  it.each([
    ['_size=0', '_size'],
    ['_size=101', '_size'],
    ['_size=abc', '_size'],
    ['_from=-1', '_from'],
    ['_lists=some', '_lists'],
  ])('answers 422 naming the field for %s', async (query, field) => {
    const response = await t.app.inject(`/api/jobs?${query}`);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.message).toBe(body.errors[field][0]);
  });

  describe('filters from the path and the query', () => {
    const { urls } = jobListCalls(() => t);

    it('languages (all required)', async () => {
      expect(await urls('/api/jobs-for-Dutch-speakers')).toEqual(['customer-service-representative-with-dutch-lisbon']);
      expect(await urls('/api/jobs-for-Dutch+English-speakers')).toEqual([
        'customer-service-representative-with-dutch-lisbon',
      ]);
      expect(await urls('/api/jobs-for-German+English-speakers')).toEqual(['softwareentwickler-m-w-d-berlin']);
    });

    it('location: country, city, Remote; combined with languages', async () => {
      expect(await urls('/api/jobs-in-France')).toEqual(['developpeur-full-stack-paris']);
      expect(await urls('/api/jobs-in-Berlin')).toEqual(['softwareentwickler-m-w-d-berlin']);
      expect(await urls('/api/jobs-in-Germany-for-German-speakers')).toEqual(['softwareentwickler-m-w-d-berlin']);
      const remote = await urls('/api/jobs-in-Remote?_size=100');
      expect(remote).toContain('inzynier-oprogramowania-remote');
      expect(remote).not.toContain('developpeur-full-stack-paris');
    });

    it('remote type and skill', async () => {
      expect(await urls('/api/hybrid-jobs')).toEqual(['softwareentwickler-m-w-d-berlin']);
      expect(await urls('/api/remote-jobs-in-Poland')).toEqual(['inzynier-oprogramowania-remote']);
      expect(await urls('/api/jobs-with-react')).toEqual(['developpeur-full-stack-paris']);
    });

    it('keywords: accent-free full text and substrings of compound words', async () => {
      expect(await urls('/api/jobs?keywords=developpeur')).toEqual(['developpeur-full-stack-paris']);
      expect(await urls('/api/jobs?keywords=entwickler')).toEqual(['softwareentwickler-m-w-d-berlin']);
      expect(await urls('/api/jobs?keywords=inzynier')).toEqual(['inzynier-oprogramowania-remote']);
      expect(await urls('/api/jobs?keywords=Lisbon')).toEqual(['customer-service-representative-with-dutch-lisbon']);
    });

    it('builds the SEO head from the filters and marks empty results noindex', async () => {
      const seo = (await t.app.inject('/api/jobs-in-Germany-for-German-speakers')).json().seo;
      expect(seo.h1).toBe('Jobs for German speakers in Germany');
      expect(seo.robots).toBe('index, follow');
      const empty = (await t.app.inject('/api/jobs-in-Iceland')).json();
      expect(empty.jobs.total_search).toBe(0);
      expect(empty.seo.robots).toBe('noindex, follow');
    });

    it('404 for unknown names and for paths that are not job lists', async () => {
      for (const url of [
        '/api/jobs-for-Klingon-speakers',
        '/api/jobs-in-Atlantis',
        '/api/jobs-with-nothing-like-this',
        '/api/underwater-jobs',
      ]) {
        const response = await t.app.inject(url);
        expect(response.statusCode).toBe(404);
        expect(response.json().toasts[0].message).toEqual(expect.any(String));
      }
    });
  });
});
