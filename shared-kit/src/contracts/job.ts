// One job's page (docs/contracts.md#job): the job with its related jobs, and the other places it is offered.
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id } from './bounds';
import { Nullable, SeoSchema } from './common';
import { JobSchema } from './jobs';
import { CitySchema, CountrySchema } from './reference';

const { id, url, title, content_lang, company, city, country, remote } = JobSchema.properties;

/**
 * A related job's small card (docs/contracts.md#job): what the card shows (the company's logo, the title, the company
 * and the place) and its link. Not a full job: the 24 cards of a page with their descriptions, languages and skills
 * were 25 of the answer's 28 KB, none of it shown (docs/search.md#a-job-pages-related-cards).
 */
export const RelatedJobSchema = Type.Object({ id, url, title, content_lang, company, city, country, remote });
export type RelatedJob = Static<typeof RelatedJobSchema>;

/** Related jobs groups of a job page (docs/product-rules.md#job-pages). */
export const RelatedJobsSchema = Type.Object({
  general: Type.Array(RelatedJobSchema),
  sameCity: Type.Array(RelatedJobSchema),
  sameCompany: Type.Array(RelatedJobSchema),
  sameLanguages: Type.Array(RelatedJobSchema),
});
export type RelatedJobs = Static<typeof RelatedJobsSchema>;

/** `GET /api/job?id=` (docs/contracts.md#job). */
export const JobDetailResponseSchema = Type.Object({
  seo: SeoSchema,
  index_not_found: Type.Boolean(),
  job: Nullable(JobSchema),
  relatedJobs: RelatedJobsSchema,
});
export type JobDetailResponse = Static<typeof JobDetailResponseSchema>;

/** Query of `GET /api/job?id=`. */
export const JobDetailQuerySchema = Type.Object({ id: Id() });

/** `GET /api/offers/related-locations/{id}`: other places where the job's company or the same title hires. */
export const RelatedLocationsSchema = Type.Object({
  cities: Type.Array(Type.Object({ ...CitySchema.properties, jobs: Type.Integer() })),
  countries: Type.Array(Type.Object({ ...CountrySchema.properties, jobs: Type.Integer() })),
});
export type RelatedLocations = Static<typeof RelatedLocationsSchema>;
