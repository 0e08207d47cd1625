// How a job reads to a person: the formatters and labels that mfe-jobs' screens and the api's server-rendered pages
// (api/src/routes/pages/render.ts) share, so the first paint and React's takeover show the same words
// (docs/pages.md). Pure: no TypeBox, no React, no catalogue of its own. Numbers and dates take the language; words
// take a translate function over shared-kit's catalogue (`kit.job.*`, shared-kit/src/locales), which both the front
// ends and the api read (docs/i18n.md#words-shared-by-the-screens-and-the-server). Front ends get it from
// `shared-kit/constants`.
import type { Job } from './jobs';
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
  | 'kit.job.remote.on-site';

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

/**
 * ISO 639 codes of the reference languages, by slug, so a screen names each in the interface language with
 * `Intl.DisplayNames` (docs/i18n.md#formats). A language without a code here is shown as the api names it.
 */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'en',
  German: 'de',
  French: 'fr',
  Spanish: 'es',
  Italian: 'it',
  Portuguese: 'pt',
  Dutch: 'nl',
  Flemish: 'nl-BE',
  Polish: 'pl',
  Czech: 'cs',
  Slovak: 'sk',
  Hungarian: 'hu',
  Romanian: 'ro',
  Bulgarian: 'bg',
  Greek: 'el',
  Swedish: 'sv',
  Danish: 'da',
  Norwegian: 'no',
  Finnish: 'fi',
  Icelandic: 'is',
  Estonian: 'et',
  Latvian: 'lv',
  Lithuanian: 'lt',
  Slovenian: 'sl',
  Croatian: 'hr',
  Serbian: 'sr',
  Serbo_Croatian: 'sh',
  Bosnian: 'bs',
  Albanian: 'sq',
  Macedonian: 'mk',
  Maltese: 'mt',
  Irish: 'ga',
  Luxembourgish: 'lb',
  Swiss_German: 'gsw',
  Catalan: 'ca',
  Basque: 'eu',
  Galician: 'gl',
  Ukrainian: 'uk',
  Russian: 'ru',
  Turkish: 'tr',
  Arabic: 'ar',
  Hebrew: 'he',
  Chinese: 'zh',
  Japanese: 'ja',
  Korean: 'ko',
  Hindi: 'hi',
  Vietnamese: 'vi',
  Thai: 'th',
  Indonesian: 'id',
  Malay: 'ms',
  Tagalog: 'tl',
  Persian: 'fa',
};

const displayNames = new Map<string, Intl.DisplayNames>();
function displayName(locale: Locale, type: 'language' | 'region', code: string): string | undefined {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALES[locale] ?? INTL_LOCALES.en], { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

/**
 * A reference language's name in the interface language. English keeps the site's own names (the ones its URLs and
 * job-list titles use); other languages get the platform's name from the ISO code, lower-case languages included.
 */
export function languageName(language: { slug: string; name: string }, locale: Locale): string {
  const code = LANGUAGE_CODES[language.slug];
  if (locale === 'en' || !code) return language.name;
  return displayName(locale, 'language', code) ?? language.name;
}

/** A country's name in the interface language, from its ISO 3166 code when the api gives one. */
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
 * "City, Country", plus the remote type when the job has one; the remote type alone for fully remote jobs. Cities are
 * proper names and stay as the api gives them; countries and remote types are said in the interface language.
 */
export function formatLocation(
  job: Pick<Job, 'city' | 'country' | 'remote'>,
  t: JobDisplayTranslate,
  locale: Locale,
): string {
  const place = [job.city?.name, job.country ? countryName(job.country, locale) : null].filter(Boolean).join(', ');
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

/** "Dutch and English", "Dutch, English and French": names joined as the language joins a list. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(INTL_LOCALES[locale] ?? INTL_LOCALES.en, { type: 'conjunction' }).format(items);
}
