// A candidate's CVs (docs/product-rules.md#cvs-and-the-photo): every query names the signed-in candidate's own id,
// so someone else's CV is simply not found (404). Changes to one candidate's list run one at a time (the
// candidate's row is locked), which keeps exactly one default CV whatever arrives together.
import { CV_CONTENT_TYPES, type CandidateCv, MAX_CVS_PER_CANDIDATE } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { type ApiMessageId, text } from '../i18n/catalogues';
import { notFound, ValidationFailed } from '../lib/http-errors';
import { lockCandidate } from './candidate-records';
import type { FileStorage } from './file-storage';
import { asciiFileName, displayFileName, sniffContentType } from './uploaded-content';
import type { Upload } from '../plugins/uploads';
import { wireTime, wireTimeOrNull } from '../lib/wire-time';

const CV_TYPES: Record<
  string,
  { ext: keyof typeof CV_CONTENT_TYPES; contentType: (typeof CV_CONTENT_TYPES)[keyof typeof CV_CONTENT_TYPES] }
> = {
  [CV_CONTENT_TYPES.pdf]: { ext: 'pdf', contentType: CV_CONTENT_TYPES.pdf },
  [CV_CONTENT_TYPES.docx]: { ext: 'docx', contentType: CV_CONTENT_TYPES.docx },
};

const cvNotFound = () => notFound(text('api.cv.notFound'));
const refuse = (id: ApiMessageId, values: Record<string, string | number> = {}) =>
  new ValidationFailed({ file: [text(id, { field: 'file', ...values })] });

/**
 * Locks the candidate's row (their CV and profile changes run one after another) and checks that the CV is theirs:
 * someone else's, or one that is gone, is not found.
 */
export async function lockOwnCv(trx: Db, userId: number, cvId: number): Promise<void> {
  await lockCandidate(trx, userId);
  const cv = await trx
    .selectFrom('candidate_cvs')
    .select('id')
    .where('id', '=', cvId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!cv) throw cvNotFound();
}

/** The candidate's CVs: the default first, then the newest. */
export async function listCvs(db: Db, userId: number): Promise<CandidateCv[]> {
  const rows = await db
    .selectFrom('candidate_cvs')
    .innerJoin('files', 'files.id', 'candidate_cvs.file_id')
    .select((eb) => [
      'candidate_cvs.id',
      'candidate_cvs.name',
      'candidate_cvs.is_default',
      'candidate_cvs.created_at',
      'files.content_type',
      'files.size',
      eb
        .selectFrom('cv_review_requests')
        .select((inner) => inner.fn.max('cv_review_requests.created_at').as('at'))
        .whereRef('cv_review_requests.cv_id', '=', 'candidate_cvs.id')
        .as('review_requested_at'),
    ])
    .where('candidate_cvs.user_id', '=', userId)
    .orderBy('candidate_cvs.is_default', 'desc')
    .orderBy('candidate_cvs.created_at', 'desc')
    .orderBy('candidate_cvs.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    default: row.is_default ? 1 : 0,
    content_type: row.content_type,
    size: row.size,
    created_at: wireTime(row.created_at),
    review_requested_at: wireTimeOrNull(row.review_requested_at),
  }));
}

