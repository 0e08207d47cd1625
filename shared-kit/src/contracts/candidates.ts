// The candidate's own data (docs/contracts.md#candidates), shared by the api and mfe-candidate.
import { type Static, Type } from 'typebox';
import { CandidateLanguageSchema, CandidateSkillSchema, EducationSchema, ExperienceSchema } from './candidate-records';
import { PhoneSchema, TasksSchema, UserIdentitySchema } from './auth';
import { Nullable } from './common';

/**
 * The candidate profile (docs/contracts.md#candidates; the fields the foundation stores; lists not yet stored are
 * empty).
 */
export const CandidateProfileSchema = Type.Object({
  work_internship: Nullable(Type.Boolean()),
  work_permit: Nullable(Type.Boolean()),
  relocate: Nullable(Type.Boolean()),
  working_status: Nullable(Type.Integer()),
  salary_from: Nullable(Type.Integer()),
  salary_to: Nullable(Type.Integer()),
  salary_negotiate: Type.Boolean(),
  salary: Nullable(Type.String()),
  presentation_letter: Nullable(Type.String()),
  presentation_letter_html: Nullable(Type.String()),
  headline: Nullable(Type.String()),
  path_foto: Nullable(Type.String()),
  full_path_foto: Nullable(Type.String()),
  static_path_photo_64: Nullable(Type.String()),
  static_path_photo_128: Nullable(Type.String()),
  destination: Type.Array(Type.Integer()),
  accepted_at: Nullable(Type.String()),
  cvsearch: Type.Boolean(),
  email_matchings: Type.Boolean(),
  email_notifications: Type.Boolean(),
  email_applications: Type.Boolean(),
  email_newsletters: Type.Boolean(),
  whatsapp_notifications: Type.Boolean(),
  email_challenge_task: Type.Boolean(),
  hasJoinedChallenge: Type.Boolean(),
  f_nace: Nullable(Type.String()),
  age: Nullable(Type.Integer()),
  rrss: Type.Array(Type.Object({ rrss_id: Type.Integer(), value: Type.String() })),
  virtual_events: Type.Array(Type.Object({ fk_virtual_event_id: Type.Integer() })),
  languages: Type.Array(CandidateLanguageSchema),
  categories: Type.Array(Type.Integer()),
  tags: Type.Array(CandidateSkillSchema),
  cvs: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), default: Type.Integer() })),
  experience: Type.Array(ExperienceSchema),
  education: Type.Array(EducationSchema),
  answers: Type.Array(Type.Object({ question_id: Type.Integer(), answer: Type.String() })),
  hasAlmostOneMatchingsOffer: Type.Boolean(),
});

/**
 * `GET /api/candidates/profile`, and the answer of every profile change (docs/contracts.md#candidates): `signal` is
 * when the candidate last said they are still looking (ISO time, or null), `tasks` the profile tasks computed now.
 */
export const CandidateProfileResponseSchema = Type.Object({
  user: Type.Object({
    ...UserIdentitySchema.properties,
    fk_city_id: Nullable(Type.Integer()),
    phone: Nullable(PhoneSchema),
    candidate: CandidateProfileSchema,
  }),
  signal: Nullable(Type.String()),
  tasks: TasksSchema,
});
export type CandidateLanguage = Static<typeof CandidateLanguageSchema>;
export type CandidateProfile = Static<typeof CandidateProfileSchema>;
export type CandidateProfileResponse = Static<typeof CandidateProfileResponseSchema>;
