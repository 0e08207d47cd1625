// What reading a CV proposes for the profile (docs/contracts.md#cv-extraction): `POST /api/candidates/mycv/fromVue
// ?extract=1` answers `proposals`, each field's proposal next to its current value. Nothing is written: the
// candidate accepts a proposal through the field's own call (POST /api/candidates/profile, phone-fields,
// languages, experience, education, skills).
import { type Static, Type } from 'typebox';
import { PhoneSchema } from './auth';
import { CandidateLanguageSchema, CandidateSkillSchema, EducationSchema, ExperienceSchema } from './candidate-records';
import { Nullable } from './common';

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

/** One field: what the profile holds now, and what the CV says (null or empty when it says nothing). */
const Pair = <C extends Parameters<typeof Type.Object>[0][string], P extends Parameters<typeof Type.Object>[0][string]>(
  current: C,
  proposed: P,
) => Type.Object({ current, proposed });

export const CvProposalsSchema = Type.Object({
  /** False for an empty, encrypted or scanned (image-only) file: it is stored, and nothing is proposed. */
  text_found: Type.Boolean(),
  /** When no text was found: says so, in the caller's language; otherwise null. */
  message: Nullable(Type.String()),
  name: Pair(
    Type.Object({ nombre: Nullable(Type.String()), apellidos: Nullable(Type.String()) }),
    Nullable(Type.Object({ nombre: Type.String(), apellidos: Type.String() })),
  ),
  email: Pair(Type.String(), Nullable(Type.String())),
  /** The proposal is E.164 (`+4917...`), ready for POST /api/candidates/phone-fields. */
  phone: Pair(Nullable(PhoneSchema), Nullable(Type.String())),
  /** `poblacion`: the place as written ("Berlin, Deutschland"). */
  location: Pair(Nullable(Type.String()), Nullable(Type.String())),
  languages: Pair(Type.Array(CandidateLanguageSchema), Type.Array(LanguageProposalSchema)),
  experience: Pair(Type.Array(ExperienceSchema), Type.Array(ExperienceProposalSchema)),
  education: Pair(Type.Array(EducationSchema), Type.Array(EducationProposalSchema)),
  skills: Pair(Type.Array(CandidateSkillSchema), Type.Array(Type.String())),
});

export type CvProposals = Static<typeof CvProposalsSchema>;
