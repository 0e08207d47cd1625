import { createHash } from 'node:crypto';
import { type Compilable, sql } from 'kysely';
import { MATCHINGS_LIMIT, MATCHINGS_MIN_SCORE } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { activeJobs } from '../jobs/search';
import { exactScoreAt, languageLevelShare, shownScore } from './criteria';
import type { MatchingProfile } from './profile';
import {
  appliedOrDiscarded,
  euCountryIds,
  type KeptRankingRow,
  keptRankingQuery,
  type RankedMatching,
  type RankingFor,
} from './ranking';
import { factColumns, type FactsRow, factsOf, type RankingLanguages } from './score-sql';

/**
 * Each candidate's best matchings kept between requests (docs/search.md#matchings-kept-per-candidate), so that most
 * requests read a hundred rows instead of scoring every job of the candidate's places and languages. The answer is
 * always the one a fresh ranking would give at that instant:
 *
 * - A list is ranked for one profile: `fingerprint` hashes everything the ranking read of the candidate (and the
 *   formula itself). Another profile ranks again.
 * - It keeps the best KEPT jobs, applications and discards included (they are left out when it is read, so that
 *   withdrawing one needs nothing), each with the parts of its score that do not move with time; `cut` is the best
 *   score of the jobs left out, at `ranked_at`. A score only falls as time passes (recency), so no job left out can
 *   score more than `cut` later, unless it was written since.
 * - The jobs written since the list's snapshot (migration 245) are ranked again, only them, and merged; the kept
 *   ones among them are dropped first. A job closed, expired or deleted simply no longer reads back.
 * - The merged list answers when it is provably the fresh one: its MATCHINGS_LIMIT-th job scores above `cut`, or
 *   `cut` is below the threshold (no job left out could show). Otherwise the candidate is ranked again and kept.
 */

/** How many of the best a kept list holds: two lists' worth, so that a few jobs closing or applied to change nothing. */
const KEPT = 2 * MATCHINGS_LIMIT;
/**
 * A list holds as many more as the candidate set aside (applied to or discarded: they are left out when it is read),
 * up to this many more.
 */
const SET_ASIDE_MAX = 400;
/**
 * Past this many jobs written since a list's snapshot, the candidate is ranked again instead of merging them. Merging
 * 500 costs about a ranking at 200,000 jobs (less at p95) and far less at 2,000,000; a live board of 200,000 writes
 * that many in about an hour (docs/search.md#how-many-written-jobs-a-list-merges).
 */
export const CHANGED_MAX = 500;

/** An entry of the list as it is read: the facts, the score's timeless parts, and how it sorts. */
type Entry = FactsRow & { earned: number; weights: number; published_us: number; excluded: boolean };
type Scored = Entry & { exact: number };

let formula: string | null = null;

/**
 * What the kept parts of a score depend on besides the candidate: the text of the ranking (weights, shares and
 * expressions are in it) and the language levels' shares (sent as parameters). A deploy that changes either
 * reads no list ranked before it. Computed once per process.
 */
async function formulaVersion(db: Db): Promise<string> {
  if (formula !== null) return formula;
  const languages = { spoken: [1], satisfied: [10], levels: new Map([[1, 4]]) };
  const profile: MatchingProfile = {
    languages: [],
    skillIds: [1],
    skillSlugs: new Set(),
    sectorIds: [1],
    cityId: 1,
    countryId: 1,
    countryContinente: 1,
    destinations: [],
    workPermit: false,
    salaryFrom: 1,
    salaryTo: 1,
    kept: null,
    setAside: 0,
  };
  const input = { db, userId: 0, profile, languages, asOf: new Date(0) };
  const query = await keptRankingQuery(input, { limit: KEPT + 1, only: null });
  formula = createHash('sha256')
    .update(query.compile().sql)
    .update(JSON.stringify([1, 2, 3, 4].map(languageLevelShare)))
    .digest('base64url');
  return formula;
}

/** A hash of everything the ranking reads of the candidate and of the board's reference data. */
async function fingerprintOf(db: Db, profile: MatchingProfile, languages: RankingLanguages): Promise<string> {
  const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
  const read = [
    await formulaVersion(db),
    await euCountryIds(db),
    profile.cityId,
    profile.countryId,
    profile.countryContinente,
    sorted(profile.destinations),
    profile.workPermit,
    profile.salaryFrom,
    profile.salaryTo,
    profile.skillIds,
    profile.sectorIds,
    sorted(languages.spoken),
    sorted(languages.satisfied),
    [...languages.levels].sort((a, b) => a[0] - b[0]),
  ];
  return createHash('sha256').update(JSON.stringify(read)).digest('base64url');
}

