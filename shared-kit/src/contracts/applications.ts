// A candidate's applications (docs/contracts.md#applications): applying with the answers to a job's screening
// questions, the list of My jobs and withdrawing.
// Field names are the wire format (docs/contracts.md): keep them as they are.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, Int, MultilineText } from './bounds';
import { Nullable, PageEnvelopeFields } from './common';
import { APPLICATIONS_PAGE_SIZE } from './account-constants';
import { ApplicationStatusSchema as StatusSchema, JobSchema } from './jobs';

/** One change of status, oldest first in `history`. */
export const ApplicationHistoryEntrySchema = Type.Object({ status: StatusSchema, created_at: Type.String() });
export type ApplicationHistoryEntry = Static<typeof ApplicationHistoryEntrySchema>;

/** A stored answer with the question it answers (the question's text as it is now). */
export const ApplicationAnswerSchema = Type.Object({
  question_id: Type.Integer(),
  question: Type.String(),
  answer: Type.String(),
});
export type ApplicationAnswer = Static<typeof ApplicationAnswerSchema>;

/**
 * The CV sent with an application (docs/product-rules.md#applying): its name as it was when sent, and its id while
 * the candidate keeps it (null once they deleted it: the file is gone). The whole is null for an application made
 * before the CV was recorded.
 */
export const SentCvSchema = Type.Object({ id: Nullable(Type.Integer()), name: Type.String() });
export type SentCv = Static<typeof SentCvSchema>;

/**
 * An application as its candidate sees it: only the statuses of APPLICATION_STATUSES, never a company's note or
 * internal stage. `job` is the job card of the favourites list (with the candidate's `extra`).
 */
export const ApplicationSchema = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  status: StatusSchema,
  /** A knockout answer ended it (status not_selected); the candidate was told before submitting. */
  knocked_out: Type.Boolean(),
  created_at: Type.String(),
  updated_at: Type.String(),
  answers: Type.Array(ApplicationAnswerSchema),
  history: Type.Array(ApplicationHistoryEntrySchema),
  cv: Nullable(SentCvSchema),
  job: JobSchema,
});
export type Application = Static<typeof ApplicationSchema>;

/**
 * Body of `POST /api/candidates/applications`: the job and the answers by question id. The api checks each answer
 * against its question (docs/product-rules.md#applying); a short text answer is at most SCREENING_ANSWER_MAX_LENGTH.
 */
export const ApplyRequestSchema = Type.Object({
  offer_id: Id(),
  /** One of the candidate's CVs (their default one when left out). */
  cv_id: Type.Optional(Id()),
  answers: Type.Optional(
    Type.Record(Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), MultilineText(2000), { maxProperties: 50 }),
  ),
});
export type ApplyRequest = Static<typeof ApplyRequestSchema>;

/** `POST /api/candidates/applications` and `.../{id}/withdraw`: the notice to show and the application. */
export const ApplicationResponseSchema = Type.Object({ message: Type.String(), application: ApplicationSchema });
export type ApplicationResponse = Static<typeof ApplicationResponseSchema>;

/** A job with an external apply link: no application here, the candidate goes to `redirect`. */
export const ApplyRedirectSchema = Type.Object({ redirect: Type.String() });
export type ApplyRedirect = Static<typeof ApplyRedirectSchema>;

export const ApplyResponseSchema = Type.Union([ApplicationResponseSchema, ApplyRedirectSchema]);
export type ApplyResponse = Static<typeof ApplyResponseSchema>;

/** Query of `GET /api/candidates/applications`. */
export const ApplicationsQuerySchema = Type.Object({
  page: Type.Optional(Int(1, 10_000, { default: 1 })),
  rows: Type.Optional(Int(1, 50, { default: APPLICATIONS_PAGE_SIZE })),
  /** Only applications with this status; empty or absent: all. */
  status: Type.Optional(Type.Union([StatusSchema, Type.Literal('')])),
});
export type ApplicationsQuery = Static<typeof ApplicationsQuerySchema>;

/** `GET /api/candidates/applications`: a page of applications, newest first. */
export const ApplicationsPageSchema = Type.Object({
  applications: Type.Array(ApplicationSchema),
  ...PageEnvelopeFields,
});
export type ApplicationsPage = Static<typeof ApplicationsPageSchema>;
