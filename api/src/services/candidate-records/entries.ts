// A candidate's work experience and education entries (docs/product-rules.md#candidate-records): dates checked,
// a bounded number of each, one highlighted.
import {
  type CreateEducationRequest,
  type CreateExperienceRequest,
  latestEntryDate,
  MAX_EDUCATION_ENTRIES,
  MAX_EXPERIENCE_ENTRIES,
  type UpdateEducationRequest,
  type UpdateExperienceRequest,
} from 'shared-kit/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type Text, text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import type { ReferenceData } from '../reference';
import { lockCandidate } from './lookup';

const ENTRY_NOT_FOUND = () =>
  new HttpError(404, text('api.candidate.entryNotFound'), text('api.candidate.entryFailed'));

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

/** The fields both kinds of entry share, as a new entry stores them: its period and description. */
function periodValues(body: { f_inicio: string; f_final?: string | null; descripcion?: string | null }) {
  return { f_inicio: body.f_inicio, f_final: body.f_final ?? null, descripcion: optionalText(body.descripcion) };
}

/** The same fields as a change sends them: only those present, the description trimmed. */
function periodChanges(body: { f_inicio?: string; f_final?: string | null; descripcion?: string | null }) {
  return {
    ...(body.f_inicio !== undefined && { f_inicio: body.f_inicio }),
    ...(body.f_final !== undefined && { f_final: body.f_final }),
    ...(body.descripcion !== undefined && { descripcion: optionalText(body.descripcion) }),
  };
}

/** Adds one of the candidate's (checked) entries: `insert` runs with the candidate's row locked and room left. */
async function addEntry(db: Db, table: EntryTable, userId: number, insert: (trx: Db) => Promise<unknown>) {
  await inTransaction(db, async (trx) => {
    await lockAndCheckRoom(trx, table, userId);
    await insert(trx);
  });
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
    ...periodValues(body),
    fk_pais_id: body.fk_pais_id ?? null,
    lugar: optionalText(body.lugar),
  };
  checkDates(values, 'experience');
  checkCountry(reference, values.fk_pais_id);
  await addEntry(db, 'candidate_experience', userId, (trx) =>
    trx
      .insertInto('candidate_experience')
      .values({ ...values, user_id: userId })
      .execute(),
  );
}

export async function updateExperience(
  db: Db,
  reference: ReferenceData,
  userId: number,
  id: number,
  body: UpdateExperienceRequest,
) {
  checkCountry(reference, body.fk_pais_id);
  await updateEntry(db, 'candidate_experience', userId, id, () => ({
    ...(body.puesto !== undefined && { puesto: requiredText(body.puesto, 'puesto') }),
    ...(body.empresa !== undefined && { empresa: requiredText(body.empresa, 'empresa') }),
    ...periodChanges(body),
    ...(body.fk_pais_id !== undefined && { fk_pais_id: body.fk_pais_id }),
    ...(body.lugar !== undefined && { lugar: optionalText(body.lugar) }),
  }));
}

export async function createEducation(db: Db, userId: number, body: CreateEducationRequest) {
  const values = {
    titulo: requiredText(body.titulo, 'titulo'),
    centro_estudios: requiredText(body.centro_estudios, 'centro_estudios'),
    ...periodValues(body),
    tipo_formacion: body.tipo_formacion ?? null,
  };
  checkDates(values, 'education');
  await addEntry(db, 'candidate_education', userId, (trx) =>
    trx
      .insertInto('candidate_education')
      .values({ ...values, user_id: userId })
      .execute(),
  );
}

export async function updateEducation(db: Db, userId: number, id: number, body: UpdateEducationRequest) {
  await updateEntry(db, 'candidate_education', userId, id, () => ({
    ...(body.titulo !== undefined && { titulo: requiredText(body.titulo, 'titulo') }),
    ...(body.centro_estudios !== undefined && {
      centro_estudios: requiredText(body.centro_estudios, 'centro_estudios'),
    }),
    ...periodChanges(body),
    ...(body.tipo_formacion !== undefined && { tipo_formacion: body.tipo_formacion }),
  }));
}

/**
 * Changes one of the candidate's entries: the entry locked (another candidate's, or a gone one, is not found), then
 * the changes read from the body (`changesOf`, which may refuse a field) and its dates checked as they would be
 * after the change; no change writes nothing.
 */
async function updateEntry(
  db: Db,
  table: EntryTable,
  userId: number,
  id: number,
  changesOf: () => { f_inicio?: string; f_final?: string | null },
) {
  await db.transaction().execute(async (trx) => {
    // The two tables share these columns; Kysely cannot type a query over a union of table names.
    const current = await trx
      .selectFrom(table as 'candidate_experience')
      .select(['f_inicio', 'f_final'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw ENTRY_NOT_FOUND();
    const changes = changesOf();
    checkDates({ ...current, ...changes }, ENTRY_LIMITS[table][1], changes);
    if (Object.keys(changes).length === 0) return;
    await trx
      .updateTable(table as 'candidate_experience')
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
