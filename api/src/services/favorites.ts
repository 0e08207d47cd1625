import { sql } from 'kysely';
import { type FavoritesPage, type Locale, pageEnvelope } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { candidateJobCards } from './jobs/cards';
import { jobIsAvailable, publicOnce } from './jobs/search';
import { wireTime } from '../lib/wire-time';

/**
 * A candidate's favourite jobs (docs/product-rules.md#favourites). Only a job that is or was public can be saved, and
 * only such jobs are listed (`jobWasPublic`): job ids are sequential, and a draft's title must never reach anyone but
 * its company (docs/security.md#what-a-candidate-can-read-of-jobs). Far more than anyone saves: a script cannot fill
 * the table.
 */
export const MAX_FAVORITES = 500;

/** The candidate's favourites of jobs that were public once, with their job and company. */
function favoritesOf(db: Db, userId: number) {
  return db
    .selectFrom('favorites')
    .innerJoin('jobs', 'jobs.id', 'favorites.job_id')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .where('favorites.user_id', '=', userId)
    .where(publicOnce);
}

/** `locale`: the caller's language, which the jobs' cities are named in (docs/i18n.md#place-names). */
export type FavoritesQuery = {
  page: number;
  rows: number;
  search: string | undefined;
  status: string;
  locale?: Locale;
};

/** A page of the candidate's favourites, newest first, filtered by `search` (title or company) and `status`. */
export async function favoritesPage(db: Db, userId: number, query: FavoritesQuery): Promise<FavoritesPage> {
  const { page, rows, search, status } = query;
  let filtered = favoritesOf(db, userId);
  // The one "job is available" rule (docs/product-rules.md#job-availability).
  if (status === 'active') filtered = filtered.where(jobIsAvailable);
  if (status === 'expired') filtered = filtered.where((eb) => eb.not(jobIsAvailable));
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`immutable_unaccent(lower(jobs.title))`, 'like', sql`immutable_unaccent(${like})`),
        eb(sql`immutable_unaccent(lower(companies.name))`, 'like', sql`immutable_unaccent(${like})`),
      ]),
    );
  }
  // Named prepared statements: planning the three-table join was most of each query's time
  // (docs/search.md#prepared-statements-for-the-hot-queries).
  const [list, [counts], [overall]] = await Promise.all([
    prepared(
      db,
      filtered
        .select(['favorites.job_id', 'favorites.created_at'])
        .orderBy('favorites.created_at', 'desc')
        .orderBy('favorites.job_id', 'desc')
        .offset((page - 1) * rows)
        .limit(rows),
    ),
    prepared(
      db,
      filtered.select((eb) => eb.fn.countAll<number>().as('total')),
    ),
    // hasFavorites and totalExpired describe the whole list, whatever the search or status.
    prepared(
      db,
      favoritesOf(db, userId).select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn
          .count<number>('favorites.job_id')
          .filterWhere((w) => w.not(jobIsAvailable))
          .as('expired'),
      ]),
    ),
  ]);
  const jobById = await candidateJobCards(
    db,
    userId,
    list.map((row) => row.job_id),
    query.locale,
  );
  const total = Number(counts.total);
  return {
    favorites: list.flatMap((row) => {
      const job = jobById.get(row.job_id);
      return job ? [{ offer_id: row.job_id, created_at: wireTime(row.created_at), job }] : [];
    }),
    ...pageEnvelope(total, page, rows),
    hasFavorites: Number(overall.all) > 0,
    totalExpired: Number(overall.expired),
  };
}

/**
 * Saves a job (idempotent). A job that does not exist and one that was never public get the same 422 on
 * `offer_id`, so the answer does not tell drafts apart; beyond MAX_FAVORITES a 422 says so. Counted under a lock on
 * the candidate, so two adds at once cannot pass the bound together.
 */
export async function addFavorite(
  db: Db,
  userId: number,
  offerId: number,
): Promise<{ created: boolean; offer_id: number; created_at: string }> {
  const job = await db.selectFrom('jobs').select('id').where('id', '=', offerId).where(publicOnce).executeTakeFirst();
  if (!job) throw new ValidationFailed({ offer_id: [text('api.validation.selected', { field: 'offer id' })] });
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('favorites'), ${userId})`.execute(trx);
    const saved = await trx
      .selectFrom('favorites')
      .select(['job_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('job_id', '=', offerId)
      .executeTakeFirst();
    if (saved) return { created: false, offer_id: saved.job_id, created_at: wireTime(saved.created_at) };
    const { n } = await trx
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_FAVORITES) {
      throw new ValidationFailed({ offer_id: [text('api.favorites.tooMany', { limit: MAX_FAVORITES })] });
    }
    const row = await trx
      .insertInto('favorites')
      .values({ user_id: userId, job_id: offerId })
      .returning(['job_id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { created: true, offer_id: row.job_id, created_at: wireTime(row.created_at) };
  });
}

/** Removes a job from the candidate's favourites (idempotent: their own rows only). */
export async function removeFavorite(db: Db, userId: number, jobId: number): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('job_id', '=', jobId).execute();
}
