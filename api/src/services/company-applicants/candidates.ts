// What a company may read of a candidate (docs/company-area.md#applicants, docs/company-area.md#cv-search): the
// pieces the applicant answers and CV search share, loaded for many candidates at once. Nothing here reads a
// company's note or rating, and nothing here is ever sent to a candidate.
import { sql } from 'kysely';
import type { ApplicantLanguage, CompanyCandidateCv, Phone } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { oneOf, prepared } from '../../db/prepared';
import { inEntryOrder } from '../candidate-records';
import { byName, languageOfCode, levelOfCode, placeRows, tagNames } from '../jobs/tag-names';
import { wireTime } from '../../lib/wire-time';

/** Who the candidate is and where: the list's view (name included; CV search leaves the name out itself). */
export type CandidateBasics = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  headline: string | null;
  photo: string | null;
  city: string | null;
  country: string | null;
  linkedin: string | null;
  website: string | null;
  relocate: boolean | null;
  work_permit: boolean | null;
  working_status: number | null;
  presentation_letter_html: string | null;
};

const fullName = (nombre: string | null, apellidos: string | null) =>
  [nombre, apellidos]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** A phone as people write it: the international format when the number parsed, else as typed. */
function phoneText(phone: unknown): string | null {
  const value = phone as Phone | null;
  if (!value) return null;
  return value.formatInternational ?? value.e164 ?? value.phoneNumber ?? null;
}

/**
 * The users' rows with what every view of a candidate shows; the caller adds columns and reads them with `basicsOf`.
 * Its callers run it as a named prepared statement: planning the join was most of its time (the CV search's page,
 * docs/search.md#prepared-statements-for-the-hot-queries). The city and country are named from memory (`placeRows`),
 * as a job's are (docs/search.md#a-candidates-card-from-its-own-rows).
 */
function basicsQuery(db: Db, userIds: number[]) {
  return db
    .selectFrom('users')
    .leftJoin('candidates', 'candidates.user_id', 'users.id')
    .select([
      'users.id',
      'users.nombre',
      'users.apellidos',
      'users.email',
      'users.phone',
      'users.poblacion',
      'candidates.headline',
      'candidates.path_foto',
      'candidates.path_foto_128',
      'candidates.linkedin',
      'candidates.website',
      'candidates.relocate',
      'candidates.work_permit',
      'candidates.working_status',
      'candidates.presentation_letter_html',
      'users.fk_city_id',
      'users.fk_pais_id',
    ])
    .where(oneOf('users.id', userIds));
}

type BasicsRow = Awaited<ReturnType<ReturnType<typeof basicsQuery>['execute']>>[number];
type Places = Awaited<ReturnType<typeof placeRows>>;

/** The names of the rows' cities and countries, from memory (`placeRows`). */
const placesOf = (db: Db, rows: BasicsRow[]) =>
  placeRows(
    db,
    rows.flatMap((row) => (row.fk_city_id === null ? [] : [row.fk_city_id])),
    rows.flatMap((row) => (row.fk_pais_id === null ? [] : [row.fk_pais_id])),
    [],
  );

function basicsOf(row: BasicsRow, places: Places): CandidateBasics {
  return {
    id: row.id,
    name: fullName(row.nombre, row.apellidos),
    email: row.email,
    phone: phoneText(row.phone),
    headline: row.headline ?? null,
    photo: row.path_foto_128 ?? row.path_foto ?? null,
    city: places.city(row.fk_city_id)?.name ?? (row.poblacion?.trim() || null),
    country: places.country(row.fk_pais_id)?.name ?? null,
    linkedin: row.linkedin ?? null,
    website: row.website ?? null,
    relocate: row.relocate ?? null,
    work_permit: row.work_permit ?? null,
    working_status: row.working_status ?? null,
    presentation_letter_html: row.presentation_letter_html ?? null,
  };
}

export async function candidateBasics(db: Db, userIds: number[]): Promise<Map<number, CandidateBasics>> {
  if (userIds.length === 0) return new Map();
  const rows = await prepared(db, basicsQuery(db, userIds));
  const places = await placesOf(db, rows);
  return new Map(rows.map((row) => [row.id, basicsOf(row, places)]));
}

// Each candidate's records in their own row, in the orders of `languagesInOrder` (services/users.ts), skillsOf,
// experienceOf and educationOf below (strongest first, skills by name, inEntryOrder): one query for a whole page of
// candidates instead of one per kind of record (docs/search.md#cpu-per-request). Languages and skills come as ids
// (a language as its code, id x 10 + level), named and ordered from memory (`tagNames`): joining the names and
// sorting per candidate was half of a CV search page's hydration (docs/search.md#a-candidates-card-from-its-own-rows).
const LANGUAGE_CODES = sql<number[]>`ARRAY(SELECT candidate_languages.language_id * 10 + candidate_languages.level
  FROM candidate_languages WHERE candidate_languages.user_id = users.id)`;
