import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { EU_CONTINENTE, MATCHINGS_LIMIT, MATCHINGS_MIN_SCORE } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { createCachedValue } from '../../lib/cache';
import type { Database } from '../../db/schema';
import { activeJobs } from '../jobs/search';
import type { MatchingFacts } from './criteria';
import type { MatchingProfile } from './profile';
import {
  exactScoreSql,
  factColumns,
  type FactsRow,
  factsOf,
  ints,
  languageShareSql,
  type RankingLanguages,
  scoreParts,
} from './score-sql';

/**
 * The matchings in SQL (docs/product-rules.md#matchings): which jobs can match, their score and order, in one query
 * that reads only the jobs of the candidate's places and languages through the indexes of migrations 061 and 140,
 * and answers the best MATCHINGS_LIMIT (or, for a list kept between requests, kept.ts, the best few more).
 */

/** The ids of the countries in the EU: reference data, read again after 10 minutes (lib/cache.ts). */
let euCountries: (() => Promise<number[]>) | null = null;
/** The handle the next read uses: the caller's latest (one database per process; a test may build several apps). */
let readWith: Db | null = null;

export function euCountryIds(db: Db): Promise<number[]> {
  readWith = db;
  euCountries ??= createCachedValue(
    async () =>
      (
        await (readWith as Db).selectFrom('countries').select('id').where('continente', '=', EU_CONTINENTE).execute()
      ).map((row) => row.id),
    { ttlMs: 10 * 60_000 },
  );
  return euCountries();
}

export type RankingOptions = { latests: boolean; companyKey: string | null };

/**
 * The job (the query's `jobs`) has no row of the candidate's in `table`: not applied to, not discarded. As `NOT IN`
 * (job_id is NOT NULL in both tables, so it means what NOT EXISTS means): PostgreSQL reads the candidate's few rows
 * once into a hash and probes it per job, where NOT EXISTS became a join it planned per job, a rescan of the table
 * for each of thousands of jobs when it looked empty (docs/search.md#the-language-share-once-per-set).
 */
function noRowOfCandidate(table: 'applications' | 'candidate_discarded_matchings', userId: number) {
  return sql<boolean>`jobs.id NOT IN (SELECT t.job_id FROM ${sql.table(table)} t WHERE t.user_id = ${userId})`;
}

/** The job was applied to or discarded by the candidate: what a kept list leaves out when it is read (kept.ts). */
export function appliedOrDiscarded(userId: number) {
  return sql<boolean>`NOT (${noRowOfCandidate('applications', userId)} AND ${noRowOfCandidate('candidate_discarded_matchings', userId)})`;
}

/** Whom a ranking is for, with what of their profile and languages it reads, and at which instant. */
export type RankingFor = {
  db: Db;
  userId: number;
  profile: MatchingProfile;
  languages: RankingLanguages;
  asOf: Date;
};

/** A ranked matching: its job's id and the facts the page explains it by. */
export type RankedMatching = { id: number; facts: MatchingFacts };

/**
 * What is ranked. `live`: the caller's matchings as the page shows them (their applications and discards left out,
 * the best MATCHINGS_LIMIT). `kept`: a list to keep (kept.ts): applications and discards in (each row says so), the
 * best `limit`, each with the parts of its score that do not move with time; with `only`, only those jobs (the ones
 * written since a kept list was ranked).
 */
type RankingMode = { kind: 'live' } | { kind: 'kept'; limit: number; only: readonly number[] | null };

/** A row of a kept ranking: the facts, the exact score now and its parts, whether the candidate set it aside. */
export type KeptRankingRow = FactsRow & {
  score: number;
  exact: number;
  earned: number;
  weights: number;
  /** published_at in microseconds since 1970, exactly as PostgreSQL counts the days. */
  published_us: number;
  excluded: boolean;
  place: number;
};

/**
 * The candidate's matchings with their facts, best exact score first, then newest: active and unexpired jobs asking
 * for a language the candidate speaks (`spoken`), whose mandatory languages they all satisfy (`satisfied`), in their
 * city, their country, a country they would move to, or remote; never one they applied to or discarded; scoring at
 * least MATCHINGS_MIN_SCORE; at most MATCHINGS_LIMIT.
 */
