import type { Job, Seo } from 'shared-kit/contracts';
import type { FilterLabels } from './filters';

export const SITE_NAME = 'EuLangJobs';

/** "Jobs for German + French speakers in Berlin", "Remote jobs", "Jobs with TypeScript", ... */
function listHeading(labels: FilterLabels): string {
  const parts: string[] = [labels.remote && labels.location !== 'Remote' ? `${labels.remote} jobs` : 'Jobs'];
  if (labels.company) parts.push(`at ${labels.company}`);
  if (labels.skill) parts.push(`with ${labels.skill}`);
  if (labels.languages.length > 0) parts.push(`for ${labels.languages.join(' + ')} speakers`);
  if (labels.location === 'Remote') parts[0] = 'Remote jobs';
  else if (labels.location) parts.push(`in ${labels.location}`);
  else parts.push('in Europe');
  return parts.join(' ');
}

export function jobListSeo(input: {
  labels: FilterLabels;
  total: number;
  capped: boolean;
  page: number | null;
  canonical: string;
  /** No job on this page (zero results, or a page past the end). */
  empty?: boolean;
}): Seo {
  const heading = listHeading(input.labels);
  const count = input.capped ? `${input.total}+` : String(input.total);
  const pageSuffix = input.page && input.page > 1 ? ` - page ${input.page}` : '';
  return {
    title: `${heading}${pageSuffix} | ${SITE_NAME}`,
    h1: heading,
    text: `${count} offers for multilingual candidates and expats. Apply in your languages.`,
    meta: `${heading}: ${count} current offers for multilingual candidates on ${SITE_NAME}.`,
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

/** The head of one job: `/api/job` answers it, and the server-rendered job page (routes/pages) carries the same. */
export function jobSeo(job: Job, origin: string): Seo {
  const place = job.city?.name ?? job.country?.name ?? (job.remote?.slug === 'remote' ? 'Remote' : 'Europe');
  return {
    title: `${job.title} - ${job.company.name} - ${place} | ${SITE_NAME}`,
    h1: job.title,
    text: snippet(job.description, 300),
    meta: snippet(`${job.title} at ${job.company.name} in ${place}. ${job.description}`),
    script: jobPostingJsonLd(job),
    canonical: `${origin}/jobs/${job.url}`,
    robots: job.available ? 'index, follow' : 'noindex, follow',
  };
}
