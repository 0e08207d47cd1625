import { sql } from 'kysely';
import { type FavoritesPage, type Locale, pageEnvelope } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { likePattern } from '../lib/like-pattern';
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

/**
 * A page of the candidate's favourites, newest first, filtered by `search` (title or company) and `status`.
 *
 * One statement reads every favourite of the candidate (MAX_FAVORITES at most, a few small columns each) with whether
 * its job is available and matches the search; the page, its total, `hasFavorites` and `totalExpired` are counted
 * from those rows. It was three statements (the page, its count, the whole list's counts), each joining the same
 * jobs: three round trips and three plans for a list of a few rows (docs/search.md#favourites-in-one-statement).
 */
export async function favoritesPage(db: Db, userId: number, query: FavoritesQuery): Promise<FavoritesPage> {
  const { page, rows, search, status } = query;
  const like = search ? likePattern(search.toLowerCase()) : null;
  // A named prepared statement: planning the three-table join was most of its time
  // (docs/search.md#prepared-statements-for-the-hot-queries). Two texts: with a search and without.
  const all = await prepared(
    db,
    favoritesOf(db, userId)
      .select((eb) => [
        'favorites.job_id',
        'favorites.created_at',
        // The one "job is available" rule (docs/product-rules.md#job-availability).
        jobIsAvailable.as('available'),
        like === null
          ? sql<boolean>`TRUE`.as('matches')
          : eb
              .or([
                eb(sql`immutable_unaccent(lower(jobs.title))`, 'like', sql`immutable_unaccent(${like})`),
                eb(sql`immutable_unaccent(lower(companies.name))`, 'like', sql`immutable_unaccent(${like})`),
              ])
              .as('matches'),
      ])
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.job_id', 'desc'),
  );
  const filtered = all.filter(
    (row) => row.matches && (status === 'active' ? row.available : status === 'expired' ? !row.available : true),
  );
  const shown = filtered.slice((page - 1) * rows, page * rows);
  const jobById = await candidateJobCards(
    db,
    userId,
    shown.map((row) => row.job_id),
    query.locale,
  );
  return {
    favorites: shown.flatMap((row) => {
      const job = jobById.get(row.job_id);
      return job ? [{ offer_id: row.job_id, created_at: wireTime(row.created_at), job }] : [];
    }),
    ...pageEnvelope(filtered.length, page, rows),
    // hasFavorites and totalExpired describe the whole list, whatever the search or status.
    hasFavorites: all.length > 0,
    totalExpired: all.filter((row) => !row.available).length,
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
