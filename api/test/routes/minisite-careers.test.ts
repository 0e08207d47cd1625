// The minisite as a careers page (issue 29; docs/product-rules.md#minisite-filters, docs/company-area.md#minisite):
// its language and location filters ride in its query, on the JSON api and on the first HTML, and its header shows
// the company's story.
import { jobListCalls } from '../support/job-lists';
import { buildTestApp, type TestApp } from '../helper';
import { byClass, byTag, one, parseHtml, text } from '../support/markup';

describe('a minisite careers page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const { get, urls } = jobListCalls(() => t);

  it('filters its jobs by language and location in the query', async () => {
    const all = ['softwareentwickler-m-w-d-berlin', 'developpeur-full-stack-paris'];
    expect(await urls('/api/jobs-at-nordlicht-software-gmbh')).toEqual(all);
    expect(await urls('/api/jobs-at-nordlicht-software-gmbh?language=French')).toEqual([
      'developpeur-full-stack-paris',
    ]);
    expect(await urls('/api/jobs-at-nordlicht-software-gmbh?location=Germany')).toEqual([
      'softwareentwickler-m-w-d-berlin',
    ]);
    expect(await urls('/api/jobs-at-nordlicht-software-gmbh?language=German&location=France')).toEqual([]);
    // Other lists keep their filters in the path: the query names change nothing there.
    expect(await urls('/api/jobs-in-Germany?language=French')).toEqual(await urls('/api/jobs-in-Germany'));
  });

  it('answers 422 naming the field for a filter out of bounds, 404 for an unknown name', async () => {
    const long = await get(`/api/jobs-at-nordlicht-software-gmbh?location=${'x'.repeat(61)}`);
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain('location');
    const many = await get(
      `/api/jobs-at-nordlicht-software-gmbh?${'abcdef'
        .split('')
        .map((l) => `language=${l}`)
        .join('&')}`,
    );
    expect(many.statusCode).toBe(422);
    expect(JSON.stringify(many.json())).toContain('language');
    expect((await get('/api/jobs-at-nordlicht-software-gmbh?language=Klingon')).statusCode).toBe(404);
  });

  it('renders the filtered list, the story and the filter form in the first HTML', async () => {
    const response = await get('/jobs-at-nordlicht-software-gmbh?language=French', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    const root = parseHtml(response.body);
    const header = one(byClass(root, 'jobs-minisite'));
    // A short h1 naming the company, which the cover below does not say again (issue 29).
    expect(text(one(byTag(root, 'h1')))).toBe('Jobs at Nordlicht Software GmbH for French speakers');
    expect(text(byClass(header, 'jobs-minisite-cover'))).toBe('Work at Nordlicht Software GmbH');
    expect(text(byClass(header, 'jobs-minisite-story')).length).toBeGreaterThan(0);
    const cards = text(byClass(root, 'jobs-items'));
    expect(cards).toContain('Full Stack');
    expect(cards).not.toContain('Berlin');
    // The form offers the language and location selects, and its chips keep the filters on the minisite.
    expect(byClass(root, 'jobs-filter-location').length).toBeGreaterThan(0);
    const redirect = await get('/jobs-at-nordlicht-software-gmbh?language=French&location=France&toggle=latests', {
      accept: 'text/html',
    });
    expect(redirect.headers.location).toBe(
      '/jobs-at-nordlicht-software-gmbh?language=French&location=France&latests=1',
    );
  });
});
