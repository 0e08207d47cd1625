// How a job reads to a person: the formatters and labels of mfe-jobs' screens (in the browser and in the first HTML,
// through its server module) and of the api's page heads and mails, so every place says a job the same way
// (docs/pages.md). Pure: no TypeBox, no React, no catalogue of its own. Numbers and dates take the language; words
// take a translate function over shared-kit's catalogue (`kit.job.*`, shared-kit/src/locales), which both the front
// ends and the api read (docs/i18n.md#words-shared-by-the-screens-and-the-server). Front ends get it from
// `shared-kit/constants`.
import { NEW_JOB_DAYS } from './constants';
import type { Job, JobLanguage, SalaryRange } from './jobs';
import { languageCodeOf } from './language-codes';
import { INTL_LOCALES, type Locale } from './locales';

/** The ids of the words said here; each is in shared-kit's catalogue in every language (the catalogue test). */
export type JobDisplayMessageId =
  | 'kit.job.location.none'
  | 'kit.job.location.remote'
  | 'kit.job.location.withRemote'
  | 'kit.job.experience'
  | 'kit.job.employmentType.fullTime'
  | 'kit.job.employmentType.partTime'
  | 'kit.job.employmentType.temporary'
  | 'kit.job.employmentType.internship'
  | 'kit.job.remote.remote'
  | 'kit.job.remote.hybrid'
  | 'kit.job.remote.on-site'
  | 'kit.job.salary.HOUR'
  | 'kit.job.salary.DAY'
  | 'kit.job.salary.WEEK'
  | 'kit.job.salary.MONTH'
  | 'kit.job.salary.YEAR'
  | 'kit.job.level.1'
  | 'kit.job.level.2'
  | 'kit.job.level.3'
  | 'kit.job.level.4'
  | 'kit.job.levelShort.1'
  | 'kit.job.levelShort.2'
  | 'kit.job.levelShort.3'
  | 'kit.job.levelShort.4'
  | 'kit.job.new';

/** Message id and values -> text in one language: the front ends' `useTranslate()`, the api's `translator(locale)`. */
export type JobDisplayTranslate = (id: JobDisplayMessageId, values?: Record<string, unknown>) => string;

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const countFormats = new Map<Locale, Intl.NumberFormat>();

function cached<T>(formats: Map<Locale, T>, locale: Locale, make: (intl: string) => T): T {
  let format = formats.get(locale);
  if (!format) {
    format = make(INTL_LOCALES[locale] ?? INTL_LOCALES.en);
    formats.set(locale, format);
  }
  return format;
}

/** `2025-03-04T...` -> `4 Mar 2025` ('en'), `4 mar 2025` ('pl'): in UTC, as job dates are stored; unparsable input is shown as it came. */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = cached(
    dateFormats,
    locale,
    (intl) => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  );
  return format.format(date);
}

/** `12345` -> `12,345` ('en'), `12.345` ('de'), `12 345` ('pl'). */
export function formatCount(n: number, locale: Locale): string {
  return cached(countFormats, locale, (intl) => new Intl.NumberFormat(intl)).format(n);
}

const displayNames = new Map<string, Intl.DisplayNames>();
/**
 * Names already said, by interface language, type and code: `of` looks the code up in the platform's data at every
 * call (about 2 µs), and a job-alert sweep names the same few dozen languages for every card of every mail. The codes
 * come from the reference lists, so the map stays small; past NAMES_KEPT it stops growing.
 */
const namesSaid = new Map<string, string | undefined>();
const NAMES_KEPT = 4_000;
function displayName(locale: Locale, type: 'language' | 'region', code: string): string | undefined {
  const said = `${locale}|${type}|${code}`;
  if (namesSaid.has(said)) return namesSaid.get(said);
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale] ?? INTL_LOCALES.en], { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  let name: string | undefined;
  try {
    name = names.of(code);
  } catch {
    name = undefined;
  }
  if (namesSaid.size < NAMES_KEPT) namesSaid.set(said, name);
  return name;
}

/**
 * A reference language's name in the interface language: the one rule every page, the api's page heads and the mails
 * name languages by (docs/i18n.md#formats). English keeps the site's own names (the ones its URLs and job-list titles
 * use); other languages get the platform's name from the ISO code, lower-case languages included.
 */
export function languageName(language: { slug: string; name: string }, locale: Locale): string {
  const code = languageCodeOf(language.slug);
  if (locale === 'en' || !code) return language.name;
  return displayName(locale, 'language', code) ?? language.name;
}

/**
 * A country's name in the interface language, from its ISO 3166 code when the api gives one; English keeps the
 * site's own names ("Czech Republic", where `Intl.DisplayNames` says "Czechia"). The one rule, as for languages.
 */
