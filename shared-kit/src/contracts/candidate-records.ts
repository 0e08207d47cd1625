// A candidate's languages, skills, work experience and education (docs/contracts.md#candidate-records): the
// requests and answers of the calls under /api/candidates that add, change and remove them. The field names are
// SPEC's wire format (puesto, empresa, f_inicio, titulo, centro_estudios, tipo_formacion...).
import { type Static, Type } from 'typebox';
import { TasksSchema } from './auth';
import { Id, Int, MultilineText, Text } from './bounds';
import { CANDIDATE_RECORD_LIMITS as L, LANGUAGE_LEVELS } from './limits';
import { Nullable } from './common';

/**
 * A calendar date `YYYY-MM-DD` between 1900 and 2099 (a real day: AJV's `date` format refuses 2023-02-30). The
 * screens send the first of the month when they ask only for a month.
 */
const DateText = (description: string) =>
  Type.String({ maxLength: 10, pattern: '^(19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}$', format: 'date', description });

/** A language or a skill named by its id or its slug (the reference lists on the wire carry slugs). */
const IdOrSlug = (description: string) => Type.Union([Id(), Text(100, { minLength: 1 })], { description });

// Languages --------------------------------------------------------------------------------------------------------

/** A candidate language (docs/product-rules.md#candidate-records): level 4 = mother tongue. */
export const CandidateLanguageSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  level: Type.Integer({ minimum: LANGUAGE_LEVELS.min, maximum: LANGUAGE_LEVELS.max }),
});

/** `GET /api/candidates/languages`; also what every change of a language answers, with the tasks. */
export const CandidateLanguagesResponseSchema = Type.Object({ languages: Type.Array(CandidateLanguageSchema) });

export const CandidateLanguageChangeResponseSchema = Type.Object({
  languages: Type.Array(CandidateLanguageSchema),
  tasks: TasksSchema,
});

/** `POST /api/candidates/languages {language, level}`: level 1 basic (A1-A2) ... 4 mother tongue. */
export const AddCandidateLanguageRequestSchema = Type.Object({
  language: IdOrSlug('the language: its id or slug'),
  level: Int(LANGUAGE_LEVELS.min, LANGUAGE_LEVELS.max, {
    description: '1 basic A1-A2, 2 intermediate B1-B2, 3 advanced C1-C2, 4 mother tongue',
  }),
});

/**
 * `PATCH /api/candidates/languages/{language} {language, level}`: `{language}` in the path is the one the
 * candidate has; `language` in the body, when it names another, replaces it.
 */
export const UpdateCandidateLanguageRequestSchema = Type.Object({
  language: Type.Optional(IdOrSlug('the new language, when it changes: its id or slug')),
  level: Int(LANGUAGE_LEVELS.min, LANGUAGE_LEVELS.max),
});

/** `{language}` of PATCH and DELETE: the language's id or slug. */
export const CandidateLanguageParamsSchema = Type.Object({ language: Text(100, { minLength: 1 }) });

// Skills -----------------------------------------------------------------------------------------------------------

/** A skill tag of the candidate: one of `GET /api/tags`, or the candidate's own (docs/product-rules.md#candidate-records). */
export const CandidateSkillSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

/**
 * `POST /api/candidates/skills {tag}`: a tag of `GET /api/tags`, by id or slug (or its name, in any case, with or
 * without accents); any other name (skill-tags.ts: 2-50 letters, digits, spaces and `+#./&-`) is the candidate's
 * own tag, created on its first use.
 */
export const AddCandidateSkillRequestSchema = Type.Object({
  tag: IdOrSlug('the tag: its id, slug or name; a name the board does not list becomes an own tag'),
});

/** `{skill}` of `DELETE /api/candidates/skills/{skill}`: the tag's id or slug. */
export const CandidateSkillParamsSchema = Type.Object({ skill: Text(100, { minLength: 1 }) });

/** What adding and removing a skill answer: the candidate's tags, the tasks and the notice to show. */
export const CandidateSkillsResponseSchema = Type.Object({
  message: Type.String(),
  tags: Type.Array(CandidateSkillSchema),
  tasks: TasksSchema,
});

// Experience -------------------------------------------------------------------------------------------------------