const byRank = (a: Scored, b: Scored) => b.exact - a.exact || b.published_us - a.published_us || b.id - a.id;

/**
 * The answer from these entries, or null when a job left out (`cut`: none is better) could belong in it. The ranking's
 * order (exact score, then newest, then highest id), its MATCHINGS_LIMIT, then its threshold.
 */
function settle(entries: readonly Scored[], cut: number | null): RankedMatching[] | null {
  const best = entries
    .filter((entry) => !entry.excluded)
    .sort(byRank)
    .slice(0, MATCHINGS_LIMIT);
  const last = best.at(-1);
  const provable =
    cut === null ||
    shownScore(cut) < MATCHINGS_MIN_SCORE ||
    (best.length === MATCHINGS_LIMIT && last !== undefined && last.exact > cut);
  if (!provable) return null;
  return best
    .filter((entry) => shownScore(entry.exact) >= MATCHINGS_MIN_SCORE)
    .map((entry) => ({ id: entry.id, facts: factsOf(entry) }));
}

/** A query run as a named prepared statement though kysely builds it as raw SQL. */
const compilable = <Row>(db: Db, query: ReturnType<typeof sql<Row>>): Compilable<Row> => ({
  compile: () => query.compile(db),
});

/**
 * Ranks the candidate afresh and keeps the best KEPT, and as many more as they set aside, in one statement; answers
 * from it (null when too many of them are set aside: the caller ranks without them).
 */
async function rankAndKeep(input: RankingFor, fingerprint: string): Promise<RankedMatching[] | null> {
  const { db, userId, asOf } = input;
  const size = KEPT + Math.min(input.profile.setAside, SET_ASIDE_MAX);
  const ranking = await keptRankingQuery(input, { limit: size + 1, only: null });
  // The snapshot is the statement's, the one the ranking read: every job written by a transaction it cannot see is
  // merged at the next read.
  const store = sql<KeptRankingRow>`WITH ranked AS (${ranking}), kept AS (
    INSERT INTO kept_matchings (user_id, fingerprint, ranked_at, snapshot, cut, job_ids, earned, weights)
    SELECT ${userId}::int, ${fingerprint}::text, ${asOf}::timestamptz, pg_current_snapshot(),
      max(r.exact) FILTER (WHERE r.place > ${size}::int),
      coalesce(array_agg(r.id ORDER BY r.place) FILTER (WHERE r.place <= ${size}::int), '{}'),
      coalesce(array_agg(r.earned ORDER BY r.place) FILTER (WHERE r.place <= ${size}::int), '{}'),
      coalesce(array_agg(r.weights ORDER BY r.place) FILTER (WHERE r.place <= ${size}::int), '{}')
    FROM ranked r
    ON CONFLICT (user_id) DO UPDATE SET fingerprint = excluded.fingerprint, ranked_at = excluded.ranked_at,
      snapshot = excluded.snapshot, cut = excluded.cut, job_ids = excluded.job_ids, earned = excluded.earned,
      weights = excluded.weights
  ) SELECT * FROM ranked ORDER BY place`;
  const rows = await prepared(db, compilable(db, store));
  const best = rows.slice(0, size).map(scored);
  // Ranked at this instant, in the ranking's own total order: its first `size` are the first of every job, so they
  // answer whenever MATCHINGS_LIMIT of them are not set aside (or no job was left out at all).
  const setAside = best.filter((row) => row.excluded).length;
  if (rows.length > size && best.length - setAside < MATCHINGS_LIMIT) return null;
  return settle(best, null);
}

type KeptRead = Partial<Entry> & {
  fingerprint: string;
  ranked_at: Date;
  cut: number | null;
  /** On the first row only: the jobs written since the list's snapshot, at most CHANGED_MAX + 1. */
  changed: number[] | null;
};

/**
 * The candidate's kept list as it reads now: its header (repeated on each row), the jobs written since its snapshot
 * (up to CHANGED_MAX + 1, on the first row), and each kept job that is still active, with its facts now
 * and whether the candidate applied to it or discarded it. One row with no job when none is left.
 */
