// Through the front ends' subpath: the formatters must be there without TypeBox.
import {
  descriptionParagraphs,
  EMPLOYMENT_TYPES,
  formatCount,
  formatDate,
  formatEmploymentType,
  formatExperience,
  formatList,
  formatLocation,
  countryName,
  languageCodeOf,
  languageName,
} from 'shared-kit/constants';
import { activateLocale, loadKitMessages, registerCatalogue, translate } from 'shared-kit/i18n';

const germany = { id: 82, slug: 'Germany', name: 'Germany', continente: 1, iso2: 'DE' };
const berlin = { slug: 'Berlin', name: 'Berlin', country_slug: 'Germany' };
// The words come from shared-kit's catalogue: the same messages the api's translator reads.
const t = translate;

describe('how a job reads (mfe-jobs screens and the server-rendered pages)', () => {
  it('writes dates as day, short month and year in UTC, and unparsable ones as they came', () => {
    expect(formatDate('2025-03-04T23:30:00.000Z', 'en')).toBe('4 Mar 2025');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(7, 'en')).toBe('7');
  });

  it('writes the place, the remote type beside it, or says there is none', () => {
    expect(formatLocation({ city: berlin, country: germany, remote: null }, t, 'en')).toBe('Berlin, Germany');
    expect(formatLocation({ city: null, country: germany, remote: { slug: 'hybrid', name: 'Hybrid' } }, t, 'en')).toBe(
      'Germany (Hybrid)',
    );
    expect(formatLocation({ city: null, country: null, remote: { slug: 'remote', name: '' } }, t, 'en')).toBe('Remote');
    expect(formatLocation({ city: null, country: null, remote: null }, t, 'en')).toBe('Location not given');
  });

  it('writes experience in years, zero as none required', () => {
    expect(formatExperience(null, t)).toBeNull();
    expect(formatExperience(0, t)).toBe('No experience required');
    expect(formatExperience(1, t)).toBe('1 year');
    expect(formatExperience(5, t)).toBe('5 years');
  });

  it('labels the four employment types and nothing else', () => {
    expect(Object.values(EMPLOYMENT_TYPES).map((id) => t(id))).toEqual([
      'Full-time',
      'Part-time',
      'Temporary',
      'Internship',
    ]);
    expect(formatEmploymentType(2, t)).toBe('Part-time');
    expect(formatEmploymentType(5, t)).toBeNull();
    expect(formatEmploymentType(null, t)).toBeNull();
  });

  it('joins names as a list of the language', () => {
    expect(formatList(['Dutch', 'English'], 'en')).toBe('Dutch and English');
    expect(formatList(['Dutch', 'English', 'French'], 'en')).toBe('Dutch, English and French');
    expect(formatList(['Dutch', 'English'], 'pl')).toBe('Dutch i English');
  });

  it('says all of it in Polish: dates, numbers, words and plural forms', async () => {
    await registerCatalogue(loadKitMessages);
    try {
      await activateLocale('pl');
      expect(formatDate('2025-03-04T23:30:00.000Z', 'pl')).toBe('4 mar 2025');
      // Polish groups with a no-break space.
      expect(formatCount(1234567, 'pl')).toBe('1\u00a0234\u00a0567');
      expect(formatCount(12345, 'de')).toBe('12.345');
      expect(formatLocation({ city: null, country: null, remote: { slug: 'remote', name: '' } }, t, 'pl')).toBe(
        'Praca zdalna',
      );
      expect(formatLocation({ city: null, country: null, remote: null }, t, 'pl')).toBe('Nie podano lokalizacji');
      // Countries, languages and remote types in Polish; cities stay as given.
      expect(
        formatLocation({ city: berlin, country: germany, remote: { slug: 'hybrid', name: 'Hybrid' } }, t, 'pl'),
      ).toMatch(/^Berlin, Niemcy.*Hybrydowo/);
      expect(languageName({ slug: 'German', name: 'German' }, 'pl')).toBe('niemiecki');
      expect(languageName({ slug: 'Swiss_German', name: 'Swiss German' }, 'de')).toBe('Schweizerdeutsch');
      expect(languageName({ slug: 'Klingon', name: 'Klingon' }, 'pl')).toBe('Klingon');
      // The api's slugs arrive lower-cased from URLs: the same table names them (one rule for pages and heads).
      expect(languageName({ slug: 'swiss_german', name: 'Swiss German' }, 'de')).toBe('Schweizerdeutsch');
      expect([languageCodeOf('Flemish'), languageCodeOf('flemish'), languageCodeOf('klingon')]).toEqual([
        'nl-BE',
        'nl-BE',
        null,
      ]);
      expect(countryName({ name: 'Germany', iso2: null }, 'pl')).toBe('Germany');
      expect([0, 1, 3, 5, 22].map((years) => formatExperience(years, t))).toEqual([
        'Doświadczenie nie jest wymagane',
        '1 rok',
        '3 lata',
        '5 lat',
        '22 lata',
      ]);
      expect(formatEmploymentType(1, t)).toBe('Pełny etat');
    } finally {
      await activateLocale('en');
    }
  });
});

it("splits a job's description into its paragraphs at blank lines, dropping empty ones", () => {
  expect(descriptionParagraphs('First line\nstill first.\n\n  \n\nSecond <b>as text</b>.\n \n')).toEqual([
    'First line\nstill first.',
    'Second <b>as text</b>.',
  ]);
  expect(descriptionParagraphs('')).toEqual([]);
});
