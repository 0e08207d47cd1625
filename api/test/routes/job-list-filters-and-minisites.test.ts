import { ACTIVE_FIXTURE_COUNT, fixtureJobId } from '../fixtures';
import { jobListCalls } from '../support/job-lists';
import { buildTestApp, login, type TestApp } from '../helper';

type JobOut = { id: number; url: string; published_at: string; extra: Record<string, unknown> | null };

describe('GET /api{job-list path}: filters, errors, minisites, extra', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const { get, urls } = jobListCalls(() => t);

  it.each([
    [
      '/api/jobs?experience[]=0&experience[]=2',
      ['developpeur-full-stack-paris', 'customer-service-representative-with-dutch-lisbon'],
    ],
    ['/api/jobs?employment_type[]=2', ['inzynier-oprogramowania-remote']],
    ['/api/jobs?employment_type=2', ['inzynier-oprogramowania-remote']],
    ['/api/jobs-in-Remote-for-Polish-speakers', ['inzynier-oprogramowania-remote']],
    ['/api/remote-jobs-for-Polish-speakers', ['inzynier-oprogramowania-remote']],
    ['/api/jobs?keywords=customer%20service', ['customer-service-representative-with-dutch-lisbon']],
    ['/api/jobs-in-germany-for-german-speakers', ['softwareentwickler-m-w-d-berlin']],
  ])('filters %s', async (url, expected) => {
    expect(await urls(url)).toEqual(expected);
  });

  it('latests keeps only jobs of the last 7 days, newest first', async () => {
    const body = (await get('/api/jobs?latests=1&_size=100')).json();
    const data = body.jobs.data as JobOut[];
    const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
    const everything = (await get('/api/jobs?_size=100')).json().jobs.data as JobOut[];
    const recent = everything.filter((job) => Date.parse(job.published_at) > weekAgo);
    expect(recent.length).toBeLessThan(ACTIVE_FIXTURE_COUNT);
    expect(data.map((job) => job.id)).toEqual(recent.map((job) => job.id));
    expect(data.every((job) => Date.parse(job.published_at) > weekAgo)).toBe(true);
    const dates = data.map((job) => Date.parse(job.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('pages a filtered list by path page and _size', async () => {
    const all = await urls('/api/jobs-for-German-speakers?_size=100');
    expect(await urls('/api/jobs-for-German-speakers/2?_size=5')).toEqual(all.slice(5, 10));
  });

  it.each([
    '/api/jobs-for-Klingon-speakers',
    '/api/jobs-in-Atlantis',
    '/api/jobs-with-nothing-like-this',
    '/api/jobs-at-no-such-company',
  ])('404 %s with the job-list shape, empty and noindex, plus message and toasts', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.toasts[0].message).toEqual(expect.any(String));
    expect(body.jobs.data).toEqual([]);
    expect(body.jobs.total_search).toBe(0);
    expect(body.seo.robots).toBe('noindex');
    expect(body.languages.data.length).toBeGreaterThan(40);
    expect(body.job).toBeNull();
  });

  it.each([
    ['/api/jobs/0', 'page'],
    ['/api/jobs/abc', 'page'],
    ['/api/jobs-in-Spain/0', 'page'],
    ['/api/jobs-for-German-speakers/abc', 'page'],
    ['/api/jobs-in-Spain/1000001', 'page'],
    ['/api/jobs?_size=100000', '_size'],
    ['/api/jobs?_from=99999999', '_from'],
  ])('422 %s on %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('minisites: service with template, service without template, no service', async () => {
    const nordlicht = (await get('/api/jobs-at-nordlicht-software-gmbh')).json();
    expect(nordlicht).toMatchObject({ hasMinisiteService: true, companyIdMinisite: 1 });
    expect(nordlicht.jobs.data.map((job: JobOut) => job.url)).toEqual([
      'softwareentwickler-m-w-d-berlin',
      'developpeur-full-stack-paris',
    ]);
    // Porto Digital Hub (4) has the service but no template; Helix (3) has no service: both are flagged by id only.
    expect((await get('/api/jobs-at-porto-digital-hub')).json()).toMatchObject({
      hasMinisiteService: false,
      companyIdMinisite: 4,
    });
    const helix = (await get('/api/jobs-at-helix-data-labs/2?_size=10')).json();
    expect(helix).toMatchObject({ hasMinisiteService: false, companyIdMinisite: 3 });
    expect(helix.jobs.data).toHaveLength(10);
    // The hidden _minisite (slug or id) scopes any list to the company.
    expect((await get('/api/jobs?_minisite=1')).json()).toMatchObject({
      hasMinisiteService: true,
      companyIdMinisite: 1,
    });
  });

  it('answers the selected job in `job`, and extra only for a signed-in candidate', async () => {
    const id = await fixtureJobId(t.db, 'developpeur-full-stack-paris');
    const guest = (await get(`/api/jobs?job=${id}`)).json();
    expect(guest.job).toMatchObject({ id, extra: null });
    expect(guest.jobs.data.every((job: JobOut) => job.extra === null)).toBe(true);

    const token = await login(t.app, 'candidate@example.com');
    const candidate = (await get(`/api/jobs?job=${id}`, { authorization: `Bearer ${token}` })).json();
    expect(candidate.job.extra).toEqual({
      application: null,
      canApply: true,
      available: true,
      redirect: null,
      favorite: false,
      screeningQuestions: [],
      missingLanguages: expect.any(Array),
      tasksToApply: expect.objectContaining({ general_information: expect.any(Number) }),
    });
    expect(candidate.jobs.data[0].extra).toMatchObject({ canApply: true, favorite: false });

    // A company token or a dead token is a guest here, never a 401 on a public list.
    const company = await login(t.app, 'company@example.com');
    expect((await get(`/api/jobs?job=${id}`, { authorization: `Bearer ${company}` })).json().job.extra).toBeNull();
    const dead = await get(`/api/jobs?job=${id}`, { authorization: 'Bearer not-a-token' });
    expect(dead.statusCode).toBe(200);
    expect(dead.json().job.extra).toBeNull();
  });
});
