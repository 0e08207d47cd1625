import {
  FOOTER_LINKS,
  homeSearchLanguages,
  homeSearchLocations,
  homeSearchPath,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
} from 'shared-kit/constants';
import { buildJobListPath, parseJobListPath } from 'shared-kit/routes';

describe('the link lists of the footer and the home page', () => {
  it('links the home page to canonical job-list paths', () => {
    for (const language of POPULAR_LANGUAGES) {
      const path = buildJobListPath({ languages: [language] });
      expect(parseJobListPath(path)?.languages).toEqual([language]);
    }
    for (const location of POPULAR_LOCATIONS) {
      expect(parseJobListPath(buildJobListPath({ location }))?.location).toBe(location);
    }
  });

  it('links the footer to distinct site paths', () => {
    const paths = FOOTER_LINKS.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+(\/[a-z-]+)?$/);
  });
});

describe("the home page's search", () => {
  const lists = {
    languages: [
      { slug: 'German', name: 'German' },
      { slug: 'Serbo_Croatian', name: 'Serbo-Croatian' },
      { slug: 'Czech', name: 'Czech' },
    ],
    countries: [
      { slug: 'Spain', name: 'Spain', iso2: 'ES' },
      { slug: 'Germany', name: 'Germany', iso2: 'DE' },
    ],
    cities: [
      { slug: 'Valencia', name: 'Valencia', country_slug: 'Spain' },
      { slug: 'Berlin', name: 'Berlin', country_slug: 'Germany' },
      // Another country's Valencia has the same path: offered once.
      { slug: 'Valencia', name: 'Valencia', country_slug: 'Germany' },
    ],
  };

  it('offers every reference language, named in the interface language and sorted by that name', () => {
    expect(homeSearchLanguages(lists, 'en').map((choice) => choice.label)).toEqual([
      'Czech',
      'German',
      'Serbo-Croatian',
    ]);
    expect(homeSearchLanguages(lists, 'de').map((choice) => [choice.value, choice.label])).toEqual([
      ['German', 'Deutsch'],
      ['Serbo_Croatian', 'Serbisch (Lateinisch)'],
      ['Czech', 'Tschechisch'],
    ]);
  });

  it('offers Remote, the countries and then the cities with their country as hint', () => {
    expect(homeSearchLocations(lists, 'es', 'En remoto')).toEqual([
      { value: 'Remote', label: 'En remoto' },
      { value: 'Germany', label: 'Alemania' },
      { value: 'Spain', label: 'España' },
      { value: 'Berlin', label: 'Berlin', hint: 'Alemania' },
      { value: 'Valencia', label: 'Valencia', hint: 'España' },
    ]);
  });

  it('offers the popular choices before the lists are known', () => {
    expect(
      homeSearchLanguages(null, 'en')
        .map((choice) => choice.value)
        .sort(),
    ).toEqual([...POPULAR_LANGUAGES].sort());
    const places = homeSearchLocations(null, 'en', 'Remote');
    expect(places[0]).toEqual({ value: 'Remote', label: 'Remote' });
    expect(places.map((choice) => choice.value).sort()).toEqual([...POPULAR_LOCATIONS].sort());
  });

  // Counts, not times (docs/delivery.md#main-thread-and-layout).
  it('names the popular languages and places with one namer per language and kind, not one per name', () => {
    const Original = Intl.DisplayNames;
    const made: string[] = [];
    // A counting subclass: Intl.DisplayNames must be called with `new`, which a jest spy does not do.
    class Counting extends Original {
      constructor(locales: string[], options: Intl.DisplayNamesOptions) {
        super(locales, options);
        made.push(`${locales}|${options.type}`);
      }
    }
    Object.defineProperty(Intl, 'DisplayNames', { value: Counting, configurable: true, writable: true });
    try {
      const first = homeSearchLanguages(null, 'pl');
      homeSearchLanguages(null, 'pl');
      homeSearchLocations(null, 'pl', 'Zdalnie');
      homeSearchLocations(null, 'pl', 'Zdalnie');
      expect(made.filter((key) => key === 'pl|language')).toHaveLength(1);
      expect(made.filter((key) => key === 'pl|region')).toHaveLength(1);
      expect(first.map((choice) => choice.label)).toContain('niemiecki');
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Original, configurable: true, writable: true });
    }
  });

  it('leads to the canonical list path, with the trimmed keywords as its query', () => {
    expect(homeSearchPath({ keywords: ' customer service ', language: 'German', location: 'Czech_Republic' })).toBe(
      '/jobs-in-Czech_Republic-for-German-speakers?keywords=customer+service',
    );
    expect(homeSearchPath({ keywords: 'café & bar', language: null, location: null })).toBe(
      '/jobs?keywords=caf%C3%A9+%26+bar',
    );
    expect(homeSearchPath({ keywords: '   ', language: null, location: 'Remote' })).toBe('/jobs-in-Remote');
    expect(homeSearchPath({ keywords: '', language: null, location: null })).toBe('/jobs');
  });
});
