// What reading a CV proposes for the profile, and the candidate's decisions on it (docs/contracts.md#cv-extraction).
// `POST /api/candidates/mycv/fromVue?extract=1` answers `proposals`; the api keeps them with the CV until each is
// accepted or rejected: `GET /api/candidates/mycv/proposals` answers the undecided ones, and
// `POST /api/candidates/mycv/{id}/proposals` accepts, rejects or reopens any number of them in one transaction.
import { type Static, type TSchema, Type } from 'typebox';
import { PhoneSchema } from './auth';
import { Id } from './bounds';
import { PhoneFieldsRequestSchema } from './candidate-profile';
import {
  AddCandidateSkillRequestSchema,
  CandidateLanguageSchema,
  CandidateSkillSchema,
  CreateEducationRequestSchema,
  CreateExperienceRequestSchema,
  EducationSchema,
  ExperienceSchema,
  UpdateCandidateLanguageRequestSchema,
} from './candidate-records';
import { CandidateProfileResponseSchema } from './candidates';
import { Nullable } from './common';
import { PROFILE_LIMITS } from './account-constants';
import { Text } from './bounds';

/** The profile fields a CV can propose, in the order of the review (who, how to reach, where, then the career). */
export const CV_PROPOSAL_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'languages',
  'experience',
  'education',
  'skills',
] as const;
export type CvProposalField = (typeof CV_PROPOSAL_FIELDS)[number];

/**
 * The most proposals one CV keeps of each list (docs/product-rules.md#cv-extraction): what a profile can hold at
 * most, so a CV that lists more cannot fill the table. The single fields keep one.
 */
export const CV_PROPOSAL_LIMITS: Readonly<Record<CvProposalField, number>> = {
  name: 1,
  email: 1,
  phone: 1,
  location: 1,
  languages: 20,
  experience: 30,
  education: 30,
  skills: 50,
};
/** The most ids one decisions call names: every proposal of one CV. */
export const CV_PROPOSALS_MAX = Object.values(CV_PROPOSAL_LIMITS).reduce((sum, n) => sum + n, 0);

/** A date read from a CV: `YYYY-MM-01` (CVs give months or years), or null. */
const MonthDate = Nullable(Type.String({ format: 'date' }));

/** A language the board knows, read with a level on SPEC's scale (4 = mother tongue). */
export const LanguageProposalSchema = Type.Object({
  language: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  level: Type.Integer({ minimum: 1, maximum: 4 }),
});

export const ExperienceProposalSchema = Type.Object({
  puesto: Type.String(),
  empresa: Nullable(Type.String()),
  f_inicio: MonthDate,
  f_final: MonthDate,
});

export const EducationProposalSchema = Type.Object({
  titulo: Type.String(),
  centro_estudios: Nullable(Type.String()),
  f_inicio: MonthDate,
  f_final: MonthDate,
});

const NameSchema = Type.Object({ nombre: Type.String(), apellidos: Type.String() });

/**
 * One proposal: its id (what a decision names), its field and place among that field's proposals (what a refusal
 * names: `experience.2.f_inicio`), what the CV says, what the profile holds for it now (the whole field, or the
 * list's matching item, null when none), and whether the profile holds it already (`same`: nothing to decide).
 */
const proposalBase = <F extends CvProposalField, P extends TSchema, C extends TSchema>(
  field: F,
  proposed: P,
  current: C,
) => ({
  id: Type.Integer(),
  field: Type.Literal(field),
  position: Type.Integer({ minimum: 0 }),
  proposed,
  current,
  same: Type.Boolean(),
});
const Proposal = <F extends CvProposalField, P extends TSchema, C extends TSchema>(field: F, proposed: P, current: C) =>
  Type.Object(proposalBase(field, proposed, current));

export const CvProposalSchema = Type.Union([
  Proposal('name', NameSchema, Type.Object({ nombre: Nullable(Type.String()), apellidos: Nullable(Type.String()) })),
  /** Shown, never accepted here: changing the email needs the password (account settings). */
  Proposal('email', Type.String(), Type.String()),
  /** E.164 (`+4917...`). */
  Proposal('phone', Type.String(), Nullable(PhoneSchema)),
  /** `poblacion`: the place as written ("Berlin, Deutschland"). */
  Proposal('location', Type.String(), Nullable(Type.String())),
  Proposal('languages', LanguageProposalSchema, Nullable(CandidateLanguageSchema)),
  Proposal('experience', ExperienceProposalSchema, Nullable(ExperienceSchema)),
  Proposal('education', EducationProposalSchema, Nullable(EducationSchema)),
  /**
   * A skill under the board's name, or (`new`) an item of the CV's skills section the board does not list: accepting
   * it creates the candidate's own tag (docs/product-rules.md#candidate-records).
   */
  Type.Object({
    ...proposalBase('skills', Type.String(), Nullable(CandidateSkillSchema)),
    new: Type.Boolean(),
  }),
]);

