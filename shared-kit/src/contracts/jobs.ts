// The job list (docs/contracts.md#jobs): a job, the list page's answer and query, keyword and tag suggestions.
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
// Request schemas use the bounded blocks of bounds.ts (docs/input-validation.md).
import { type Static, Type } from 'typebox';
import { Id, Int, Text } from './bounds';
import { Nullable, OneOf, SeoSchema } from './common';
import { JOB_LIST_PAGE_SIZE } from './constants';
import { APPLICATION_STATUS_LIST, SCREENING_QUESTION_KINDS } from './account-constants';
import { CompanySummarySchema } from './companies';
import { CitySchema, CountrySchema, LanguageSchema, RemoteSchema } from './reference';
import { MINISITE_FILTER_LIMITS } from './job-list-path';
import { JOB_SEARCH_LIMITS } from './limits';

/**
 * `mandatory` is a boolean on our wire; read it with `isMandatoryLanguage` (only `true` counts,
 * docs/product-rules.md#job-pages).
 */
export const JobLanguageSchema = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  mandatory: Type.Boolean(),
  /**
   * The level asked for, on the candidates' scale (docs/product-rules.md#job-pages): 1 basic (A1-A2),
   * 2 intermediate (B1-B2), 3 advanced (C1-C2), 4 mother tongue; null when the job does not say. Read it with
   * `formatLanguageLevel`.
   */
  level: Nullable(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])),
});
export type JobLanguage = Static<typeof JobLanguageSchema>;

export const JobSkillSchema = Type.Object({ slug: Type.String(), name: Type.String() });
export type JobSkill = Static<typeof JobSkillSchema>;

export const ScreeningQuestionSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  kind: OneOf(SCREENING_QUESTION_KINDS),
  /** The choices of a single_choice question; null for the other kinds (a yes_no question answers 'Yes' or 'No'). */
  options: Nullable(Type.Array(Type.String())),
  /** The answer that ends the application: disclosed so the screen warns before submitting. */
  knockout_answer: Nullable(Type.String()),
  /** The candidate's stored answer (of their application), or null. */
  answer: Nullable(Type.String()),
});
export type ScreeningQuestion = Static<typeof ScreeningQuestionSchema>;

/** One of APPLICATION_STATUSES (shared-kit/constants): the statuses a candidate sees. */
export const ApplicationStatusSchema = OneOf(APPLICATION_STATUS_LIST);

/** A mandatory language of the job the candidate does not satisfy (docs/product-rules.md#required-languages). */
export const MissingLanguageSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  level: JobLanguageSchema.properties.level,
});
export type MissingLanguage = Static<typeof MissingLanguageSchema>;

const TaskFlag = Type.Union([Type.Literal(0), Type.Literal(1)]);
/** The tasks to apply (docs/product-rules.md#applying): 1 done, 0 pending. */
export const TasksToApplySchema = Type.Object({ general_information: TaskFlag, languages: TaskFlag, cv: TaskFlag });
export type TasksToApply = Static<typeof TasksToApplySchema>;

/** Jobseeker-related data of a job: present only for a signed-in user (docs/product-rules.md#users-and-roles). */
export const JobExtraSchema = Type.Object({
  /** The candidate's application to this job, with the status they can see (docs/contracts.md#applications). */
  application: Type.Optional(
    Nullable(
      Type.Object({
        id: Type.Integer(),
        created_at: Type.String(),
        status: ApplicationStatusSchema,
      }),
    ),
  ),
  /** Not available, or already applied: false. True for a job with an external link (the button goes there). */
  canApply: Type.Optional(Type.Boolean()),
  available: Type.Optional(Type.Boolean()),
  redirect: Type.Optional(Nullable(Type.String())),
  favorite: Type.Optional(Type.Boolean()),
  screeningQuestions: Type.Optional(Type.Array(ScreeningQuestionSchema)),
  missingLanguages: Type.Optional(Type.Array(MissingLanguageSchema)),
  tasksToApply: Type.Optional(TasksToApplySchema),
});
export type JobExtra = Static<typeof JobExtraSchema>;

/**
 * A salary read from the job's free text by the api (docs/contracts.md#jobs): amounts in `currency` (ISO 4217) per
 * `period`; `min` equals `max` for a single amount. Write it with `formatSalary`.
 */
export const SalaryRangeSchema = Type.Object({
  min: Type.Number(),
  max: Type.Number(),
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  period: Type.Union([
    Type.Literal('HOUR'),
    Type.Literal('DAY'),
    Type.Literal('WEEK'),
    Type.Literal('MONTH'),
    Type.Literal('YEAR'),
  ]),
});
export type SalaryRange = Static<typeof SalaryRangeSchema>;

export const JobSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** The language the title and description are written in (ISO 639-1), for their `lang` attribute; null if unknown. */
  content_lang: Nullable(Type.String({ maxLength: 8 })),
  company: CompanySummarySchema,
  city: Nullable(CitySchema),
  country: Nullable(CountrySchema),
  remote: Nullable(RemoteSchema),
  languages: Type.Array(JobLanguageSchema),
  skills: Type.Array(JobSkillSchema),
  /** Experience level id (the `experience` query filter takes a list of these). */
  experience: Nullable(Type.Integer()),
  /** Employment type id (the `employment_type` query filter takes a list of these). */
  employment_type: Nullable(Type.Integer()),
  /** The salary as the company wrote it, in the job's language (`content_lang`): shown when `salary_range` is null. */
  salary: Nullable(Type.String()),
  /** The salary when its amounts, currency and period could all be read from `salary`; null otherwise. */
  salary_range: Nullable(SalaryRangeSchema),
  published_at: Type.String(),
  expires_at: Nullable(Type.String()),
  available: Type.Boolean(),
  extra: Nullable(JobExtraSchema),
});
export type Job = Static<typeof JobSchema>;

