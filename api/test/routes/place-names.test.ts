import { CITIES, COUNTRIES } from '../../src/db/seed/reference-data';
import { CITY_NAMES } from '../../src/services/place-names/city-names';
import { useTestApp } from '../helper';

// Cities named in the caller's language (docs/i18n.md#place-names).
type City = { slug: string; name: string; country_slug: string; also?: string[] };

const german = { 'accept-language': 'de-DE,de;q=0.9' };
const polish = { cookie: 'locale=pl', 'accept-language': 'en' };

describe('place names in the caller’s language', () => {
  const t = useTestApp();

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists names only for cities of the reference data, each a real name', () => {
    const slugs = new Set(CITIES.map((city) => city.slug));
    for (const [slug, names] of Object.entries(CITY_NAMES)) {
      expect(slugs.has(slug) ? slug : `unknown city ${slug}`).toBe(slug);
      for (const name of Object.values(names)) expect(name.trim().length).toBeGreaterThan(1);
    }
  });

  it('answers a German caller’s job list with Lissabon in the heading, the cards and the place list', async () => {
    const response = await t.app.inject({ url: '/api/jobs-in-Lisbon', headers: german });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const body = response.json();
    expect(body.seo.h1).toContain('Lissabon');
    expect(body.seo.title).toContain('Lissabon');
    expect(body.jobs.data.map((job: { city: City }) => job.city.name)).toEqual(['Lissabon']);
    const cologne = (body.cities.data as City[]).find((city) => city.slug === 'Cologne');
    // "Cologne" (English) and "Kolonia" (Polish) find it too in the place filter.
    expect(cologne).toEqual({
      slug: 'Cologne',
      name: 'Köln',
      country_slug: 'Germany',
      also: expect.arrayContaining(['Cologne', 'Kolonia', 'Colonia']),
    });
    // A city every language names alike has no other names.
    expect((body.cities.data as City[]).find((city) => city.slug === 'Berlin')).toEqual({
      slug: 'Berlin',
      name: 'Berlin',
      country_slug: 'Germany',
    });
  });

  it('keeps the stored names for an English caller, with the other names to find them by', async () => {
    const body = await get('/api/jobs-in-Lisbon', { 'accept-language': 'en' });
    expect(body.seo.h1).toContain('Lisbon');
    expect(body.jobs.data[0].city.name).toBe('Lisbon');
    const cologne = (body.cities.data as City[]).find((city) => city.slug === 'Cologne');
    expect(cologne?.name).toBe('Cologne');
    expect(cologne?.also).toContain('Köln');
  });

  it('answers a Polish caller’s job list and job page with Polish names', async () => {
    const list = await get('/api/jobs-in-Lisbon', polish);
    expect(list.seo.h1).toContain('Lizbona');
    expect(list.jobs.data[0].city.name).toBe('Lizbona');
    const id = list.jobs.data[0].id as number;
    const response = await t.app.inject({ url: `/api/job?id=${id}`, headers: polish });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const page = response.json();
    expect(page.job.city.name).toBe('Lizbona');
    expect(page.seo.title).toContain('Lizbona');
    const places = await t.app.inject({ url: `/api/offers/related-locations/${id}`, headers: polish });
    expect(places.statusCode).toBe(200);
    expect(places.headers.vary).toContain('Accept-Language');
  });

  it('names and sorts a country’s cities in the caller’s language (preferences, the job editor)', async () => {
    const germany = COUNTRIES.find((country) => country.slug === 'Germany')?.id;
    const pl = (await get(`/api/countries/${germany}/cities`, polish)).cities as { name: string }[];
    const names = pl.map((city) => city.name);
    expect(names).toContain('Kolonia');
    expect(names).toContain('Monachium');
    expect(names).not.toContain('Cologne');
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    const de = (await get(`/api/countries/${germany}/cities`, german)).cities as { name: string }[];
    expect(de.map((city) => city.name)).toEqual(expect.arrayContaining(['Köln', 'München']));
  });
});
