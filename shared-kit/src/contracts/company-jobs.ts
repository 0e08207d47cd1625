// A company's jobs, their screening questions and the company dashboard (docs/contracts.md#company-jobs; the rules:
// docs/company-area.md#jobs). Every call is under /api/companies/ with a company token; a job that is not the
// caller's is a 404. Field names are the wire format. No React, no DOM.
// Request schemas use the bounded blocks of bounds.ts (docs/input-validation.md).
import { type Static, Type } from 'typebox';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import { Nullable, OneOf, PageEnvelopeFields } from './common';
import {
  COMPANY_JOB_LIMITS as LIMITS,
  COMPANY_JOB_STATUSES,
  SALARY_PERIODS,
  SCREENING_QUESTION_LIMITS as Q,
} from './company-job-rules';
import { SCREENING_QUESTION_KINDS } from './account-constants';
import { JOB_MODERATION_CATEGORIES } from './job-moderation-rules';
import { JobSchema } from './jobs';

const Level = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)], {
  description: '1 basic (A1-A2), 2 intermediate (B1-B2), 3 advanced (C1-C2), 4 mother tongue',
});

export const CompanyJobStatusSchema = OneOf(COMPANY_JOB_STATUSES);

export const JobModerationCategorySchema = OneOf(JOB_MODERATION_CATEGORIES);

/**
 * Why a job is closed by moderation (docs/product-rules.md#job-moderation): the admin's latest close, which its
 * company reads in its area and in the mail it got.
 */
export const JobModerationSchema = Type.Object({
  category: JobModerationCategorySchema,
  /** The admin's words to the company. */
  reason: Type.String(),
  /** When it was closed (ISO, UTC). */
  at: Type.String(),
});
export type JobModeration = Static<typeof JobModerationSchema>;

const SalaryPeriodSchema = OneOf(SALARY_PERIODS);

/** A salary as the company gives it: amounts in `currency` (ISO 4217) per `period`; min equals max for one amount. */
export const CompanyJobSalarySchema = Type.Object({
  min: Type.Number({ minimum: 1, maximum: LIMITS.salaryMax }),
  max: Type.Number({ minimum: 1, maximum: LIMITS.salaryMax }),
  currency: Type.String({ pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3 }),
  period: SalaryPeriodSchema,
});
export type CompanyJobSalary = Static<typeof CompanyJobSalarySchema>;

/** A language the job asks for, at least at `level`; a mandatory one keeps candidates without it from applying. */
export const CompanyJobLanguageSchema = Type.Object({
  language_id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  level: Level,
  mandatory: Type.Boolean(),
});

