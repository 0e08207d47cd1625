// A candidate's languages, skills, experience and education (docs/product-rules.md#candidate-records). Every query
// names the signed-in candidate's own id, so a record of someone else is simply not found (404), and every change
// runs in a transaction that first locks the candidate's row: two requests at once cannot both pass a limit (three
// mother tongues, the most skills or entries) or both highlight an entry.
import {
  type CreateEducationRequest,
  type CreateExperienceRequest,
  latestEntryDate,
  MAX_CANDIDATE_SKILLS,
  MAX_EDUCATION_ENTRIES,
  MAX_EXPERIENCE_ENTRIES,
  MAX_MOTHER_TONGUES,
  MOTHER_TONGUE_LEVEL,
  type UpdateEducationRequest,
  type UpdateExperienceRequest,
} from 'shared-kit/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Text, text } from '../i18n/catalogues';
import { HttpError, ValidationFailed } from '../lib/http-errors';
import type { ReferenceData } from './reference';
import { skillTagFor } from './skill-tags';

const LANGUAGE_NOT_FOUND = () =>
  new HttpError(404, text('api.candidate.languageNotFound'), text('api.candidate.languageFailed'));
const ENTRY_NOT_FOUND = () =>
  new HttpError(404, text('api.candidate.entryNotFound'), text('api.candidate.entryFailed'));
const SKILL_NOT_FOUND = () => new HttpError(404, text('api.candidate.skillNotFound'));

/** Serialises a candidate's changes (see the top of the file); a user without a candidate row has nothing to change. */
export async function lockCandidate(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('candidates').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}

const isId = (value: number | string): value is number | `${number}` =>
  typeof value === 'number' || /^[0-9]{1,10}$/.test(value);

/** A reference entry (language, skill) by id, slug or name, case-insensitively: the client may hold any of them. */
function findReference<T extends { id: number; slug: string; name: string }>(
  items: T[],
  value: number | string,
): T | undefined {
  if (isId(value)) return items.find((item) => item.id === Number(value));
  const wanted = value.trim().toLowerCase();
  return (
    items.find((item) => item.slug.toLowerCase() === wanted) ?? items.find((item) => item.name.toLowerCase() === wanted)
  );
}

// Languages --------------------------------------------------------------------------------------------------------

/** A known language, or a 422 naming `field`. */
function knownLanguage(reference: ReferenceData, value: number | string, field: string) {
  const language = findReference(reference.languages, value);
  if (!language) throw new ValidationFailed({ [field]: [text('api.validation.selected', { field })] });
  return language;
}

/** The candidate's language named in a path, or 404 (it is not theirs, or no such language exists). */
async function ownLanguage(trx: Db, reference: ReferenceData, userId: number, value: string) {
  const language = findReference(reference.languages, value);
  if (!language) throw LANGUAGE_NOT_FOUND();
  const row = await trx
    .selectFrom('candidate_languages')
    .select(['language_id', 'level'])
    .where('user_id', '=', userId)
    .where('language_id', '=', language.id)
    .executeTakeFirst();
  if (!row) throw LANGUAGE_NOT_FOUND();
  return row;
}