export function countryName(country: { name: string; iso2?: string | null }, locale: Locale): string {
  if (locale === 'en' || !country.iso2) return country.name;
  return displayName(locale, 'region', country.iso2.toUpperCase()) ?? country.name;
}

/** A remote type (remote, hybrid, on-site) in the interface language; an unknown one as the api names it. */
export function remoteName(remote: { slug: string; name: string }, t: JobDisplayTranslate): string {
  const id = `kit.job.remote.${remote.slug}` as JobDisplayMessageId;
  const said = t(id);
  return said === id ? remote.name || t('kit.job.location.remote') : said;
}

/**
 * "City, Country" without the remote type, which a job card shows as a badge beside it; null when the job names
 * neither (a fully remote job).
 */
export function formatPlace(job: Pick<Job, 'city' | 'country'>, locale: Locale): string | null {
  return [job.city?.name, job.country ? countryName(job.country, locale) : null].filter(Boolean).join(', ') || null;
}

/**
 * The place a job card and a job page write beside the remote badge (which marks remote and hybrid jobs): "City,
 * Country"; with no place, nothing when the badge says it all, else the location's own words ("Location not given",
 * "On-site").
 */
export function formatPlaceBesideBadge(
  job: Pick<Job, 'city' | 'country' | 'remote'>,
  t: JobDisplayTranslate,
  locale: Locale,
): string | null {
  const badged = !!job.remote && job.remote.slug !== 'on-site';
  return formatPlace(job, locale) ?? (badged ? null : formatLocation(job, t, locale));
}

/**
 * "City, Country", plus the remote type when the job has one; the remote type alone for fully remote jobs. Cities are
 * proper names and stay as the api gives them; countries and remote types are said in the interface language.
 */
export function formatLocation(
  job: Pick<Job, 'city' | 'country' | 'remote'>,
  t: JobDisplayTranslate,
  locale: Locale,
): string {
  const place = formatPlace(job, locale) ?? '';
  if (!job.remote) return place || t('kit.job.location.none');
  if (place) return t('kit.job.location.withRemote', { place, remote: remoteName(job.remote, t) });
  // A fully remote job reads as such ("Remote job"), not as a bare type.
  return job.remote.slug === 'remote' ? t('kit.job.location.remote') : remoteName(job.remote, t);
}

/** Experience is a number of years; 0 reads as none required. */
export function formatExperience(years: number | null, t: JobDisplayTranslate): string | null {
  if (years === null) return null;
  return t('kit.job.experience', { years });
}

/** The employment type ids (`jobs.employment_type`) and their labels, in the order the job-list filter offers them. */
export const EMPLOYMENT_TYPES = {
  1: 'kit.job.employmentType.fullTime',
  2: 'kit.job.employmentType.partTime',
  3: 'kit.job.employmentType.temporary',
  4: 'kit.job.employmentType.internship',
} as const satisfies Record<number, JobDisplayMessageId>;