const SKILL_IDS = sql<number[]>`ARRAY(SELECT candidate_skills.skill_id FROM candidate_skills
  WHERE candidate_skills.user_id = users.id)`;
const ENTRY_ORDER = sql`ORDER BY e.highlighted DESC, e.f_final IS NULL DESC, e.f_final DESC, e.f_inicio DESC, e.id DESC`;
type EntryJson = { title: string; from: string | null; to: string | null };
const EXPERIENCE_JSON = sql<(EntryJson & { company: string; description: string | null })[]>`(SELECT
  coalesce(json_agg(json_build_object('title', e.puesto, 'company', e.empresa, 'from', e.f_inicio, 'to', e.f_final,
  'description', e.descripcion) ${ENTRY_ORDER}), '[]') FROM candidate_experience e WHERE e.user_id = users.id)`;
const EDUCATION_JSON = sql<(EntryJson & { school: string })[]>`(SELECT
  coalesce(json_agg(json_build_object('title', e.titulo, 'school', e.centro_estudios, 'from', e.f_inicio,
  'to', e.f_final) ${ENTRY_ORDER}), '[]') FROM candidate_education e WHERE e.user_id = users.id)`;

/** A candidate with their languages (strongest first), as the applicants' list shows them. */
export type CandidateWithLanguages = CandidateBasics & { languages: ApplicantLanguage[] };

type Names = Awaited<ReturnType<typeof tagNames>>;

/** A candidate's languages from their codes: strongest first, then by name. */
function languagesOf(codes: number[], names: Names): ApplicantLanguage[] {
  return codes
    .flatMap((code) => {
      const tag = names.language(languageOfCode(code));
      return tag ? [{ slug: tag.slug, name: tag.name, level: levelOfCode(code) ?? 0 }] : [];
    })
    .sort((a, b) => b.level - a.level || byName(a, b));
}

/** A candidate's skills by name. */
const skillTagsOf = (ids: number[], names: Names) =>
  ids
    .flatMap((id) => {
      const tag = names.skill(id);
      return tag ? [{ slug: tag.slug, name: tag.name }] : [];
    })
    .sort(byName);

/** The names of these rows' languages and skills, and of their places. */
const namesOf = (db: Db, rows: (BasicsRow & { languages: number[]; skills?: number[] })[]) =>
  Promise.all([
    tagNames(
      db,
      rows.flatMap((row) => row.languages.map(languageOfCode)),
      rows.flatMap((row) => row.skills ?? []),
    ),
    placesOf(db, rows),
  ]);

/** Basics and languages of many candidates, one query. */
export async function candidatesWithLanguages(db: Db, userIds: number[]): Promise<Map<number, CandidateWithLanguages>> {
  if (userIds.length === 0) return new Map();
  const rows = await prepared(db, basicsQuery(db, userIds).select(LANGUAGE_CODES.as('languages')));
  const [names, places] = await namesOf(db, rows);
  return new Map(
    rows.map((row) => [row.id, { ...basicsOf(row, places), languages: languagesOf(row.languages, names) }]),
  );
}

/** Everything CV search shows of a candidate, and whether the company unlocked them or they applied to it. */
export type CandidateProfile = CandidateWithLanguages & {
  skills: { slug: string; name: string }[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  unlocked: boolean;
  applied: boolean;
};

/** Basics, records and the company's access to many candidates, one query (CV search's page). */
export async function candidateProfiles(
  db: Db,
  companyId: number,
  userIds: number[],
): Promise<Map<number, CandidateProfile>> {
  if (userIds.length === 0) return new Map();
  const rows = await prepared(
    db,
    basicsQuery(db, userIds).select([
      LANGUAGE_CODES.as('languages'),
      SKILL_IDS.as('skills'),
      EXPERIENCE_JSON.as('experience'),
      EDUCATION_JSON.as('education'),
      sql<boolean>`EXISTS (SELECT 1 FROM company_unlocks WHERE company_unlocks.company_id = ${companyId}
        AND company_unlocks.candidate_user_id = users.id)`.as('unlocked'),
      // Each of the candidate's few applications looked up by its job: joined, PostgreSQL read all the company's
      // jobs (157 entries) per candidate to hash them.
      sql<boolean>`EXISTS (SELECT 1 FROM applications WHERE applications.user_id = users.id
        AND (SELECT jobs.company_id FROM jobs WHERE jobs.id = applications.job_id) = ${companyId})`.as('applied'),
    ]),
  );
  const [names, places] = await namesOf(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...basicsOf(row, places),
        languages: languagesOf(row.languages, names),
        skills: skillTagsOf(row.skills, names),
        experience: row.experience.map((entry) => ({
          ...entry,
          from: dateOnly(entry.from),
          to: dateOnly(entry.to),
          description: entry.description ?? null,
        })),
        education: row.education.map((entry) => ({ ...entry, from: dateOnly(entry.from), to: dateOnly(entry.to) })),
        unlocked: row.unlocked,
        applied: row.applied,
      },
    ]),
  );
}

