// Salary, language level, relative date and the "New" mark, through the front ends' subpath (no TypeBox there).
import {
  formatLanguageLevel,
  formatLanguageLevelShort,
  formatRelativeDate,
  formatSalary,
  isNewJob,
  isRelativeDate,
  type Locale,
  NEW_JOB_DAYS,
} from 'shared-kit/constants';
import { activateLocale, loadKitMessages, registerCatalogue, translate } from 'shared-kit/i18n';

const t = translate;
// Intl separates groups and the currency with no-break spaces in some languages: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Runs `check` with the interface in `locale`, then goes back to English. */
async function inLocale(locale: Locale, check: () => void) {
  await registerCatalogue(loadKitMessages);
  try {
    await activateLocale(locale);
    check();
  } finally {
    await activateLocale('en');
  }
}

const yearly = { min: 45000, max: 55000, currency: 'EUR', period: 'YEAR' } as const;

describe('formatSalary', () => {
  it('writes a range with one currency sign and an en dash, whole amounts without decimals (English)', () => {
    expect(formatSalary(yearly, 'en', t)).toBe('€45,000–55,000 a year');
    expect(formatSalary({ min: 1400, max: 1400, currency: 'GBP', period: 'MONTH' }, 'en', t)).toBe('£1,400 a month');
    expect(formatSalary({ min: 18.5, max: 18.5, currency: 'EUR', period: 'HOUR' }, 'en', t)).toBe('€18.50 an hour');
    expect(formatSalary({ min: 18, max: 22.5, currency: 'EUR', period: 'HOUR' }, 'en', t)).toBe('€18.00–22.50 an hour');
    expect(formatSalary({ min: 300, max: 400, currency: 'CHF', period: 'DAY' }, 'en', t)).toMatch(
      /^CHF[\s\u00a0]300–400 a day$/,
    );
  });

  it('follows the interface language, not the job’s: German, French, Spanish, Italian', async () => {
    await inLocale('de', () => {
      expect(plain(formatSalary(yearly, 'de', t))).toBe('45.000–55.000 € pro Jahr');
      expect(plain(formatSalary({ min: 25, max: 25, currency: 'EUR', period: 'HOUR' }, 'de', t))).toBe(
        '25 € pro Stunde',
      );
    });
    await inLocale('fr', () => {
      expect(plain(formatSalary(yearly, 'fr', t))).toBe('45 000–55 000 € par an');
    });
    await inLocale('es', () => {
      // Spanish and Italian write a hyphen in Intl's own ranges; the board writes an en dash in every language.
      expect(plain(formatSalary(yearly, 'es', t))).toBe('45.000–55.000 € al año');
    });
    await inLocale('it', () => {
      expect(plain(formatSalary({ min: 2000, max: 2500, currency: 'EUR', period: 'MONTH' }, 'it', t))).toBe(
        '2000–2500 € al mese',
      );
    });
  });

  it('writes złoty and every period in Polish', async () => {
    await inLocale('pl', () => {
      expect(plain(formatSalary({ min: 8000, max: 12000, currency: 'PLN', period: 'MONTH' }, 'pl', t))).toBe(
        '8000–12 000 zł miesięcznie',
      );
      const periods = (['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const).map((period) =>
        plain(formatSalary({ min: 100, max: 100, currency: 'PLN', period }, 'pl', t)),
      );
      expect(periods).toEqual([
        '100 zł za godzinę',
        '100 zł dziennie',
        '100 zł tygodniowo',
        '100 zł miesięcznie',
        '100 zł rocznie',
      ]);
    });
  });

  it('writes a code it does not know after the numbers instead of failing', () => {
    expect(formatSalary({ min: 10, max: 20, currency: 'X1Y', period: 'WEEK' }, 'en', t)).toBe('10–20 X1Y a week');
  });
});

describe('formatLanguageLevel', () => {
  it('names the four levels with their CEFR bands, and none when the job gives none', async () => {
    expect([1, 2, 3, 4].map((level) => formatLanguageLevel(level as 1 | 2 | 3 | 4, t))).toEqual([
      'Basic (A1–A2)',
      'Intermediate (B1–B2)',
      'Advanced (C1–C2)',
      'Mother tongue',
    ]);
    expect(formatLanguageLevel(null, t)).toBeNull();
    await inLocale('pl', () => {
      expect(formatLanguageLevel(2, t)).toBe('Średnio zaawansowany (B1–B2)');
      expect(formatLanguageLevel(4, t)).toBe('Język ojczysty');
    });
    await inLocale('de', () => {
      expect(formatLanguageLevel(3, t)).toBe('Fortgeschritten (C1–C2)');
    });
  });
});

describe('formatRelativeDate and isNewJob', () => {
  const now = Date.parse('2026-03-20T10:00:00Z');
  const daysAgo = (days: number, hour = '08:00') =>
    new Date(Date.parse(`2026-03-20T${hour}:00Z`) - days * 86_400_000).toISOString();

  it('says today, yesterday, days, then weeks, then the date after about a month (English)', () => {
    expect(formatRelativeDate(daysAgo(0), 'en', now)).toBe('today');
    // A job published late yesterday is from yesterday, even less than 24 hours ago.
    expect(formatRelativeDate(daysAgo(1, '23:30'), 'en', now)).toBe('yesterday');
    expect(formatRelativeDate(daysAgo(3), 'en', now)).toBe('3 days ago');
    expect(formatRelativeDate(daysAgo(13), 'en', now)).toBe('13 days ago');
    expect(formatRelativeDate(daysAgo(14), 'en', now)).toBe('2 weeks ago');
    expect(formatRelativeDate(daysAgo(30), 'en', now)).toBe('4 weeks ago');
    expect(formatRelativeDate(daysAgo(31), 'en', now)).toBe('17 Feb 2026');
    // The server's clock ahead of the browser's: not "in 1 day".
    expect(formatRelativeDate(daysAgo(-1), 'en', now)).toBe('today');
    expect(formatRelativeDate('soon', 'en', now)).toBe('soon');
  });

  it('counts in the language’s own words and plural forms (German, Polish)', () => {
    expect(formatRelativeDate(daysAgo(1), 'de', now)).toBe('gestern');
    expect(formatRelativeDate(daysAgo(5), 'de', now)).toBe('vor 5 Tagen');
    expect(formatRelativeDate(daysAgo(0), 'pl', now)).toBe('dzisiaj');
    expect(formatRelativeDate(daysAgo(3), 'pl', now)).toBe('3 dni temu');
    expect(formatRelativeDate(daysAgo(21), 'pl', now)).toBe('3 tygodnie temu');
    expect(formatRelativeDate(daysAgo(45), 'pl', now)).toBe('3 lut 2026');
  });

  it('says whether the date is words (a phrase without "am") or a written date', () => {
    expect(isRelativeDate(daysAgo(0), now)).toBe(true);
    expect(isRelativeDate(daysAgo(30), now)).toBe(true);
    expect(isRelativeDate(daysAgo(31), now)).toBe(false);
    expect(isRelativeDate('soon', now)).toBe(false);
  });

  it(`marks jobs published less than ${NEW_JOB_DAYS} days ago as new`, async () => {
    expect(isNewJob(new Date(now - 60_000).toISOString(), now)).toBe(true);
    expect(isNewJob(new Date(now - NEW_JOB_DAYS * 86_400_000 + 60_000).toISOString(), now)).toBe(true);
    expect(isNewJob(new Date(now - NEW_JOB_DAYS * 86_400_000).toISOString(), now)).toBe(false);
    expect(isNewJob('not a date', now)).toBe(false);
    expect(t('kit.job.new')).toBe('New');
    await inLocale('pl', () => expect(t('kit.job.new')).toBe('Nowa'));
  });
});

describe('formatLanguageLevelShort', () => {
  it('says a level as its CEFR band, the mother tongue in words, on a compact card', async () => {
    expect([1, 2, 3, 4, null].map((level) => formatLanguageLevelShort(level as 1, t))).toEqual([
      'A1–A2',
      'B1–B2',
      'C1–C2',
      'Native',
      null,
    ]);
    await inLocale('de', () => expect(formatLanguageLevelShort(4, t)).toBe('Muttersprache'));
  });
});
