// A company's applicants (docs/contracts.md#company-applicants; the rules: docs/company-area.md#applicants): the
// list with counts by stage, one applicant with the candidate's profile and answers, changing stage, note and rating
// one at a time or in bulk, and the rejection message that goes to the candidate.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { ApplicationHistoryEntrySchema, SentCvSchema } from './applications';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import { APPLICANTS_LIMITS } from './limits';
import { Nullable, OneOf, PageEnvelopeFields } from './common';
import { APPLICANT_STAGES, type ApplicantStage } from './account-constants';
import { ApplicationStatusSchema, MissingLanguageSchema, ScreeningQuestionSchema } from './jobs';

export const ApplicantStageSchema = OneOf(APPLICANT_STAGES);

/** A language of the candidate, on the candidates' scale (1 basic ... 4 mother tongue). */
export const ApplicantLanguageSchema = Type.Object({ slug: Type.String(), name: Type.String(), level: Type.Integer() });
export type ApplicantLanguage = Static<typeof ApplicantLanguageSchema>;

/** The candidate as the list shows them: who, where, which languages. */
export const ApplicantCandidateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  headline: Nullable(Type.String()),
  photo: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  languages: Type.Array(ApplicantLanguageSchema),
});

/** One applicant of the list: `status` is what the candidate sees, `stage` the company's own. */
export const ApplicantSchema = Type.Object({
  id: Type.Integer(),
  job: Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String() }),
  stage: ApplicantStageSchema,
  status: ApplicationStatusSchema,
  /** A knockout answer pre-marked the applicant as rejected (the candidate was told when applying). */
  knocked_out: Type.Boolean(),
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  created_at: Type.String(),
  candidate: ApplicantCandidateSchema,
  /** The job's mandatory languages the candidate does not speak at the level asked. */
  missingLanguages: Type.Array(MissingLanguageSchema),
  /** How many answers were a question's knockout answer. */
  knockoutAnswers: Type.Integer(),
  /** How many languages the job requires (mandatory): with `missingLanguages` empty, all of them are met. */
  requiredLanguages: Type.Integer(),
  /** Nobody at the company has opened it yet (docs/company-area.md#applicants). */
  unread: Type.Boolean(),
});
export type Applicant = Static<typeof ApplicantSchema>;

/** An answer with its question; `preferred` is null when the question has no preferred answer. */
export const ApplicantAnswerSchema = Type.Object({
  question: Type.String(),
  kind: ScreeningQuestionSchema.properties.kind,
  answer: Type.String(),
  knockout: Type.Boolean(),
  preferred: Nullable(Type.Boolean()),
});
export type ApplicantAnswer = Static<typeof ApplicantAnswerSchema>;

/** A CV of the candidate; its file: `GET /api/companies/candidates/{candidateId}/cvs/{id}`. */
export const CompanyCandidateCvSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  default: Type.Boolean(),
});
export type CompanyCandidateCv = Static<typeof CompanyCandidateCvSchema>;

/** An experience entry: dates 'YYYY-MM-DD', `to` null while it goes on. */
export const ApplicantExperienceSchema = Type.Object({
  title: Type.String(),
  company: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  description: Nullable(Type.String()),
});
export const ApplicantEducationSchema = Type.Object({
  title: Type.String(),
  school: Type.String(),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
});

/** The rejection message: editable until `sent_at`; null when none was written (a knockout, or never rejected). */
export const RejectionMessageSchema = Type.Object({
  send_at: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  sent_at: Nullable(Type.String()),
});
export type RejectionMessage = Static<typeof RejectionMessageSchema>;

