import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { createCachedValue } from '../../lib/cache';

/**
 * The languages on a large share of the board's jobs, read from PostgreSQL's own statistics of `jobs.language_ids`
 * (`pg_stats.most_common_elems`, kept by autovacuum's ANALYZE), at most every ten minutes per database handle
 * (docs/search.md#a-language-on-most-jobs).
 *
 * Why: with keywords, a language on most jobs (English: 155,787 of 195,000) removes few of the keywords' matches,
 * and testing it on each of them costs less than stepping through its long entry list in the index, though the
 * planner costs that low. search.ts then tests such a language on each row the other conditions find. Without
 * keywords, a list of broad languages and one other walks the other's facets and tests the broad ones on each entry
 * (docs/search.md#a-language-on-most-jobs-and-one-other). A statistic that is missing or stale (a new board, never
 * analysed) only costs speed: the answers are the same either way.
 */
export type BroadTerms = {
  /** Languages on more than half the jobs. */
  languages: ReadonlySet<number>;
};

const BROAD_LANGUAGE_SHARE = 0.5;
const REFRESH_MS = 10 * 60 * 1000;

export const NO_BROAD_TERMS: BroadTerms = { languages: new Set() };

/** The elements whose share is above `share` (most_common_elem_freqs has three more entries: min, max, nulls). */
const above = (elems: string[] | null, freqs: number[] | null, share: number) =>
  (elems ?? []).filter((_, index) => (freqs?.[index] ?? 0) > share);

async function readBroadTerms(db: Db): Promise<BroadTerms> {
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null }>`
    SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'jobs' AND attname = 'language_ids'`.execute(db);
  const [languages] = rows;
  return {
    languages: new Set(above(languages?.elems ?? null, languages?.freqs ?? null, BROAD_LANGUAGE_SHARE).map(Number)),
  };
}

/** One cached read per database handle: the statistics change slowly, and a request never waits for a refresh. */
const cached = new WeakMap<Db, () => Promise<BroadTerms>>();

/** The broad languages (cached; an error reading them answers none until the next refresh). */
export function broadTerms(db: Db): Promise<BroadTerms> {
  let get = cached.get(db);
  if (!get) {
    get = createCachedValue(() => readBroadTerms(db).catch(() => NO_BROAD_TERMS), {
      ttlMs: REFRESH_MS,
      refresh: 'background',
    });
    cached.set(db, get);
  }
  return get();
}