/** A job as its company sees and edits it (docs/contracts.md#company-jobs). */
export const CompanyJobSchema = Type.Object({
  id: Type.Integer(),
  /** The path segment of its public page: `/jobs/{url}`. */
  url: Type.String(),
  title: Type.String(),
  /** Sanitised HTML (paragraphs, emphasis, lists, links). */
  description: Type.String(),
  /** BCP 47 tag of the language the title and description are written in. */
  content_lang: Nullable(Type.String()),
  status: CompanyJobStatusSchema,
  city_id: Nullable(Type.Integer()),
  country_id: Nullable(Type.Integer()),
  /** A remote type slug ('remote', 'hybrid', ...). */
  remote_type: Nullable(Type.String()),
  languages: Type.Array(CompanyJobLanguageSchema),
  skills: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() })),
  experience: Nullable(Type.Integer()),
  employment_type: Nullable(Type.Integer()),
  salary: Nullable(CompanyJobSalarySchema),
  apply_url: Nullable(Type.String()),
  /** The last day the job is published, 'YYYY-MM-DD' (UTC). */
  valid_through: Nullable(Type.String()),
  /** When it went live (its latest publication or repost); null for a draft. */
  published_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  applicants: Type.Object({ total: Type.Integer(), new: Type.Integer() }),
  /** Views of its public page, all time. */
  views: Type.Integer(),
  /** How many screening questions it asks. */
  screening_questions: Type.Integer(),
  /** Why it was closed by moderation, while its status is 'moderated'; null otherwise. */
  moderation: Nullable(JobModerationSchema),
});
export type CompanyJob = Static<typeof CompanyJobSchema>;

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The fields of a job: `POST jobs` takes them (title, description, content_lang required), `PATCH` any subset. */
const jobInputFields = {
  title: Text(LIMITS.titleMax, { minLength: LIMITS.titleMin }),
  /** HTML from the editor; the server keeps only safe markup and counts 30-20000 characters of text. */
  description: MultilineText(LIMITS.descriptionHtmlMax),
  content_lang: Type.String({ maxLength: 8, pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$' }),
  city_id: Type.Optional(OrNull(Id())),
  country_id: Type.Optional(OrNull(Id())),
  remote_type: Type.Optional(OrNull(Text(40))),
  languages: Type.Optional(
    Type.Array(Type.Object({ language_id: Id(), level: Int(1, 4), mandatory: Type.Boolean() }), {
      maxItems: LIMITS.languages,
    }),
  ),
  skill_ids: Type.Optional(Type.Array(Id(), { maxItems: LIMITS.skills })),
  experience: Type.Optional(OrNull(Int(0, LIMITS.experienceMax))),
  employment_type: Type.Optional(OrNull(Int(1, 4))),
  salary: Type.Optional(OrNull(CompanyJobSalarySchema)),
  apply_url: Type.Optional(OrNull(Text(LIMITS.applyUrlMax))),
  valid_through: Type.Optional(OrNull(Type.String({ pattern: DATE_PATTERN, maxLength: 10 }))),
};

/** `POST /api/companies/jobs`: a new draft. */
export const JobInputSchema = Type.Object(jobInputFields);
export type JobInput = Static<typeof JobInputSchema>;

/** `PATCH /api/companies/jobs/{id}`: only the fields sent change. */
export const JobPatchSchema = Type.Partial(Type.Object(jobInputFields));
export type JobPatch = Static<typeof JobPatchSchema>;

export const CompanyJobsQuerySchema = Type.Object({
  /** Only jobs in this state; empty or absent: all. */
  status: Type.Optional(Type.Union([CompanyJobStatusSchema, Type.Literal('')])),
  page: Type.Optional(Int(1, 10_000, { default: 1 })),
});
export type CompanyJobsQuery = Static<typeof CompanyJobsQuerySchema>;

/** `GET /api/companies/jobs`: a page of COMPANY_JOBS_PAGE_SIZE jobs, newest first, with a count per state. */
export const CompanyJobsPageSchema = Type.Object({
  jobs: Type.Array(CompanyJobSchema),
  ...PageEnvelopeFields,
  counts: Type.Object({
    draft: Type.Integer(),
    published: Type.Integer(),
    paused: Type.Integer(),
    closed: Type.Integer(),
    expired: Type.Integer(),
    moderated: Type.Integer(),
  }),
});
export type CompanyJobsPage = Static<typeof CompanyJobsPageSchema>;

export const CompanyJobResponseSchema = Type.Object({ job: CompanyJobSchema });
export type CompanyJobResponse = Static<typeof CompanyJobResponseSchema>;

export const CompanyBalancesSchema = Type.Object({ job: Type.Integer(), cv: Type.Integer() });
export type CompanyBalances = Static<typeof CompanyBalancesSchema>;

/** `POST /api/companies/jobs/{id}/publish`: validThrough defaults to 60 days from today, at most 180. */
export const PublishJobSchema = Type.Object({
  valid_through: Type.Optional(Nullable(Type.String({ pattern: DATE_PATTERN, maxLength: 10 }))),
});
export type PublishJob = Static<typeof PublishJobSchema>;

export const PublishJobResponseSchema = Type.Object({ job: CompanyJobSchema, balances: CompanyBalancesSchema });
export type PublishJobResponse = Static<typeof PublishJobResponseSchema>;

/** `GET /api/companies/jobs/{id}/preview`: the job exactly as `GET /api/job` answers it, in any state. */
export const CompanyJobPreviewSchema = Type.Object({ job: JobSchema });
export type CompanyJobPreview = Static<typeof CompanyJobPreviewSchema>;

const QuestionKindSchema = OneOf(SCREENING_QUESTION_KINDS);
const QuestionModeSchema = Nullable(Type.Union([Type.Literal('knockout'), Type.Literal('preferred')]));

/** A screening question as the company sees it: with the preferred answer, which candidates never see. */
export const CompanyScreeningQuestionSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  kind: QuestionKindSchema,
  /** The choices of a single_choice question; null for the other kinds (yes_no answers 'Yes' or 'No'). */
  options: Nullable(Type.Array(Type.String())),
  mode: QuestionModeSchema,
  knockout_answer: Nullable(Type.String()),
  preferred_answer: Nullable(Type.String()),
  position: Type.Integer(),
});
export type CompanyScreeningQuestion = Static<typeof CompanyScreeningQuestionSchema>;

export const CompanyScreeningQuestionsSchema = Type.Object({ questions: Type.Array(CompanyScreeningQuestionSchema) });
export type CompanyScreeningQuestions = Static<typeof CompanyScreeningQuestionsSchema>;

/**
 * `PUT /api/companies/jobs/{id}/screening-questions`: the whole list, in order. A question with the `id` of one the
 * job asks keeps it (or, once answered and its wording changed, archives it and asks the new one); a question left
 * out is deleted, or archived when candidates answered it.
 */
export const PutScreeningQuestionsSchema = Type.Object({
  questions: Type.Array(
    Type.Object({
      id: Type.Optional(Nullable(Id())),
      question: Text(Q.questionMax, { minLength: Q.questionMin }),
      kind: QuestionKindSchema,
      options: Type.Optional(Nullable(Type.Array(Text(Q.optionMax, { minLength: 1 }), { maxItems: Q.optionsMax }))),
      mode: Type.Optional(QuestionModeSchema),
      knockout_answer: Type.Optional(Nullable(Text(Q.optionMax))),
      preferred_answer: Type.Optional(Nullable(Text(Math.max(Q.optionMax, Q.preferredTextMax)))),
    }),
    { maxItems: Q.questions },
  ),
});
export type PutScreeningQuestions = Static<typeof PutScreeningQuestionsSchema>;

/** `GET /api/companies/dashboard`. */
export const CompanyDashboardSchema = Type.Object({
  /** Published jobs (not expired). */
  activeJobs: Type.Integer(),
  /** Applicants at the 'new' stage, not withdrawn. */
  newApplicants: Type.Integer(),
  /** Views of the company's job pages in the last 30 days, today included. */
  views30d: Type.Integer(),
  balances: CompanyBalancesSchema,
  /** Published jobs whose validThrough is within EXPIRING_JOB_DAYS, soonest first. */
  expiringJobs: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), valid_through: Type.String() })),
  /** The latest applications to its jobs. */
  recentApplicants: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      job_id: Type.Integer(),
      job_title: Type.String(),
      stage: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export type CompanyDashboard = Static<typeof CompanyDashboardSchema>;
