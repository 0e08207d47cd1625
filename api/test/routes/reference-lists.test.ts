import { CITIES, COUNTRIES, LANGUAGES } from '../../src/db/seed/reference-data';
import { useTestApp } from '../helper';

type Country = { id: number; slug: string; name: string; iso2: string | null };

const countryId = (slug: string) => {
  const country = COUNTRIES.find((c) => c.slug === slug);
  if (!country) throw new Error(`unknown country ${slug}`);
  return country.id;
};

describe('GET /api/countries and /api/countries/{id}/cities', () => {
  const t = useTestApp();

  const countries = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: '/api/countries', headers });
    expect(response.statusCode).toBe(200);
    return response.json().countries as Country[];
  };

  it('answers every country of the list but 249, with its ISO code, sorted by its English name', async () => {
    const response = await t.app.inject('/api/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.headers.vary).toContain('Accept-Language');
    const list = response.json().countries as Country[];
    expect(list).toHaveLength(COUNTRIES.length - 1);
    expect(list.map((c) => c.id)).not.toContain(249);
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
    // English keeps the stored names (what the English pages have always said).
    expect(list.find((c) => c.id === countryId('Czech_Republic'))).toEqual({
      id: countryId('Czech_Republic'),
      slug: 'Czech_Republic',
      name: 'Czech Republic',
      iso2: 'CZ',
    });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-GB').compare));
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Belgium'));
  });

  it('names and sorts the countries in the caller’s language: Accept-Language, or the locale cookie first', async () => {
    const german = await countries({ 'accept-language': 'de-DE,de;q=0.9' });
    const de = (slug: string) => german.find((c) => c.slug === slug)?.name;
    expect(de('Germany')).toBe('Deutschland');
    expect(de('Austria')).toBe('Österreich');
    const names = german.map((c) => c.name);
    // German files Ö under O: Österreich between Norwegen and Polen.
    expect(names.indexOf('Norwegen')).toBeLessThan(names.indexOf('Österreich'));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));

    const polish = await countries({ cookie: 'locale=pl', 'accept-language': 'de' });
    const pl = polish.map((c) => c.name);
    expect(pl).toContain('Niemcy');
    // Polish sorts Ł after L: Łotwa (Latvia) comes after Litwa (Lithuania) and Luksemburg.
    expect(pl.indexOf('Luksemburg')).toBeLessThan(pl.indexOf('Łotwa'));
    expect(pl.indexOf('Litwa')).toBeLessThan(pl.indexOf('Łotwa'));
  });

  it('answers a country’s cities by name, and an empty list for a country without any', async () => {
    const response = await t.app.inject(`/api/countries/${countryId('Germany')}/cities`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const { cities } = response.json() as { cities: { id: number; slug: string; name: string }[] };
    expect(cities.map((c) => c.name)).toEqual([
      'Berlin',
      'Cologne',
      'Düsseldorf',
      'Frankfurt am Main',
      'Hamburg',
      'Leipzig',
      'Munich',
      'Stuttgart',
    ]);
    const berlin = CITIES.find((c) => c.name === 'Berlin');
    expect(cities[0]).toEqual({ id: berlin?.id, slug: berlin?.slug, name: 'Berlin' });

    const none = await t.app.inject(`/api/countries/${countryId('Liechtenstein')}/cities`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ cities: [] });
  });

  it('an unknown country, or 249, is a 404 in the caller’s language; a malformed id a 422 naming id', async () => {
    for (const id of [99_999, 249]) {
      const response = await t.app.inject({ url: `/api/countries/${id}/cities`, headers: { 'accept-language': 'es' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'País no encontrado.',
        toasts: [{ message: 'País no encontrado.' }],
      });
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await t.app.inject(`/api/countries/${id}/cities`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
  });

  it('needs no sign-in, and a signed-in caller gets the same list', async () => {
    const guest = await countries();
    const withBadToken = await t.app.inject({ url: '/api/countries', headers: { authorization: 'Bearer nonsense' } });
    // A public call: a dead token is not a reason to refuse it.
    expect(withBadToken.statusCode).toBe(200);
    expect(withBadToken.json().countries).toEqual(guest);
  });

  it('GET /api/languages answers every language of the board with its id, by name, without sign-in', async () => {
    const response = await t.app.inject('/api/languages');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const list = response.json().languages as { id: number; slug: string; name: string }[];
    expect(list).toHaveLength(LANGUAGES.length);
    const german = LANGUAGES.find((language) => language.name === 'German');
    expect(list).toContainEqual(german);
    expect(list.map((language) => language.name)).toEqual(
      LANGUAGES.map((l) => l.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
});