export const ExperienceSchema = Type.Object({
  id: Type.Integer(),
  puesto: Type.String(),
  empresa: Type.String(),
  f_inicio: Type.String(),
  /** null: the current job. */
  f_final: Nullable(Type.String()),
  descripcion: Nullable(Type.String()),
  fk_pais_id: Nullable(Type.Integer()),
  lugar: Nullable(Type.String()),
  /** The one entry the candidate put first (`PATCH .../{id}/highlight`). */
  highlighted: Type.Boolean(),
});

const experienceFields = {
  puesto: Text(L.title, { minLength: 1, description: 'job title' }),
  empresa: Text(L.place, { minLength: 1, description: 'company' }),
  f_inicio: DateText('start date'),
  f_final: Nullable(DateText('end date, on or after f_inicio; null for the current job')),
  descripcion: Nullable(MultilineText(L.description)),
  fk_pais_id: Nullable(Id({ description: 'country id' })),
  lugar: Nullable(Text(L.city, { description: 'city or place' })),
};

/** `POST /api/candidates/experience`: puesto, empresa and f_inicio are required. */
export const CreateExperienceRequestSchema = Type.Object({
  puesto: experienceFields.puesto,
  empresa: experienceFields.empresa,
  f_inicio: experienceFields.f_inicio,
  f_final: Type.Optional(experienceFields.f_final),
  descripcion: Type.Optional(experienceFields.descripcion),
  fk_pais_id: Type.Optional(experienceFields.fk_pais_id),
  lugar: Type.Optional(experienceFields.lugar),
});

/** `PATCH /api/candidates/experience/{id}`: the fields sent replace the stored ones; the others stay. */
export const UpdateExperienceRequestSchema = Type.Partial(CreateExperienceRequestSchema);

/** What every experience call answers: the whole list (highlighted first, then the newest); tasks; a notice. */
export const ExperienceListResponseSchema = Type.Object({
  message: Type.Optional(Type.String()),
  experience: Type.Array(ExperienceSchema),
  tasks: TasksSchema,
});

// Education --------------------------------------------------------------------------------------------------------

/** `tipo_formacion`: the kind of education; the screens name each in the interface language. */
export const EducationSchema = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  centro_estudios: Type.String(),
  f_inicio: Type.String(),
  /** null: still studying. */
  f_final: Nullable(Type.String()),
  descripcion: Nullable(Type.String()),
  tipo_formacion: Nullable(Type.Integer()),
  highlighted: Type.Boolean(),
});

/** `POST /api/candidates/education`: titulo, centro_estudios and f_inicio are required. */
export const CreateEducationRequestSchema = Type.Object({
  titulo: Text(L.title, { minLength: 1, description: 'degree or title' }),
  centro_estudios: Text(L.place, { minLength: 1, description: 'school, university or academy' }),
  f_inicio: DateText('start date'),
  f_final: Type.Optional(Nullable(DateText('end date, on or after f_inicio; null while studying'))),
  descripcion: Type.Optional(Nullable(MultilineText(L.description))),
  tipo_formacion: Type.Optional(Nullable(Int(1, 6, { description: 'EDUCATION_TYPES' }))),
});

/** `PATCH /api/candidates/education/{id}`: the fields sent replace the stored ones. */
export const UpdateEducationRequestSchema = Type.Partial(CreateEducationRequestSchema);

export const EducationListResponseSchema = Type.Object({
  message: Type.Optional(Type.String()),
  education: Type.Array(EducationSchema),
  tasks: TasksSchema,
});

export type AddCandidateLanguageRequest = Static<typeof AddCandidateLanguageRequestSchema>;
export type UpdateCandidateLanguageRequest = Static<typeof UpdateCandidateLanguageRequestSchema>;
export type CandidateLanguageChangeResponse = Static<typeof CandidateLanguageChangeResponseSchema>;
export type CandidateSkill = Static<typeof CandidateSkillSchema>;
export type CandidateSkillsResponse = Static<typeof CandidateSkillsResponseSchema>;
export type Experience = Static<typeof ExperienceSchema>;
export type CreateExperienceRequest = Static<typeof CreateExperienceRequestSchema>;
export type UpdateExperienceRequest = Static<typeof UpdateExperienceRequestSchema>;
export type ExperienceListResponse = Static<typeof ExperienceListResponseSchema>;
export type Education = Static<typeof EducationSchema>;
export type CreateEducationRequest = Static<typeof CreateEducationRequestSchema>;
export type UpdateEducationRequest = Static<typeof UpdateEducationRequestSchema>;
export type EducationListResponse = Static<typeof EducationListResponseSchema>;