/** One applicant with everything the company may see: the note and rating are the company's only. */
export const ApplicantDetailSchema = Type.Object({
  ...ApplicantSchema.properties,
  note: Nullable(Type.String()),
  answers: Type.Array(ApplicantAnswerSchema),
  /** The statuses the candidate was shown, oldest first. */
  history: Type.Array(ApplicationHistoryEntrySchema),
  /**
   * The CV sent with this application; its file: `GET /api/companies/applicants/{id}/cv` (404 once the candidate
   * deleted it, when `id` is null). Null for an application made before the CV was recorded.
   */
  cv: Nullable(SentCvSchema),
  candidate: Type.Object({
    ...ApplicantCandidateSchema.properties,
    email: Type.String(),
    phone: Nullable(Type.String()),
    linkedin: Nullable(Type.String()),
    website: Nullable(Type.String()),
    experience: Type.Array(ApplicantExperienceSchema),
    education: Type.Array(ApplicantEducationSchema),
    skills: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })),
    presentation_letter_html: Nullable(Type.String()),
    cvs: Type.Array(CompanyCandidateCvSchema),
  }),
  rejection: Nullable(RejectionMessageSchema),
});
export type ApplicantDetail = Static<typeof ApplicantDetailSchema>;

/** Query of `GET /api/companies/applicants`: one job or all, one stage or all, a search in name and headline. */
export const ApplicantsQuerySchema = Type.Object({
  job: Type.Optional(Id()),
  status: Type.Optional(Type.Union([ApplicantStageSchema, Type.Literal('')])),
  q: Type.Optional(Text(APPLICANTS_LIMITS.search)),
  page: Type.Optional(Int(1, 10_000, { default: 1 })),
});
export type ApplicantsQuery = Static<typeof ApplicantsQuerySchema>;

/** Applicants by stage, for the same job and search as the list (whatever `status` says). */
export const ApplicantStageCountsSchema = Type.Object(
  Object.fromEntries(APPLICANT_STAGES.map((stage) => [stage, Type.Integer()])) as Record<
    ApplicantStage,
    ReturnType<typeof Type.Integer>
  >,
);
export type ApplicantStageCounts = Static<typeof ApplicantStageCountsSchema>;

export const ApplicantsPageSchema = Type.Object({
  applicants: Type.Array(ApplicantSchema),
  ...PageEnvelopeFields,
  counts: ApplicantStageCountsSchema,
});
export type ApplicantsPage = Static<typeof ApplicantsPageSchema>;

/** The rejection message as the company writes it. */
export const RejectionTextSchema = Type.Object({
  subject: Text(200, { minLength: 1 }),
  body: MultilineText(5000, { minLength: 1 }),
});
export type RejectionText = Static<typeof RejectionTextSchema>;

/**
 * Body of `PATCH /api/companies/applicants/{id}`: any of them. `rejection` replaces the default message (with
 * stage 'rejected', or later while the message is unsent).
 */
export const UpdateApplicantRequestSchema = Type.Object({
  stage: Type.Optional(ApplicantStageSchema),
  note: Type.Optional(OrNull(MultilineText(5000))),
  rating: Type.Optional(OrNull(Int(1, 5))),
  rejection: Type.Optional(RejectionTextSchema),
});
export type UpdateApplicantRequest = Static<typeof UpdateApplicantRequestSchema>;

export const ApplicantResponseSchema = Type.Object({ applicant: ApplicantDetailSchema });
export type ApplicantResponse = Static<typeof ApplicantResponseSchema>;

/** Body of `POST /api/companies/applicants/bulk`: move to a stage, or reject (with an optional message). */
export const BulkApplicantsRequestSchema = Type.Object({
  ids: Type.Array(Id(), { minItems: 1, maxItems: 100 }),
  action: Type.Union([Type.Literal('move'), Type.Literal('reject')]),
  stage: Type.Optional(ApplicantStageSchema),
  message: Type.Optional(RejectionTextSchema),
});
export type BulkApplicantsRequest = Static<typeof BulkApplicantsRequestSchema>;

export const BulkApplicantsResponseSchema = Type.Object({ updated: Type.Integer() });
export type BulkApplicantsResponse = Static<typeof BulkApplicantsResponseSchema>;
