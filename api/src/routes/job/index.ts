import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  type Job,
  JobDetailQuerySchema,
  JobDetailResponseSchema,
  type Seo,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { HttpError } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { addCandidateExtra } from '../jobs/extra';
import { hydrateJobs } from '../jobs/hydrate';
import { type JobFilters, noFilters, searchJobs } from '../jobs/search';
import { SITE_NAME } from '../jobs/seo';
import { optionalCandidate } from '../jobs/viewer';

const RELATED_SIZE = 6;

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

/** Exported for the server-rendered job page (routes/pages), which must carry the same head. */
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

/** `GET /api/job?id=`: one job with its full description, SEO head and related jobs (docs/contracts.md#job). */
const jobRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const related = async (job: Job, filters: Partial<JobFilters>) => {
    const result = await searchJobs(fastify.db, { ...noFilters(), ...filters }, { from: 0, size: RELATED_SIZE + 1 }, { count: false });
    const ids = result.ids.filter((id) => id !== job.id).slice(0, RELATED_SIZE);
    return hydrateJobs(fastify.db, ids);
  };

  fastify.get(
    '/api/job',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job, with related jobs (extra filled for a signed-in candidate)',
        querystring: JobDetailQuerySchema,
        response: { 200: JobDetailResponseSchema, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      // Expired and closed jobs are still answered (available false, so canApply false) for old links.
      const userId = await optionalCandidate(fastify, request);
      const [job] = await addCandidateExtra(
        fastify.db,
        userId,
        await hydrateJobs(fastify.db, [request.query.id], { fullDescription: true }),
      );
      if (!job) throw new HttpError(404, 'Job not found.', 'This job is no longer available.');
      const reference = await fastify.reference();
      const firstLanguage = job.languages[0] ? reference.languageBySlug.get(job.languages[0].slug.toLowerCase()) : undefined;
      const city = job.city ? reference.cityBySlug.get(job.city.slug.toLowerCase()) : undefined;
      const [general, sameCity, sameCompany, sameLanguages] = await Promise.all([
        related(job, { countryId: job.country?.id ?? null }),
        city ? related(job, { cityId: city.id }) : Promise.resolve([]),
        related(job, { companyId: job.company.id }),
        firstLanguage ? related(job, { languageIds: [firstLanguage.id] }) : Promise.resolve([]),
      ]);
      return {
        seo: jobSeo(job, publicOrigin(fastify.config, request)),
        // Expired or closed jobs stay readable but ask search engines not to index them.
        index_not_found: !job.available,
        job,
        relatedJobs: { general, sameCity, sameCompany, sameLanguages },
      };
    },
  );
};

export default jobRoutes;