/**
 * Rows loaded for many candidates, grouped by candidate: every candidate asked for has an entry (none when they have
 * none), and nothing is loaded for no candidates.
 */
async function byCandidate<R extends { user_id: number }, V>(
  userIds: number[],
  load: () => Promise<R[]>,
  entry: (row: R) => V,
): Promise<Map<number, V[]>> {
  const byUser = new Map<number, V[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  for (const row of await load()) byUser.get(row.user_id)?.push(entry(row));
  return byUser;
}

export function skillsOf(db: Db, userIds: number[]): Promise<Map<number, { slug: string; name: string }[]>> {
  return byCandidate(
    userIds,
    () =>
      db
        .selectFrom('candidate_skills')
        .innerJoin('skills', 'skills.id', 'candidate_skills.skill_id')
        .select(['candidate_skills.user_id', 'skills.slug', 'skills.name'])
        .where('candidate_skills.user_id', 'in', userIds)
        .orderBy('skills.name')
        .execute(),
    (row) => ({ slug: row.slug, name: row.name }),
  );
}

/** 'YYYY-MM-DD' whatever the driver gave. */
function dateOnly(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export type ExperienceEntry = {
  title: string;
  company: string;
  from: string | null;
  to: string | null;
  description: string | null;
};

/** Each candidate's experience, in the order the candidate sees it (candidate-records.ts). */
export function experienceOf(db: Db, userIds: number[]): Promise<Map<number, ExperienceEntry[]>> {
  return byCandidate(
    userIds,
    () =>
      db
        .selectFrom('candidate_experience')
        .select(['user_id', 'puesto', 'empresa', 'f_inicio', 'f_final', 'descripcion'])
        .where('user_id', 'in', userIds)
        .$call(inEntryOrder)
        .execute(),
    (row) => ({
      title: row.puesto,
      company: row.empresa,
      from: dateOnly(row.f_inicio),
      to: dateOnly(row.f_final),
      description: row.descripcion ?? null,
    }),
  );
}

/** Whole years between two dates (the end: today) as a birthday counts them, never below 0. */
export function yearsBetween(from: string | null, to: string | null, today = new Date()): number {
  if (!from) return 0;
  const start = new Date(`${from}T00:00:00Z`);
  const end = to ? new Date(`${to}T00:00:00Z`) : today;
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return 0;
  const beforeAnniversary =
    end.getUTCMonth() < start.getUTCMonth() ||
    (end.getUTCMonth() === start.getUTCMonth() && end.getUTCDate() < start.getUTCDate());
  return end.getUTCFullYear() - start.getUTCFullYear() - (beforeAnniversary ? 1 : 0);
}

/**
 * Whole years of experience over all entries, overlapping jobs counted once (two jobs at the same time are not two
 * years a year): the intervals are merged by month, an entry still going on ends today.
 */
export function totalYears(entries: { from: string | null; to: string | null }[], today = new Date()): number {
  const month = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
  const spans = entries
    .flatMap((entry) => {
      if (!entry.from) return [];
      const start = new Date(`${entry.from}T00:00:00Z`);
      const end = entry.to ? new Date(`${entry.to}T00:00:00Z`) : today;
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return [];
      return [[month(start), month(end)] as const];
    })
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reach);
    if (end > from) months += end - from;
    reach = Math.max(reach, end);
  }
  return Math.floor(months / 12);
}

export type EducationEntry = { title: string; school: string; from: string | null; to: string | null };

/** Each candidate's education, in the order the candidate sees it (candidate-records.ts). */
export function educationOf(db: Db, userIds: number[]): Promise<Map<number, EducationEntry[]>> {
  return byCandidate(
    userIds,
    () =>
      db
        .selectFrom('candidate_education')
        .select(['user_id', 'titulo', 'centro_estudios', 'f_inicio', 'f_final'])
        .where('user_id', 'in', userIds)
        .$call(inEntryOrder)
        .execute(),
    (row) => ({
      title: row.titulo,
      school: row.centro_estudios,
      from: dateOnly(row.f_inicio),
      to: dateOnly(row.f_final),
    }),
  );
}

/** A candidate's CVs, the default first (their files: CV preview, only when unlocked or applied). */
export async function cvsOf(db: Db, userId: number): Promise<CompanyCandidateCv[]> {
  const rows = await db
    .selectFrom('candidate_cvs')
    .select(['id', 'name', 'created_at', 'is_default'])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: wireTime(row.created_at),
    default: row.is_default,
  }));
}
