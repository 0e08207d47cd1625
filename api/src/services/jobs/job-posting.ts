import { jobPath } from 'shared-kit/contracts';
import type { Job } from 'shared-kit/contracts';
import { absoluteUrl } from '../../lib/public-url';

/** Our employment type ids (shared-kit EMPLOYMENT_TYPES) as schema.org employmentType values. */
const EMPLOYMENT_TYPES: Record<number, string> = {
  1: 'FULL_TIME',
  2: 'PART_TIME',
  3: 'TEMPORARY',
  4: 'INTERN',
  5: 'CONTRACTOR',
};

export type JobPostingContext = {
  origin: string;
  /** ISO 3166-1 alpha-2 of the job's country (countries.iso2), when known. */
  countryIso2: string | null;
  /** False when the job has an external apply link. */
  directApply: boolean;
  now?: Date;
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Our descriptions are plain text with blank lines between paragraphs; Google accepts (and prefers) HTML. */
const descriptionHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * schema.org JobPosting for a job page, after Google's job-posting guidelines. An unavailable job keeps its
 * markup but with a validThrough in the past (the page is also noindex), so Google drops it from job search.
 */
export function jobPosting(job: Job, context: JobPostingContext): Record<string, unknown> {
  const now = context.now ?? new Date();
  const fullyRemote = job.remote?.slug === 'remote';
  const salary = job.salary_range;
  const employmentType = job.employment_type === null ? undefined : EMPLOYMENT_TYPES[job.employment_type];
  const address = {
    '@type': 'PostalAddress',
    ...(job.city ? { addressLocality: job.city.name } : {}),
    ...(context.countryIso2 ? { addressCountry: context.countryIso2 } : {}),
  };

  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    datePosted: job.published_at,
    validThrough: validThrough(job, now),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      // sameAs is the company's own website, which we do not store: left out rather than pointing at ourselves.
      ...(job.company.logo ? { logo: absoluteUrl(context.origin, job.company.logo) } : {}),
    },
    // A fully remote job may have no office; Google then wants only jobLocationType + applicant requirements.
    ...(job.city || context.countryIso2 ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(fullyRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: context.countryIso2
            ? { '@type': 'Country', name: context.countryIso2 }
            : { '@type': 'AdministrativeArea', name: 'EU' },
        }
      : {}),
    ...(employmentType ? { employmentType } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              maxValue: salary.max,
              unitText: salary.period,
            },
          },
        }
      : {}),
    directApply: context.directApply,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    url: `${context.origin}${jobPath(job.url)}`,
  };
}

function validThrough(job: Job, now: Date): string | undefined {
  if (job.available) return job.expires_at ?? undefined;
  // Closed or expired: a moment in the past, the real expiry when there is one.
  if (job.expires_at && new Date(job.expires_at) <= now) return job.expires_at;
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
}
