import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { createCachedValue } from '../../lib/cache';

/**
 * The languages and the words on a large share of the board's jobs, read from PostgreSQL's own statistics of
 * `jobs.language_ids` and `jobs.search` (`pg_stats.most_common_elems`, kept by autovacuum's ANALYZE), at most every
 * ten minutes per database handle (docs/search.md#a-language-on-most-jobs, #a-word-in-most-jobs).
 *
 * Why: PostgreSQL answers a keyword search with bitmaps of its GIN indexes, and builds the whole bitmap of every
 * condition it takes through an index. For a language on most jobs (English: 155,787 of 195,000) or a word in most
 * (`support`: 110,763) that bitmap costs more than reading the rows it would have removed, though the planner
 * costs it low. search.ts then tests such a language or word on each row the other conditions find. A statistic
 * that is missing or stale (a new board, never analysed) only costs speed: the answers are the same either way.
 */
export type BroadTerms = {
  /** Languages on more than half the jobs. */
  languages: ReadonlySet<number>;
  /** Lexemes of the search vector (lower case, as the 'simple' configuration writes them) in more than a quarter. */
  words: ReadonlySet<string>;
};

const BROAD_LANGUAGE_SHARE = 0.5;
/**
 * A quarter: above it, the other conditions' rows (a place, a language) find a list's 1,001 matches within a few
 * thousand rows, where the word's bitmap holds tens of thousands of entries.
 */
const BROAD_WORD_SHARE = 0.25;
const REFRESH_MS = 10 * 60 * 1000;

export const NO_BROAD_TERMS: BroadTerms = { languages: new Set(), words: new Set() };

/** The elements whose share is above `share` (most_common_elem_freqs has three more entries: min, max, nulls). */
const above = (elems: string[] | null, freqs: number[] | null, share: number) =>
  (elems ?? []).filter((_, index) => (freqs?.[index] ?? 0) > share);

async function readBroadTerms(db: Db): Promise<BroadTerms> {
  const { rows } = await sql<{ attname: string; elems: string[] | null; freqs: number[] | null }>`
    SELECT attname, most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'jobs'
      AND attname IN ('language_ids', 'search')`.execute(db);
  const of = (name: string) => rows.find((row) => row.attname === name);
  const languages = of('language_ids');
  const search = of('search');
  return {
    languages: new Set(above(languages?.elems ?? null, languages?.freqs ?? null, BROAD_LANGUAGE_SHARE).map(Number)),
    words: new Set(above(search?.elems ?? null, search?.freqs ?? null, BROAD_WORD_SHARE)),
  };
}

/** One cached read per database handle: the statistics change slowly, and a request never waits for a refresh. */
const cached = new WeakMap<Db, () => Promise<BroadTerms>>();

/** The broad languages and words (cached; an error reading them answers none until the next refresh). */
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