function readKept(db: Db, userId: number, profile: MatchingProfile, asOf: Date) {
  const entries = db
    .selectFrom(
      sql<{ job_id: number; earned: number; weights: number }>`unnest(m.job_ids, m.earned, m.weights)`.as<'k'>(
        sql`k(job_id, earned, weights)`,
      ),
    )
    .innerJoin('jobs', 'jobs.id', 'k.job_id')
    .leftJoin('sectors', 'sectors.id', 'jobs.sector_id')
    .select(factColumns(profile, asOf))
    .select([
      'k.earned',
      'k.weights',
      sql<number>`(extract(epoch FROM jobs.published_at) * 1000000)::int8`.as('published_us'),
      appliedOrDiscarded(userId).as('excluded'),
    ])
    // Written since or not: those written since are among `changed` below, which replace them.
    .where(activeJobs);
  // In the order of jobs_written_by, from the snapshot's oldest transaction on: planned without knowing that bound
  // (a generic plan), PostgreSQL would otherwise guess a third of the table and read it all to find none. Joined
  // beside the list, not a column of each row: looked up once, not once per job.
  const changed = db
    .selectFrom(
      sql<{ id: number }>`(SELECT jobs.id FROM jobs
        WHERE jobs.written_by >= pg_snapshot_xmin(m.snapshot) AND NOT pg_visible_in_snapshot(jobs.written_by, m.snapshot)
        ORDER BY jobs.written_by LIMIT ${sql.lit(CHANGED_MAX + 1)})`.as('written'),
    )
    .select(sql<number[]>`coalesce(array_agg(written.id), '{}')`.as('ids'));
  return prepared(
    db,
    db
      .selectFrom('kept_matchings as m')
      .innerJoinLateral(changed.as('c'), (join) => join.onTrue())
      .leftJoinLateral(entries.as('v'), (join) => join.onTrue())
      .selectAll('v')
      .select([
        'm.fingerprint',
        'm.ranked_at',
        'm.cut',
        sql<number[] | null>`CASE WHEN row_number() OVER () = 1 THEN c.ids END`.as('changed'),
      ])
      .where('m.user_id', '=', userId)
      .$castTo<KeptRead>(),
  );
}

/**
 * The candidate's matchings at `asOf` (best MATCHINGS_LIMIT, none below the threshold), from their kept list when it
 * proves the answer, else from a fresh ranking, which is kept for the next request.
 */
export async function keptMatchings(input: RankingFor): Promise<RankedMatching[] | null> {
  const { db, userId, profile, languages, asOf } = input;
  const fingerprint = await fingerprintOf(db, profile, languages);
  // A list ranked at a later instant (another replica's clock ahead) could score a job higher than it may now.
  const usable = (kept: { fingerprint: string; rankedAt: Date } | null) =>
    kept !== null && kept.fingerprint === fingerprint && kept.rankedAt.getTime() <= asOf.getTime();
  if (usable(profile.kept)) {
    const rows = await readKept(db, userId, profile, asOf);
    const head = rows[0];
    const changed = head?.changed ?? [];
    if (
      head &&
      usable({ fingerprint: head.fingerprint, rankedAt: new Date(head.ranked_at) }) &&
      changed.length <= CHANGED_MAX
    ) {
      let cut = head.cut;
      let entries = rows.flatMap((row) => (row.id === undefined || row.id === null ? [] : [scored(row as Entry)]));
      if (changed.length > 0) {
        // The jobs written since, ranked again as they are now; the kept ones among them give way.
        const ranking = await keptRankingQuery(input, { limit: KEPT + 1, only: changed });
        const written = await prepared(db, ranking);
        // More written jobs than one list holds: the best of the rest bounds them all, as `cut` does.
        if (written.length > KEPT)
          cut = Math.max(cut ?? Number.NEGATIVE_INFINITY, (written[KEPT] as KeptRankingRow).exact);
        const rewritten = new Set(changed);
        entries = [...entries.filter((entry) => !rewritten.has(entry.id)), ...written.slice(0, KEPT).map(scored)];
      }
      const answer = settle(entries, cut);
      if (answer) return answer;
    }
  }
  return rankAndKeep(input, fingerprint);
}

/** An entry with its exact score now, from its kept parts and its whole days (as the SQL computes them). */
const scored = (entry: Entry): Scored => ({
  ...entry,
  exact: exactScoreAt(entry.earned, entry.weights, entry.age_days),
});

/**
 * A list is ranked again anyway once more than CHANGED_MAX jobs were written after it, about an hour on a live
 * board, so a week-old one is almost never read as it is: only its candidate's next visit would rank again, and the
 * table would keep a row for every candidate who ever opened their matchings (about 1 KB each).
 */
const KEPT_DAYS = 7;
/** Rows deleted per call at most: the periodic job calls every minute, so a backlog clears without a long statement. */
const PRUNE_BATCH = 1_000;

/** Deletes up to PRUNE_BATCH lists ranked more than KEPT_DAYS ago, oldest first (kept_matchings_ranked_at). */
export async function pruneKeptMatchings(db: Db): Promise<number> {
  const result = await sql`DELETE FROM kept_matchings WHERE user_id IN (
      SELECT user_id FROM kept_matchings WHERE ranked_at < now() - make_interval(days => ${KEPT_DAYS})
      ORDER BY ranked_at LIMIT ${PRUNE_BATCH}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