/** `proposals` of an upload with `?extract=1`: everything this CV proposes, in the order of the review. */
export const CvProposalsSchema = Type.Object({
  cv_id: Type.Integer(),
  /** False for an empty, encrypted or scanned (image-only) file: it is stored, and nothing is proposed. */
  text_found: Type.Boolean(),
  /** When no text was found: says so, in the caller's language; otherwise null. */
  message: Nullable(Type.String()),
  items: Type.Array(CvProposalSchema),
});

/**
 * `GET /api/candidates/mycv/proposals`: per CV (the newest first), the proposals still to decide. A proposal the
 * profile already holds is left out, and so is a CV with none left.
 */
export const PendingCvProposalsResponseSchema = Type.Object({
  cvs: Type.Array(Type.Object({ cv_id: Type.Integer(), name: Type.String(), items: Type.Array(CvProposalSchema) })),
});

const Ids = (description: string) =>
  Type.Optional(Type.Array(Id(), { maxItems: CV_PROPOSALS_MAX, uniqueItems: true, description }));

const experience = CreateExperienceRequestSchema.properties;
const education = CreateEducationRequestSchema.properties;
const NameText = Text(PROFILE_LIMITS.name);

/**
 * What the candidate changed in an accepted proposal before accepting it (docs/contracts.md#cv-extraction): the
 * proposal's id and the fields changed, named and bounded as the field's own profile call names and bounds them.
 * Which fields a proposal takes depends on its field: name `nombre`, `apellidos`; phone `phoneNumber`; location
 * `poblacion`; languages `level`; experience `puesto`, `empresa`, `f_inicio`, `f_final`; education `titulo`,
 * `centro_estudios`, `f_inicio`, `f_final`; skills `tag`. Any other is a 422 naming it.
 */
export const CvProposalCorrectionSchema = Type.Object(
  {
    id: Id({ description: 'the proposal corrected: one of `accept`' }),
    nombre: Type.Optional(NameText),
    apellidos: Type.Optional(NameText),
    phoneNumber: Type.Optional(PhoneFieldsRequestSchema.properties.phoneNumber),
    poblacion: Type.Optional(Text(PROFILE_LIMITS.poblacion)),
    level: Type.Optional(UpdateCandidateLanguageRequestSchema.properties.level),
    puesto: Type.Optional(experience.puesto),
    empresa: Type.Optional(experience.empresa),
    titulo: Type.Optional(education.titulo),
    centro_estudios: Type.Optional(education.centro_estudios),
    f_inicio: Type.Optional(experience.f_inicio),
    f_final: Type.Optional(experience.f_final),
    tag: Type.Optional(AddCandidateSkillRequestSchema.properties.tag),
  },
  { additionalProperties: false },
);

/**
 * `POST /api/candidates/mycv/{id}/proposals`: decisions on that CV's proposals, applied together or not at all.
 * An id may appear in one list only; a corrected proposal is in `accept` and once in `corrections`.
 */
export const CvProposalDecisionsRequestSchema = Type.Object({
  accept: Ids('proposals to write to the profile, each through the rules of its field'),
  reject: Ids('proposals the candidate does not want'),
  reopen: Ids('rejected proposals to decide again (an undo)'),
  corrections: Type.Optional(
    Type.Array(CvProposalCorrectionSchema, {
      maxItems: CV_PROPOSALS_MAX,
      description: 'accepted proposals as the candidate corrected them; written instead of what the CV said',
    }),
  ),
});

/** The notice to show and the profile as it now is (the screen needs no second request). */
export const CvProposalDecisionsResponseSchema = Type.Object({
  message: Type.String(),
  profile: CandidateProfileResponseSchema,
});

export type CvProposal = Static<typeof CvProposalSchema>;
export type CvProposals = Static<typeof CvProposalsSchema>;
export type PendingCvProposalsResponse = Static<typeof PendingCvProposalsResponseSchema>;
export type CvProposalCorrection = Static<typeof CvProposalCorrectionSchema>;
export type CvProposalDecisionsRequest = Static<typeof CvProposalDecisionsRequestSchema>;
export type CvProposalDecisionsResponse = Static<typeof CvProposalDecisionsResponseSchema>;
export type LanguageProposal = Static<typeof LanguageProposalSchema>;
export type ExperienceProposal = Static<typeof ExperienceProposalSchema>;
export type EducationProposal = Static<typeof EducationProposalSchema>;