export async function rankedMatchingIds(input: RankingFor, options: RankingOptions): Promise<RankedMatching[]> {
  const query = rankingQuery(input, options, await euCountryIds(input.db), { kind: 'live' });
  // A named prepared statement: planning it cost PostgreSQL 1.7 ms a request, a quarter of its time, and its text is
  // now the same for every candidate but for a few shapes (docs/search.md#the-matchings-ranking-planned-once).
  const rows = await prepared(input.db, query);
  return rows.filter((row) => row.score >= MATCHINGS_MIN_SCORE).map((row) => ({ id: row.id, facts: factsOf(row) }));
}

/** The ranking of `mode` as a query (the kept one: kept.ts stores it or merges it); its rows best first. */
export async function keptRankingQuery(input: RankingFor, mode: { limit: number; only: readonly number[] | null }) {
  const options = { latests: false, companyKey: null };
  const eu = await euCountryIds(input.db);
  return rankingQuery(input, options, eu, { kind: 'kept', ...mode }).$castTo<KeptRankingRow>();
}

function rankingQuery(
  { db, userId, profile, languages, asOf }: RankingFor,
  options: RankingOptions,
  euCountries: readonly number[],
  mode: RankingMode,
) {
  const parts = scoreParts(profile, asOf, euCountries);
  const exact = exactScoreSql(parts);
  const kept = mode.kind === 'kept';
  const only = kept ? mode.only : null;
  // The sets of mandatory languages the candidate satisfies, with their languages' share of the score.
  const sets = db
    .selectFrom('job_mandatory_language_sets as sets')
    .select(['sets.codes', languageShareSql(languages, sql`sets.codes`).as('language_share')])
    .where(sql<boolean>`sets.codes <@ ${ints(languages.satisfied)}`)
    // OFFSET keeps PostgreSQL from pulling the subquery up into the join, which would compute the share per job.
    .offset(0);
  const places = [...new Set([...(profile.countryId === null ? [] : [profile.countryId]), ...profile.destinations])];
  // Two branches, the jobs of the candidate's places and the remote jobs elsewhere, each an index-only scan of
  // jobs_active_matching_languages (migration 236), one descent per set of mandatory languages the candidate
  // satisfies: an OR of the two would read every one of those jobs from the table. The
  // branches only find the jobs; the score is written once, above their union
  // (docs/search.md#the-matchings-ranking-query-session-8): planning the score's long expression once per branch, and once
  // more for the rounded score, cost PostgreSQL more than running the query.
  const branch = (where: (eb: ExpressionBuilder<Database, 'jobs'>) => Expression<SqlBool>) =>
    db
      .selectFrom('jobs')
      // One row per job: codes is the key of job_mandatory_language_sets.
      .innerJoin(sets.as('sets'), 'sets.codes', 'jobs.mandatory_languages')
      .select([
        'sets.language_share',
        'jobs.id',
        'jobs.published_at',
        'jobs.company_id',
        'jobs.city_id',
        'jobs.country_id',
        'jobs.remote_type',
        'jobs.mandatory_languages',
        'jobs.skill_ids',
        'jobs.salary_year_min',
        'jobs.salary_year_max',
        'jobs.sector_id',
      ])
      .where(activeJobs)
      .where(where)
      // Both arrays are on the job row (migrations 030 and 140): no join per job.
      .where(sql<boolean>`jobs.language_ids && ${ints(languages.spoken)}`)
      .where(sql<boolean>`jobs.mandatory_languages <@ ${ints(languages.satisfied)}`)
      // The same condition said so that it reads only those jobs: the join above to the sets of mandatory languages
      // the candidate satisfies, each one descent of jobs_active_matching_languages (migration 236), instead of every
      // job of the places filtered (docs/search.md#matchings-by-required-languages).
      .$if(options.latests, (q) => q.where('jobs.published_at', '>', sql<Date>`now() - interval '7 days'`))
      // Only these jobs (a kept list's written since it was ranked, kept.ts): looked up by id, whatever the plan.
      .$if(only !== null, (q) => q.where(sql<boolean>`jobs.id = ANY(${ints(only ?? [])})`));
  // The places as one array, whatever their number: one text of the query (docs/search.md#the-matchings-ranking-planned-once).
  const inPlaces = sql<boolean>`jobs.country_id = ANY(${ints(places)})`;
  const remoteElsewhere = (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.and([
      eb('jobs.remote_type', '=', 'remote'),
      ...(places.length > 0 ? [eb.or([eb('jobs.country_id', 'is', null), sql<boolean>`NOT (${inPlaces})`])] : []),
    ]);
  // A kept list's jobs written since (a hundred ids at most) in one branch, both conditions in one: as two, the
  // remote one's generic plan walked every remote job of each set of languages to find them (4 ms at 200,000 jobs,
  // docs/search.md#merging-the-jobs-written-since); alone, the ids are one scan of the primary key.
  const found =
    only !== null
      ? branch((eb) => (places.length > 0 ? eb.or([inPlaces, remoteElsewhere(eb)]) : remoteElsewhere(eb)))
      : places.length > 0
        ? branch(() => inPlaces).unionAll(branch(remoteElsewhere))
        : branch(remoteElsewhere);
  // The best MATCHINGS_LIMIT by the exact score (named `jobs`, the score's SQL reads the job's columns by that name),
  // with the facts the page explains them by; those below the threshold are dropped after: the same jobs as
  // filtering first, without the database computing each score twice (once to filter, once to sort).
  const key = options.companyKey;
  const best = db
    .selectFrom(found.as('jobs'))
    // The location and the age, which the page explains, are computed above for the best only: every column
    // computed here is computed for every job found (thousands).
    .select([
      'jobs.id',
      'jobs.published_at',
      exact.as('exact'),
      'jobs.city_id',
      'jobs.country_id',
      'jobs.remote_type',
      'jobs.sector_id',
      'jobs.salary_year_min',
      'jobs.salary_year_max',
    ])
    // A kept ranking's parts are computed above too, from these, for the best only.
    .$if(kept, (q) => q.select(['jobs.language_share', 'jobs.skill_ids', 'jobs.mandatory_languages']))
    .$if(!kept, (q) =>
      q
        .where(noRowOfCandidate('applications', userId))
        .where(noRowOfCandidate('candidate_discarded_matchings', userId)),
    )
    // One company's matchings: by its id, or by its slug through one lookup of the company.
    .$if(key !== null, (q) =>
      q.where((eb) =>
        /^\d{1,9}$/.test(key ?? '')
          ? eb('jobs.company_id', '=', Number(key))
          : eb(
              'jobs.company_id',
              '=',
              eb
                .selectFrom('companies')
                .select('companies.id')
                .where('companies.slug', '=', (key ?? '').toLowerCase()),
            ),
      ),
    )
    .orderBy('exact', 'desc')
    .orderBy('jobs.published_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(kept ? mode.limit : MATCHINGS_LIMIT);
  // Rounded as Math.round does (exactScoreSql), the score shown and compared to the threshold.
  // Named `jobs` again: the location's and the age's SQL read the job's columns by that name.
  return db
    .selectFrom(best.as('jobs'))
    .leftJoin('sectors', 'sectors.id', 'jobs.sector_id')
    .select(factColumns(profile, asOf))
    .select(sql<number>`floor(jobs.exact + 0.5)::int`.as('score'))
    .$if(kept, (q) =>
      q.select([
        'jobs.exact',
        parts.earned.as('earned'),
        parts.weights.as('weights'),
        sql<number>`(extract(epoch FROM jobs.published_at) * 1000000)::int8`.as('published_us'),
        appliedOrDiscarded(userId).as('excluded'),
        sql<number>`row_number() OVER (ORDER BY jobs.exact DESC, jobs.published_at DESC, jobs.id DESC)`.as('place'),
      ]),
    )
    .orderBy('jobs.exact', 'desc')
    .orderBy('jobs.published_at', 'desc')
    .orderBy('jobs.id', 'desc');
}