export const JobListResultSchema = Type.Object({
  data: Type.Array(JobSchema),
  total_search: Type.Integer(),
  total_actives: Type.Integer(),
  seconds: Type.Number(),
  /** True when counting stopped early: there are more than total_search matches. */
  total_capped: Type.Boolean(),
});
export type JobListResult = Static<typeof JobListResultSchema>;

/** `GET /api{job-list path}` (docs/contracts.md#jobs). */
export const JobListResponseSchema = Type.Object({
  jobs: JobListResultSchema,
  seo: SeoSchema,
  languages: Type.Object({ data: Type.Array(LanguageSchema) }),
  countries: Type.Object({ data: Type.Array(CountrySchema) }),
  cities: Type.Object({ data: Type.Array(CitySchema) }),
  remotes: Type.Array(RemoteSchema),
  job: Nullable(JobSchema),
  hasMinisiteService: Type.Boolean(),
  companyIdMinisite: Nullable(Type.Integer()),
});
export type JobListResponse = Static<typeof JobListResponseSchema>;

/**
 * 404 of `GET /api{job-list path}` for an unknown language, location, remote type, skill or minisite: the job-list
 * shape (empty data, seo.robots 'noindex') so the page can still render and be marked noindex
 * (docs/product-rules.md#indexing), plus the error fields; the client resets the filters and goes to /jobs
 * (docs/product-rules.md#path-names-and-canonical-paths).
 */
export const JobListNotFoundSchema = Type.Object({
  ...JobListResponseSchema.properties,
  message: Type.String(),
  toasts: Type.Array(Type.Object({ message: Type.String() })),
});
export type JobListNotFound = Static<typeof JobListNotFoundSchema>;

const IntList = Type.Array(Int(0, 1000), { maxItems: 20 });

/** Query of `GET /api{job-list path}` (docs/contracts.md#jobs). Unknown parameters are ignored. */
export const JobListQuerySchema = Type.Object({
  keywords: Type.Optional(Text(JOB_SEARCH_LIMITS.keywords)),
  experience: Type.Optional(IntList),
  employment_type: Type.Optional(IntList),
  // axios and the original client send lists as `experience[]=1&experience[]=2`: the same lists under their bracket
  // names.
  'experience[]': Type.Optional(IntList),
  'employment_type[]': Type.Optional(IntList),
  latests: Type.Optional(Text(5)),
  job: Type.Optional(Id()),
  autoApply: Type.Optional(Text(5)),
  _mode: Type.Optional(Text(20)),
  _from: Type.Optional(Int(0, 100_000, { default: 0 })),
  _size: Type.Optional(Int(1, 100, { default: JOB_LIST_PAGE_SIZE })),
  _platform: Type.Optional(Text(20)),
  _minisite: Type.Optional(Text(100)),
  // `none`: the answer's reference lists are empty, for a client that holds them (docs/contracts.md#jobs).
  _lists: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('none')])),
  // A minisite's language and location filters (docs/product-rules.md#minisite-filters); other lists ignore them.
  language: Type.Optional(
    Type.Array(Text(MINISITE_FILTER_LIMITS.name), { maxItems: MINISITE_FILTER_LIMITS.languages }),
  ),
  location: Type.Optional(Text(MINISITE_FILTER_LIMITS.name)),
});
export type JobListQuery = Static<typeof JobListQuerySchema>;

/** The page number of the paged job-list paths (`.../page/{page}`). */
export const JobPageParamsSchema = Type.Object({ page: Int(1, 100_000) });

/** One suggestion of `GET /api/keywords?search=`; `slug` builds /jobs-with-{slug}. */
export const KeywordItemSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('skill'), Type.Literal('keyword')]),
});
export type KeywordItem = Static<typeof KeywordItemSchema>;
export const KeywordListSchema = Type.Object({ data: Type.Array(KeywordItemSchema) });
export type KeywordList = Static<typeof KeywordListSchema>;

/** `GET /api/tags?q=`: skill tags for autocomplete. */
export const TagSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type Tag = Static<typeof TagSchema>;
export const TagListSchema = Type.Object({ data: Type.Array(TagSchema) });
export type TagList = Static<typeof TagListSchema>;

const PopularCountSchema = Type.Object({ slug: Type.String(), count: Type.Integer({ minimum: 0 }) });

/**
 * `GET /api/jobs/popular`: how many available jobs each of the home page's popular languages and locations has
 * (POPULAR_LANGUAGES and POPULAR_LOCATIONS of site-links.ts, in their order), counted as the job list counts.
 */
export const PopularCountsSchema = Type.Object({
  languages: Type.Array(PopularCountSchema),
  locations: Type.Array(PopularCountSchema),
});
export type PopularCounts = Static<typeof PopularCountsSchema>;
