import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The languages on more than half the board's jobs (English, on a European board: 80 % of the jobs of the traffic
 * bench's data), read from PostgreSQL's own statistics of `jobs.language_ids` (`pg_stats`, kept by autovacuum's
 * ANALYZE), at most every ten minutes per database handle.
 *
 * Why: with keywords, PostgreSQL intersected the keywords' bitmap with the GIN index's bitmap of such a language (155,787
 * entries for English on 200,000 jobs, 8 ms of a 24 ms list), though the language keeps four matches in five. Tested on
 * the row instead (`= ANY`, which no index answers), the list reads the keywords' matches alone
 * (docs/search.md#a-language-on-most-jobs). A narrower language still goes through its index. A share that is stale
 * or missing (a new board, never analysed) only costs speed: the answer is the same either way.
 */
const BROAD_SHARE = 0.5;
const REFRESH_MS = 10 * 60 * 1000;

const read = new WeakMap<Db, { at: number; ids: Promise<ReadonlySet<number>> }>();

async function readBroadLanguages(db: Db): Promise<ReadonlySet<number>> {
  // most_common_elem_freqs has three more entries than the elements (min, max, nulls): only the first ones pair up.
  const { rows } = await sql<{ elems: number[] | null; freqs: number[] | null }>`
    SELECT most_common_elems::text::int[] AS elems, most_common_elem_freqs AS freqs
    FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'jobs' AND attname = 'language_ids'`.execute(db);
  const { elems, freqs } = rows[0] ?? { elems: null, freqs: null };
  if (!elems || !freqs) return new Set();
  return new Set(elems.filter((_, index) => (freqs[index] ?? 0) > BROAD_SHARE));
}

/** The ids of the languages on more than half the jobs (cached; an error reading them answers none). */
export function broadLanguages(db: Db): Promise<ReadonlySet<number>> {
  const now = Date.now();
  const known = read.get(db);
  if (known && now - known.at < REFRESH_MS) return known.ids;
  const ids = readBroadLanguages(db).catch(() => new Set<number>());
  read.set(db, { at: now, ids });
  return ids;
}