async function countCvs(db: Db, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('candidate_cvs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Stores an uploaded CV: a PDF or DOCX by its bytes, at most MAX_CVS_PER_CANDIDATE of them. The first one becomes
 * the default. The same file uploaded again under the same name is the CV already there, not a second copy.
 * Answers the CV's id and the kind of file it is (what extraction reads it as).
 */
export async function addCv(
  db: Db,
  files: FileStorage,
  userId: number,
  upload: Upload,
): Promise<{ id: number; kind: keyof typeof CV_CONTENT_TYPES }> {
  const type = CV_TYPES[(await sniffContentType(upload.data)) ?? ''];
  if (!type) throw refuse('api.cv.type');
  const tooMany = () => refuse('api.cv.tooMany', { max: MAX_CVS_PER_CANDIDATE });
  if ((await countCvs(db, userId)) >= MAX_CVS_PER_CANDIDATE) throw tooMany();
  const name = displayFileName(upload.filename, type.ext);
  const stored = await files.save({
    kind: 'cv',
    filename: asciiFileName(name, type.ext),
    contentType: type.contentType,
    data: upload.data,
    public: false,
    ownerUserId: userId,
  });
  const added = await db.transaction().execute(async (trx) => {
    await lockCandidate(trx, userId);
    const same = await trx
      .selectFrom('candidate_cvs')
      .select('id')
      .where('user_id', '=', userId)
      .where('file_id', '=', Number(stored.id))
      .executeTakeFirst();
    if (same) return same.id;
    // Checked again under the lock: two uploads at once cannot pass the limit together.
    if ((await countCvs(trx, userId)) >= MAX_CVS_PER_CANDIDATE) return null;
    const hasDefault = await trx
      .selectFrom('candidate_cvs')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('candidate_cvs')
      .values({ user_id: userId, file_id: Number(stored.id), name, is_default: !hasDefault })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  if (added === null) {
    await files.remove(stored.id);
    throw tooMany();
  }
  return { id: added, kind: type.ext };
}

/** Makes one of the candidate's CVs the default, and every other one not. */
export async function highlightCv(db: Db, userId: number, cvId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwnCv(trx, userId, cvId);
    // Off first, then on: the unique index allows one default per candidate at every moment.
    await trx
      .updateTable('candidate_cvs')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('id', '<>', cvId)
      .execute();
    await trx.updateTable('candidate_cvs').set({ is_default: true }).where('id', '=', cvId).execute();
  });
}

/** Deletes one of the candidate's CVs and its file; if it was the default, the newest remaining CV becomes it. */
export async function deleteCv(db: Db, files: FileStorage, userId: number, cvId: number): Promise<void> {
  const fileId = await db.transaction().execute(async (trx) => {
    await lockCandidate(trx, userId);
    const gone = await trx
      .deleteFrom('candidate_cvs')
      .where('id', '=', cvId)
      .where('user_id', '=', userId)
      .returning(['file_id', 'is_default'])
      .executeTakeFirst();
    if (!gone) throw cvNotFound();
    if (gone.is_default) {
      const next = await trx
        .selectFrom('candidate_cvs')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (next) await trx.updateTable('candidate_cvs').set({ is_default: true }).where('id', '=', next.id).execute();
    }
    return gone.file_id;
  });
  await files.remove(String(fileId));
}

/** The candidate's CV with its bytes and the name to download it under; someone else's is not found. */
export async function readCv(db: Db, files: FileStorage, userId: number, cvId: number) {
  const cv = await db
    .selectFrom('candidate_cvs')
    .select(['file_id', 'name'])
    .where('id', '=', cvId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const file = cv ? await files.read(String(cv.file_id)) : null;
  if (!cv || !file) throw cvNotFound();
  return { name: cv.name, file };
}

/**
 * Records a request to the CV review service for one of the candidate's CVs (the service takes the unsent rows).
 * Asking again while a request still waits adds nothing.
 */
export async function requestCvReview(db: Db, userId: number, cvId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwnCv(trx, userId, cvId);
    await trx
      .insertInto('cv_review_requests')
      .values({ cv_id: cvId, user_id: userId })
      .onConflict((oc) => oc.column('cv_id').where('sent_at', 'is', null).doNothing())
      .execute();
  });
}

/**
 * The CV an application sends (docs/product-rules.md#applying): the one the candidate chose, which must be theirs
 * (else a 422 on `cv_id`), or their default one when they chose none; null when they have no CV at all (the tasks
 * to apply ask for one first). Run under the candidate's lock, a CV deleted a moment before is not picked.
 */
export async function cvToSend(
  db: Db,
  userId: number,
  chosen: number | undefined,
): Promise<{ id: number; name: string } | null> {
  let query = db.selectFrom('candidate_cvs').select(['id', 'name']).where('user_id', '=', userId);
  query =
    chosen === undefined
      ? query.orderBy('is_default', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1)
      : query.where('id', '=', chosen);
  const cv = await query.executeTakeFirst();
  if (!cv && chosen !== undefined) throw new ValidationFailed({ cv_id: [text('api.apply.cvNotYours')] });
  return cv ?? null;
}