/** The label of an employment type id; null for none or an id without a label. */
export function formatEmploymentType(id: number | null, t: JobDisplayTranslate): string | null {
  if (id === null) return null;
  const message = EMPLOYMENT_TYPES[id as keyof typeof EMPLOYMENT_TYPES];
  return message ? t(message) : null;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/** "Dutch and English", "Dutch, English and French": names joined as the language joins a list. */
export function formatList(items: readonly string[], locale: Locale): string {
  // One formatter per language, as the others here: building one costs more than formatting with it (every card).
  return cached(listFormats, locale, (intl) => new Intl.ListFormat(intl, { type: 'conjunction' })).format(items);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The currency format of a language, whole or with cents; an unknown currency code is a RangeError. */
function moneyFormat(locale: Locale, currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat(INTL_LOCALES[locale] ?? INTL_LOCALES.en, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** An amount cut into what stands before the number (`€`), the number (`45,000`) and what follows it (` €`). */
function moneyParts(format: Intl.NumberFormat, value: number): [before: string, number: string, after: string] {
  const parts = format.formatToParts(value);
  const isNumber = (type: string) => ['integer', 'group', 'decimal', 'fraction'].includes(type);
  const first = parts.findIndex((part) => isNumber(part.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => isNumber(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return [text(0, first), text(first, last + 1), text(last + 1, parts.length)];
}

/**
 * A salary in the interface language: "€45,000–55,000 a year" ('en'), "45.000–55.000 € pro Jahr" ('de'),
 * "8000–12 000 zł miesięcznie" ('pl'), "€18.50 an hour". The currency is written once, where the language puts it,
 * around an en dash range (`Intl.NumberFormat#formatRange` repeats it in English and uses a hyphen in some
 * languages); cents only when an amount has them. The period is a word of the catalogue (`kit.job.salary.*`).
 */
export function formatSalary(range: SalaryRange, locale: Locale, t: JobDisplayTranslate): string {
  const cents = !Number.isInteger(range.min) || !Number.isInteger(range.max);
  let format: Intl.NumberFormat;
  try {
    format = moneyFormat(locale, range.currency, cents);
  } catch {
    // Not an ISO 4217 code this platform knows: the code after the plain numbers.
    format = new Intl.NumberFormat(INTL_LOCALES[locale] ?? INTL_LOCALES.en, {
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    const numbers =
      range.min === range.max ? format.format(range.min) : `${format.format(range.min)}–${format.format(range.max)}`;
    return t(`kit.job.salary.${range.period}`, { amount: `${numbers} ${range.currency}` });
  }
  let amount: string;
  if (range.min === range.max) {
    amount = format.format(range.min);
  } else {
    const [before, low] = moneyParts(format, range.min);
    const [, high, after] = moneyParts(format, range.max);
    amount = `${before}${low}–${high}${after}`;
  }
  return t(`kit.job.salary.${range.period}`, { amount });
}

/** The level a job asks for in a language, with its CEFR band: "Intermediate (B1–B2)"; null when none is given. */
export function formatLanguageLevel(level: JobLanguage['level'], t: JobDisplayTranslate): string | null {
  return level === null ? null : t(`kit.job.level.${level}`);
}

/**
 * The level in a few characters, for a compact job card: the CEFR band ("C1–C2") or "Native"
 * (`kit.job.levelShort.*`); the job page says it in words (`formatLanguageLevel`).
 */
export function formatLanguageLevelShort(level: JobLanguage['level'], t: JobDisplayTranslate): string | null {
  return level === null ? null : t(`kit.job.levelShort.${level}`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** Whole calendar days (UTC, as job dates are stored and `formatDate` writes them) from `iso` to `now`. */
function daysBefore(iso: string, now: number): number | null {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  return Math.floor(now / DAY_MS) - Math.floor(time / DAY_MS);
}

/** Past this many days a date is written out: "5 weeks ago" says less than the date itself. */
const RELATIVE_DAYS = 30;
/** Below two weeks days are counted ("9 days ago"): "last week" would say less. */
const DAYS_IN_DAYS = 14;

/**
 * How long ago a job was published, in the interface language: "today", "yesterday", "3 days ago", "2 weeks ago",
 * then the date (`formatDate`) after about a month. A date in the future (clocks differ) reads as today; an
 * unparsable one is shown as it came.
 */
export function formatRelativeDate(iso: string, locale: Locale, now: number = Date.now()): string {
  const days = daysBefore(iso, now);
  if (days === null) return iso;
  if (days > RELATIVE_DAYS) return formatDate(iso, locale);
  const format = cached(relativeFormats, locale, (intl) => new Intl.RelativeTimeFormat(intl, { numeric: 'auto' }));
  if (days < DAYS_IN_DAYS) return format.format(-Math.max(days, 0), 'day');
  return format.format(-Math.floor(days / 7), 'week');
}

/**
 * True when `formatRelativeDate` gives words ("today", "3 days ago") rather than a date: the sentence around it then
 * takes no preposition ("Veröffentlicht vor 3 Tagen", not "Veröffentlicht am vor 3 Tagen"; docs/i18n.md#formats).
 */
export function isRelativeDate(iso: string, now: number = Date.now()): boolean {
  const days = daysBefore(iso, now);
  return days !== null && days <= RELATIVE_DAYS;
}

/** True for a job published less than NEW_JOB_DAYS ago: it carries the "New" mark (`kit.job.new`). */
export function isNewJob(iso: string, now: number = Date.now()): boolean {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return false;
  return now - time < NEW_JOB_DAYS * DAY_MS;
}

/**
 * The salary a job shows: `formatSalary` in the interface language when the api could read it (`salary_range`),
 * else the company's own words with their language (`lang`, the job's `content_lang`), never a mix of the two
 * (docs/i18n.md#formats); null when the job gives none.
 */
export function jobSalary(
  job: Pick<Job, 'salary' | 'salary_range' | 'content_lang'>,
  locale: Locale,
  t: JobDisplayTranslate,
): { text: string; lang: string | null } | null {
  if (job.salary_range) return { text: formatSalary(job.salary_range, locale, t), lang: null };
  const text = job.salary?.trim();
  return text ? { text, lang: job.content_lang } : null;
}

/**
 * A job's description as its paragraphs: the api answers it as plain text with blank lines between paragraphs
 * (the job page, the server's markup and the company's preview split it the same way). Each is text, never markup.
 */
export function descriptionParagraphs(description: string): string[] {
  return description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
}