/** docs/product-rules.md#candidate-records: at most MAX_MOTHER_TONGUES languages at level 4, on add and on update. */
async function checkMotherTongues(trx: Db, userId: number, level: number, exceptLanguageId: number | null) {
  if (level !== MOTHER_TONGUE_LEVEL) return;
  let query = trx
    .selectFrom('candidate_languages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('level', '=', MOTHER_TONGUE_LEVEL);
  if (exceptLanguageId !== null) query = query.where('language_id', '!=', exceptLanguageId);
  const { n } = await query.executeTakeFirstOrThrow();
  if (n >= MAX_MOTHER_TONGUES) {
    const message = text('api.candidate.motherTongueLimit');
    throw new ValidationFailed({ level: [message] }, message);
  }
}

async function checkLanguageFree(trx: Db, userId: number, languageId: number) {
  const taken = await trx
    .selectFrom('candidate_languages')
    .select('language_id')
    .where('user_id', '=', userId)
    .where('language_id', '=', languageId)
    .executeTakeFirst();
  if (taken) throw new ValidationFailed({ language: [text('api.candidate.languageTaken')] });
}

export async function addLanguage(
  db: Db,
  reference: ReferenceData,
  userId: number,
  body: { language: number | string; level: number },
) {
  const language = knownLanguage(reference, body.language, 'language');
  await inTransaction(db, async (trx) => {
    await lockCandidate(trx, userId);
    await checkLanguageFree(trx, userId, language.id);
    await checkMotherTongues(trx, userId, body.level, null);
    await trx
      .insertInto('candidate_languages')
      .values({ user_id: userId, language_id: language.id, level: body.level })
      .execute();
  });
}

/** Changes the level of a language the candidate has, and the language itself when the body names another. */
export async function updateLanguage(
  db: Db,
  reference: ReferenceData,
  userId: number,
  pathLanguage: string,
  body: { language?: number | string; level: number },
) {
  const replacement = body.language === undefined ? null : knownLanguage(reference, body.language, 'language');
  await inTransaction(db, async (trx) => {
    await lockCandidate(trx, userId);
    const current = await ownLanguage(trx, reference, userId, pathLanguage);
    const languageId = replacement?.id ?? current.language_id;
    if (languageId !== current.language_id) await checkLanguageFree(trx, userId, languageId);
    await checkMotherTongues(trx, userId, body.level, current.language_id);
    await trx
      .updateTable('candidate_languages')
      .set({ language_id: languageId, level: body.level })
      .where('user_id', '=', userId)
      .where('language_id', '=', current.language_id)
      .execute();
  });
}

export async function removeLanguage(db: Db, reference: ReferenceData, userId: number, pathLanguage: string) {
  await db.transaction().execute(async (trx) => {
    await lockCandidate(trx, userId);
    const current = await ownLanguage(trx, reference, userId, pathLanguage);
    await trx
      .deleteFrom('candidate_languages')
      .where('user_id', '=', userId)
      .where('language_id', '=', current.language_id)
      .execute();
  });
}

// Skills -----------------------------------------------------------------------------------------------------------

/** The candidate's skill tags, by name. */
export function candidateSkills(db: Db, userId: number) {
  return db
    .selectFrom('candidate_skills')
    .innerJoin('skills', 'skills.id', 'candidate_skills.skill_id')
    .select(['skills.id', 'skills.slug', 'skills.name'])
    .where('candidate_skills.user_id', '=', userId)
    .orderBy('skills.name')
    .execute();
}

/**
 * Adds a skill: a tag of `GET /api/tags`, or a name the board does not list, which becomes the candidate's own tag
 * (services/skill-tags.ts). Adding one the candidate has already is no change.
 */
export async function addSkill(db: Db, reference: ReferenceData, userId: number, tag: number | string) {
  await inTransaction(db, async (trx) => {
    await lockCandidate(trx, userId);
    const skill = await skillTagFor(trx, reference, userId, tag);
    const { n } = await trx
      .selectFrom('candidate_skills')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('skill_id', '!=', skill.id)
      .executeTakeFirstOrThrow();
    if (n >= MAX_CANDIDATE_SKILLS) {
      throw new ValidationFailed({ tag: [text('api.candidate.tooManySkills', { limit: MAX_CANDIDATE_SKILLS })] });
    }
    await trx
      .insertInto('candidate_skills')
      .values({ user_id: userId, skill_id: skill.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}

/** Removes one of the candidate's skills, a board tag or an own tag, named by its id, slug or name. */
export async function removeSkill(db: Db, userId: number, value: string) {
  const skill = findReference(await candidateSkills(db, userId), value);
  if (!skill) throw SKILL_NOT_FOUND();
  const removed = await db
    .deleteFrom('candidate_skills')
    .where('user_id', '=', userId)
    .where('skill_id', '=', skill.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw SKILL_NOT_FOUND();
}

// Experience and education -----------------------------------------------------------------------------------------

type EntryKind = 'experience' | 'education';

/**
 * docs/product-rules.md#candidate-records: a start (and a job's end) is no later than the current month, studies
 * may be expected to end up to EDUCATION_END_YEARS_AHEAD years ahead (`latestEntryDate`, the bounds the screens
 * offer too); the end is on or after the start; no end means the current job (or studies still going on). Dates
 * are `YYYY-MM-DD`, so text order is date order. Only the dates being sent are held to "not in the future", so an
 * entry stored before that rule can still have its other fields changed.
 */
function checkDates(
  dates: { f_inicio: string; f_final: string | null },
  kind: EntryKind,
  sent: { f_inicio?: unknown; f_final?: unknown } = dates,
) {
  const errors: Record<string, Text[]> = {};
  if (sent.f_inicio !== undefined && dates.f_inicio > latestEntryDate('start')) {
    errors.f_inicio = [text('api.candidate.startInFuture')];
  }
  const latestEnd = latestEntryDate(kind === 'experience' ? 'experienceEnd' : 'educationEnd');
  if (sent.f_final !== undefined && dates.f_final !== null && dates.f_final > latestEnd) {
    errors.f_final = [
      kind === 'experience'
        ? text('api.candidate.endInFuture')
        : text('api.candidate.studiesEndTooLate', { year: latestEnd.slice(0, 4) }),
    ];
  } else if (dates.f_final !== null && dates.f_final < dates.f_inicio) {
    errors.f_final = [text('api.candidate.endBeforeStart')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

function checkCountry(reference: ReferenceData, countryId: number | null | undefined) {
  if (countryId != null && !reference.countries.some((country) => country.id === countryId)) {
    throw new ValidationFailed({ fk_pais_id: [text('api.validation.selected', { field: 'fk pais id' })] });
  }
}

function checkRoom(n: number, limit: number, field: 'experience' | 'education') {
  if (n >= limit) throw new ValidationFailed({ [field]: [text('api.candidate.tooManyEntries', { limit })] });
}

type EntryTable = 'candidate_experience' | 'candidate_education';

const ENTRY_LIMITS = {
  candidate_experience: [MAX_EXPERIENCE_ENTRIES, 'experience'],
  candidate_education: [MAX_EDUCATION_ENTRIES, 'education'],
} as const;

/** Before adding an entry: the candidate's row locked (two requests at once cannot both pass), then the limit checked. */
async function lockAndCheckRoom(trx: Db, table: EntryTable, userId: number): Promise<void> {
  await lockCandidate(trx, userId);
  const { n } = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const [limit, field] = ENTRY_LIMITS[table];
  checkRoom(n, limit, field);
}

/** Text fields: trimmed, and an empty optional one stored as null. */
const optionalText = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ValidationFailed({ [field]: [text('api.validation.required', { field })] });
  return trimmed;
}

/**
 * The order a candidate's experience or education is shown in, to the candidate and to companies alike: the
 * highlighted entry first, then the current ones (no end), then the latest ended.
 */
export function inEntryOrder<T extends EntryTable, O>(query: SelectQueryBuilder<Database, T, O>) {
  return query
    .orderBy('highlighted', 'desc')
    .orderBy((eb) => eb('f_final', 'is', null), 'desc')
    .orderBy('f_final', 'desc')
    .orderBy('f_inicio', 'desc')
    .orderBy('id', 'desc');
}

export function candidateExperience(db: Db, userId: number) {
  return db
    .selectFrom('candidate_experience')
    .select(['id', 'puesto', 'empresa', 'f_inicio', 'f_final', 'descripcion', 'fk_pais_id', 'lugar', 'highlighted'])
    .where('user_id', '=', userId)
    .$call(inEntryOrder)
    .execute();
}

export function candidateEducation(db: Db, userId: number) {
  return db
    .selectFrom('candidate_education')
    .select(['id', 'titulo', 'centro_estudios', 'f_inicio', 'f_final', 'descripcion', 'tipo_formacion', 'highlighted'])
    .where('user_id', '=', userId)
    .$call(inEntryOrder)
    .execute();
}

export async function createExperience(
  db: Db,
  reference: ReferenceData,
  userId: number,
  body: CreateExperienceRequest,
) {
  const values = {
    puesto: requiredText(body.puesto, 'puesto'),
    empresa: requiredText(body.empresa, 'empresa'),
    f_inicio: body.f_inicio,
    f_final: body.f_final ?? null,
    descripcion: optionalText(body.descripcion),
    fk_pais_id: body.fk_pais_id ?? null,
    lugar: optionalText(body.lugar),
  };
  checkDates(values, 'experience');
  checkCountry(reference, values.fk_pais_id);
  await inTransaction(db, async (trx) => {
    await lockAndCheckRoom(trx, 'candidate_experience', userId);
    await trx
      .insertInto('candidate_experience')
      .values({ ...values, user_id: userId })
      .execute();
  });
}

export async function updateExperience(
  db: Db,
  reference: ReferenceData,
  userId: number,
  id: number,
  body: UpdateExperienceRequest,
) {
  checkCountry(reference, body.fk_pais_id);
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('candidate_experience')
      .select(['f_inicio', 'f_final'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw ENTRY_NOT_FOUND();
    const changes = {
      ...(body.puesto !== undefined && { puesto: requiredText(body.puesto, 'puesto') }),
      ...(body.empresa !== undefined && { empresa: requiredText(body.empresa, 'empresa') }),
      ...(body.f_inicio !== undefined && { f_inicio: body.f_inicio }),
      ...(body.f_final !== undefined && { f_final: body.f_final }),
      ...(body.descripcion !== undefined && { descripcion: optionalText(body.descripcion) }),
      ...(body.fk_pais_id !== undefined && { fk_pais_id: body.fk_pais_id }),
      ...(body.lugar !== undefined && { lugar: optionalText(body.lugar) }),
    };
    checkDates({ ...current, ...changes }, 'experience', changes);
    if (Object.keys(changes).length === 0) return;
    await trx
      .updateTable('candidate_experience')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  });
}

export async function createEducation(db: Db, userId: number, body: CreateEducationRequest) {
  const values = {
    titulo: requiredText(body.titulo, 'titulo'),
    centro_estudios: requiredText(body.centro_estudios, 'centro_estudios'),
    f_inicio: body.f_inicio,
    f_final: body.f_final ?? null,
    descripcion: optionalText(body.descripcion),
    tipo_formacion: body.tipo_formacion ?? null,
  };
  checkDates(values, 'education');
  await inTransaction(db, async (trx) => {
    await lockAndCheckRoom(trx, 'candidate_education', userId);
    await trx
      .insertInto('candidate_education')
      .values({ ...values, user_id: userId })
      .execute();
  });
}

export async function updateEducation(db: Db, userId: number, id: number, body: UpdateEducationRequest) {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('candidate_education')
      .select(['f_inicio', 'f_final'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw ENTRY_NOT_FOUND();
    const changes = {
      ...(body.titulo !== undefined && { titulo: requiredText(body.titulo, 'titulo') }),
      ...(body.centro_estudios !== undefined && {
        centro_estudios: requiredText(body.centro_estudios, 'centro_estudios'),
      }),
      ...(body.f_inicio !== undefined && { f_inicio: body.f_inicio }),
      ...(body.f_final !== undefined && { f_final: body.f_final }),
      ...(body.descripcion !== undefined && { descripcion: optionalText(body.descripcion) }),
      ...(body.tipo_formacion !== undefined && { tipo_formacion: body.tipo_formacion }),
    };
    checkDates({ ...current, ...changes }, 'education', changes);
    if (Object.keys(changes).length === 0) return;
    await trx
      .updateTable('candidate_education')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  });
}

/**
 * `PATCH .../{id}/highlight`: the entry becomes the candidate's highlighted one (shown first; at most one per list,
 * which a unique index holds too); asked again of the highlighted entry, it takes the highlight off.
 */
export async function toggleHighlight(db: Db, table: EntryTable, userId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    await lockCandidate(trx, userId);
    // The two tables share these columns; Kysely cannot type a query over a union of table names.
    const entry = await trx
      .selectFrom(table as 'candidate_experience')
      .select('highlighted')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!entry) throw ENTRY_NOT_FOUND();
    await trx
      .updateTable(table as 'candidate_experience')
      .set({ highlighted: false })
      .where('user_id', '=', userId)
      .where('highlighted', '=', true)
      .execute();
    if (!entry.highlighted) {
      await trx
        .updateTable(table as 'candidate_experience')
        .set({ highlighted: true })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
  });
}

export async function deleteEntry(db: Db, table: EntryTable, userId: number, id: number) {
  const deleted = await db
    .deleteFrom(table as 'candidate_experience')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw ENTRY_NOT_FOUND();
}
