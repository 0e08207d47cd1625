import {
  countryName,
  DEFAULT_LOCALE,
  type Job,
  jobPath,
  languageName,
  type Locale,
  type Seo,
} from 'shared-kit/contracts';
import { type Translate, translator } from '../../i18n/catalogues';
import { cityName } from '../place-names';
import { type FilterLabels, NO_LABELS } from './filters';

export const SITE_NAME = 'EuLangJobs';

/** A country by its ISO code, a city by our list of names, in `locale` (docs/i18n.md#place-names). */
function placeName(place: NonNullable<FilterLabels['location']>, locale: Locale): string {
  if (place.kind === 'city' && place.slug) return cityName({ slug: place.slug, name: place.name }, locale);
  return countryName({ name: place.name, iso2: place.iso2 }, locale);
}

/** The remote types the catalogue names; another stored type is named as stored. */
const REMOTE_KINDS: Record<string, string> = { remote: 'remote', hybrid: 'hybrid', 'on-site': 'onsite' };

/**
 * "Jobs for German + French speakers in Berlin", "Remote jobs", "Jobs with TypeScript", ... in `locale`: one
 * catalogue message with a branch per filter, so each language orders and words them its own way.
 */
function listHeading(labels: FilterLabels, locale: Locale, t: Translate): string {
  const place = labels.location;
  const remote =
    place?.kind === 'remote' ? 'remote' : labels.remote ? (REMOTE_KINDS[labels.remote.slug] ?? 'named') : 'none';
  const yes = (value: unknown) => (value ? 'yes' : 'no');
  return t('api.seo.heading', {
    remote,
    remoteName: labels.remote?.name ?? '',
    hasCompany: yes(labels.company),
    company: labels.company ?? '',
    hasSkill: yes(labels.skill),
    skill: labels.skill ?? '',
    hasLanguages: yes(labels.languages.length > 0),
    languages: labels.languages.map((language) => languageName(language, locale)).join(' + '),
    // A company's list without a place is its careers page: "Jobs at Acme", not "... in Europe", so its h1 stays
    // short on a phone (issue 29; docs/company-area.md#minisite).
    place: place?.kind === 'remote' ? 'remote' : place ? 'named' : labels.company ? 'company' : 'europe',
    placeName: place && place.kind !== 'remote' ? placeName(place, locale) : '',
  });
}

/** "Jobs at Acme" in `locale`: the h1 of a company's careers page (its minisite) without filters. */
export function companyJobsHeading(company: string, locale: Locale): string {
  return listHeading({ ...NO_LABELS, company }, locale, translator(locale));
}

/** The SEO texts of a job list (title, h1, intro, meta description) in the visitor's language. */
export function jobListSeo(input: {
  labels: FilterLabels;
  total: number;
  capped: boolean;
  page: number | null;
  canonical: string;
  /** No job on this page (zero results, or a page past the end). */
  empty?: boolean;
  locale: Locale;
}): Seo {
  const t = translator(input.locale);
  const heading = listHeading(input.labels, input.locale, t);
  const count = { count: input.total };
  const page = input.page && input.page > 1 ? input.page : null;
  return {
    title: page
      ? t('api.seo.titlePage', { heading, page, site: SITE_NAME })
      : t('api.seo.title', { heading, site: SITE_NAME }),
    h1: heading,
    text: t(input.capped ? 'api.seo.textCapped' : 'api.seo.text', count),
    meta: t(input.capped ? 'api.seo.metaCapped' : 'api.seo.meta', { ...count, heading, site: SITE_NAME }),
    script: null,
    canonical: input.canonical,
    // docs/product-rules.md#indexing: zero results mark the page noindex; so does a page past the end (docs/pages.md).
    robots: input.total === 0 || input.empty ? 'noindex, follow' : 'index, follow',
  };
}

function snippet(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** JSON-LD JobPosting, for search engines (the page head embeds it without running JavaScript). */
function jobPostingJsonLd(job: Job): string {
  return JSON.stringify({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.published_at,
    ...(job.expires_at ? { validThrough: job.expires_at } : {}),
    hiringOrganization: { '@type': 'Organization', name: job.company.name },
    ...(job.remote?.slug === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.city ? { addressLocality: job.city.name } : {}),
        ...(job.country ? { addressCountry: job.country.name } : {}),
      },
    },
  });
}

/**
 * The head of one job: `/api/job` answers it, and the server-rendered job page (routes/pages) carries the same. The
 * job's own words (title, company, place, description) stay as posted; the sentence around them is in `locale`.
 */
export function jobSeo(
  job: Job,
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
  /** The ISO code of the job's country, to name it in `locale`. */
  countryIso2: string | null = null,
): Seo {
  const t = translator(locale);
  const country = job.country ? countryName({ name: job.country.name, iso2: countryIso2 }, locale) : null;
  const place =
    job.city?.name ?? country ?? t(job.remote?.slug === 'remote' ? 'api.seo.placeRemote' : 'api.seo.placeEurope');
  const words = { title: job.title, company: job.company.name, place, site: SITE_NAME };
  return {
    title: t('api.seo.jobTitle', words),
    h1: job.title,
    text: snippet(job.description, 300),
    meta: snippet(`${t('api.seo.jobMeta', words)} ${job.description}`),
    script: jobPostingJsonLd(job),
    canonical: `${origin}${jobPath(job.url)}`,
    robots: job.available ? 'index, follow' : 'noindex, follow',
  };
}
