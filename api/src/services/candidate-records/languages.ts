// A candidate's languages with their levels (docs/product-rules.md#candidate-records): at most three mother
// tongues, each language once.
import { MAX_MOTHER_TONGUES, MOTHER_TONGUE_LEVEL } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import type { ReferenceData } from '../reference';
import { findReference, lockCandidate } from './lookup';

const LANGUAGE_NOT_FOUND = () =>
  new HttpError(404, text('api.candidate.languageNotFound'), text('api.candidate.languageFailed'));

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
