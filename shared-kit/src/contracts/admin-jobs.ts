// The admin's job moderation (docs/contracts.md#job-moderation; the rules: docs/product-rules.md#job-moderation):
// searching any job of the board and closing or reopening it with a reason. Every call is under /api/admin/ with an
// admin token. Field names are the wire format. No React, no DOM.
import { type Static, Type } from 'typebox';
import { Int, MultilineText, Text } from './bounds';
import { ADMIN_JOBS_LIMITS } from './limits';
import { Nullable } from './common';
import { CompanyJobStatusSchema, JobModerationCategorySchema, JobModerationSchema } from './company-jobs';
import { ADMIN_JOBS_MAX_PAGE, JOB_MODERATION_REASON_MAX } from './job-moderation-rules';

/** JOB_MODERATION_ACTIONS (job-moderation-rules.ts). */
const JobModerationActionSchema = Type.Union([Type.Literal('close'), Type.Literal('reopen')]);

/**
 * `GET /api/admin/jobs?q=&company=&state=&page=`. `q`: a job's id (`123` or `#123`), its address (`/jobs/<url>`, a
 * full link or the url alone) or words of its title; `company`: a company's id or words of its name or slug.
 */
export const AdminJobsQuerySchema = Type.Object({
  q: Type.Optional(Text(ADMIN_JOBS_LIMITS.search)),
  company: Type.Optional(Text(ADMIN_JOBS_LIMITS.company)),
  /** Only jobs in this state (the company's states and 'moderated'); empty or absent: all. */
  state: Type.Optional(Type.Union([CompanyJobStatusSchema, Type.Literal('')])),
  page: Type.Optional(Int(1, ADMIN_JOBS_MAX_PAGE)),
});
export type AdminJobsQuery = Static<typeof AdminJobsQuerySchema>;

/** One job as the admin's search lists it. */
export const AdminJobSummarySchema = Type.Object({
  id: Type.Integer(),
  /** The path segment of its public page: `/jobs/{url}`. */
  url: Type.String(),
  title: Type.String(),
  /** BCP 47 tag of the language the title and description are written in. */
  content_lang: Nullable(Type.String()),
  company: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  status: CompanyJobStatusSchema,
  created_at: Type.String(),
  /** Its latest publication; null for a job never published. */
  published_at: Nullable(Type.String()),
  /** The last day it runs, 'YYYY-MM-DD' (UTC); null without an end date. */
  valid_through: Nullable(Type.String()),
  /** The latest close while it is closed by moderation; null otherwise. */
  moderation: Nullable(JobModerationSchema),
});
export type AdminJobSummary = Static<typeof AdminJobSummarySchema>;

/** A page of ADMIN_JOBS_PAGE_SIZE jobs, newest first; `total` counts at most ADMIN_JOBS_COUNT_CAP (`capped` then). */
export const AdminJobListSchema = Type.Object({
  jobs: Type.Array(AdminJobSummarySchema),
  total: Type.Integer(),
  capped: Type.Boolean(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type AdminJobList = Static<typeof AdminJobListSchema>;

/** One recorded moderation action, as the audit keeps it. */
export const JobModerationRecordSchema = Type.Object({
  id: Type.Integer(),
  action: JobModerationActionSchema,
  /** A close's category; null for a reopen. */
  category: Nullable(JobModerationCategorySchema),
  /** A close's reason, a reopen's note (null when none was given). */
  reason: Nullable(Type.String()),
  /** Who did it; null once that admin's account is deleted. */
  admin: Nullable(Type.Object({ id: Type.Integer(), email: Type.String() })),
  created_at: Type.String(),
});
export type JobModerationRecord = Static<typeof JobModerationRecordSchema>;

/** `GET /api/admin/jobs/{id}`: the job with its text and every moderation action, newest first. */
export const AdminJobSchema = Type.Object({
  ...AdminJobSummarySchema.properties,
  /** The plain text its public page shows. */
  description: Type.String(),
  apply_url: Nullable(Type.String()),
  /** Applications to it, withdrawn ones included. */
  applicants: Type.Integer(),
  history: Type.Array(JobModerationRecordSchema),
});
export type AdminJob = Static<typeof AdminJobSchema>;
export const AdminJobResponseSchema = Type.Object({ job: AdminJobSchema });
export type AdminJobResponse = Static<typeof AdminJobResponseSchema>;

/**
 * `POST /api/admin/jobs/{id}/moderation`. A close needs `category` and `reason` (a 422 names each missing one); a
 * reopen takes an optional `reason` (a note for the record) and no category.
 */
export const JobModerationInputSchema = Type.Object({
  action: JobModerationActionSchema,
  category: Type.Optional(JobModerationCategorySchema),
  reason: Type.Optional(MultilineText(JOB_MODERATION_REASON_MAX)),
});
export type JobModerationInput = Static<typeof JobModerationInputSchema>;
