import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { EU_CONTINENTE, MATCHINGS_LIMIT, MATCHINGS_MIN_SCORE, type MatchingLocationReason } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { createCachedValue } from '../../lib/cache';
import type { Database } from '../../db/schema';
import { activeJobs } from '../jobs/search';
import { CRITERION_WEIGHTS, LOCATION_SHARES, languageLevelShare, type MatchingFacts, RECENCY_DAYS } from './criteria';
import type { MatchingProfile } from './profile';

/**
 * The matchings in SQL (docs/product-rules.md#matchings): which jobs can match, their score and order, in one query
 * that reads only the jobs of the candidate's places and languages through the indexes of migrations 061 and 140,
 * and answers the best MATCHINGS_LIMIT. The score is built here from the weights and shares of criteria.ts, which
 * words the same facts for the page: one formula, two readers.
 */

const ints = (values: readonly number[]) => sql<number[]>`${sql.val([...values])}::int[]`;

/** Where the job is, for this candidate: the first of their city, their country, a destination, remote. */
function locationSql(profile: MatchingProfile): RawBuilder<MatchingLocationReason> {
  return sql<MatchingLocationReason>`CASE
    WHEN jobs.city_id = ${profile.cityId ?? 0} THEN 'home_city'
    WHEN jobs.country_id = ${profile.countryId ?? 0} THEN 'home_country'
    WHEN jobs.country_id = ANY(${ints(profile.destinations)}) THEN 'destination'
    WHEN jobs.remote_type = 'remote' THEN 'remote'
    ELSE 'elsewhere' END`;
}

/**
 * What ranking needs of the candidate's languages: the board language ids they speak (`spoken`), the codes of
 * jobs.mandatory_languages they satisfy (`satisfied`), and the level (1-4) of their best language standing for each
 * board language (`levels`, by id: the same one or its pair), for the languages' share.
 */
export type RankingLanguages = {
  spoken: readonly number[];
  satisfied: readonly number[];
  levels: ReadonlyMap<number, number>;
};

/**
 * Whole days since the job was published, at the instant `asOf` (one instant for the ranking and the page, so both
 * read the same number). In double precision (`date_part`), as JavaScript counts: `extract` answers a numeric, whose
 * division and floor were a sixth of the ranking's time, computed for every job it scores
 * (docs/search.md#the-matchings-score-in-double-precision).
 */
function ageDaysSql(asOf: Date): RawBuilder<number> {
  return sql<number>`greatest(0, floor(date_part('epoch', ${asOf}::timestamptz - jobs.published_at) / 86400))::int`;
}

/** criteria.ts's `recencyShare` of those days: 1 on the day, 0 from RECENCY_DAYS, linearly. */
function recencyShareSql(asOf: Date): RawBuilder<number> {
  return sql<number>`greatest(0::float8, 1 - (${ageDaysSql(asOf)})::float8 / ${float(RECENCY_DAYS)})`;
}

/**
 * The mean of languageLevelShare over a set of mandatory languages (`codes`: language id × 10 + level), by the
 * candidate's level in each. Computed once per set the candidate satisfies (a few dozen), not once per job: the
 * branches below join the sets, and each job carries its set's share (`language_share`); a subquery per job was a
 * quarter of the ranking's time (docs/search.md#the-language-share-once-per-set). Every set joined is satisfied, so
 * criteria.ts's 0 for an unsatisfied language never arises here. The candidate's shares come as two arrays (ids and
 * shares), so the query's text is the same for every candidate (docs/search.md#the-matchings-ranking-planned-once).
 */
function languageShareSql(languages: RankingLanguages, codes: RawBuilder<number[]>): RawBuilder<number> {
  const levels = [...languages.levels];
  const shares = sql<number[]>`${sql.val(levels.map(([, level]) => languageLevelShare(level)))}::float8[]`;
  return sql<number>`(SELECT avg(coalesce(l.share, 0)) FROM unnest(${codes}) AS c
    LEFT JOIN unnest(${ints(levels.map(([id]) => id))}, ${shares}) AS l(id, share) ON l.id = c / 10)`;
}

/**
 * The candidate's skills in a fixed number of places, the rest empty (null): one text of the ranking for every
 * candidate with up to 8 skills, one for up to 16, and so on, where one test per skill made a text per count.
 */
function skillSlots(skillIds: readonly number[]): (number | null)[] {
  let size = 8;
  while (size < skillIds.length) size *= 2;
  return [...skillIds, ...Array<null>(size - skillIds.length).fill(null)];
}

/**
 * Each criterion as SQL: when it is shown, and the share of its points it earns (criteria.ts says the same), in
 * double precision like JavaScript's numbers, so both sides add up to the same score. The order is criteria.ts's.
 * Whether the candidate's side says something (skills, sectors, a salary) is a parameter, not a change of the text:
 * the ranking is one prepared statement for every candidate (docs/search.md#the-matchings-ranking-planned-once).
 */
function criteriaSql(profile: MatchingProfile, asOf: Date, euCountries: readonly number[]) {
  const permitShare = profile.workPermit || profile.countryContinente === EU_CONTINENTE ? 1 : 0;
  const locationShare = sql.join(
    Object.entries(LOCATION_SHARES).map(([reason, value]) => sql`WHEN ${sql.lit(reason)} THEN ${float(value)}`),
    sql` `,
  );
  // One test per place of the candidate's skills (a few dozen at most) instead of a subquery per job. An empty place
  // costs nothing: `null = ANY(...)` is null at once, without reading the job's skills, and `IS TRUE` makes it 0.
  // Most jobs scored share no skill with the candidate: one overlap test (`&&`, one pass over both arrays) answers 0
  // for them without the eight tests.
  const matchedSkills = sql`CASE WHEN jobs.skill_ids && ${ints(profile.skillIds)} THEN ${sql.join(
    skillSlots(profile.skillIds).map((id) => sql`((${id}::int = ANY(jobs.skill_ids)) IS TRUE)::int`),
    sql` + `,
  )} ELSE 0 END`;
  const from = profile.salaryFrom;
  const to = profile.salaryTo;
  const flag = (value: boolean) => sql`${value}::boolean`;
  return {
    languages: {
      shown: sql`cardinality(jobs.mandatory_languages) > 0`,
      share: sql`jobs.language_share`,
    },
    location: { shown: sql`true`, share: sql`CASE ${locationSql(profile)} ${locationShare} ELSE 0 END` },
    skills: {
      shown: sql`${flag(profile.skillIds.length > 0)} AND cardinality(jobs.skill_ids) > 0`,
      share: sql`(${matchedSkills})::float8 / greatest(cardinality(jobs.skill_ids), 1)`,
    },
    sector: {
      // The company's sector, copied on the job row (migration 243): no lookup of the company per job found.
      shown: sql`${flag(profile.sectorIds.length > 0)} AND jobs.sector_id IS NOT NULL`,
      share: sql`(jobs.sector_id = ANY(${ints(profile.sectorIds)}))::int`,
    },
    work_permit: {
      // The job's country in the EU, from the list of their ids rather than a join to countries per job found
      // (thousands for a candidate open to remote work): docs/search.md#the-matchings-ranking-without-joins.
      shown: sql`jobs.country_id = ANY(${ints(euCountries)}) AND jobs.remote_type IS DISTINCT FROM 'remote'`,
      share: sql`${permitShare}::int`,
    },
    salary: {
      shown: sql`${flag(from !== null || to !== null)} AND jobs.salary_year_min IS NOT NULL
        AND jobs.salary_year_max IS NOT NULL`,
      share: sql`(jobs.salary_year_max >= ${from ?? 0}::int AND jobs.salary_year_min <= ${to ?? 2_147_483_647}::int)::int`,
    },
    recency: { shown: sql`true`, share: recencyShareSql(asOf) },
  } satisfies Record<keyof typeof CRITERION_WEIGHTS, { shown: RawBuilder<unknown>; share: RawBuilder<unknown> }>;
}

const float = (value: number) => sql`${sql.lit(value)}::float8`;

/**
 * 100 × Σ weight × share ÷ Σ weight of the criteria shown, as `matchingScore` computes it: the same sum in the same
 * order: the exact score, which orders the list (two jobs rarely tie on it). The score shown and compared to the
 * threshold is it rounded as Math.round does, floor(x + 0.5) (PostgreSQL's round of a double rounds halves to even).
 */
function exactScoreSql(profile: MatchingProfile, asOf: Date, euCountries: readonly number[]) {
  const criteria = Object.entries(criteriaSql(profile, asOf, euCountries)).map(([key, c]) => ({
    weight: CRITERION_WEIGHTS[key as keyof typeof CRITERION_WEIGHTS],
    ...c,
  }));
  const earned = sql.join(
    criteria.map((c) => sql`CASE WHEN ${c.shown} THEN ${float(c.weight)} * (${c.share}) ELSE 0 END`),
    sql` + `,
  );
  const shown = sql.join(
    criteria.map((c) => sql`CASE WHEN ${c.shown} THEN ${sql.lit(c.weight)} ELSE 0 END`),
    sql` + `,
  );
  return sql<number>`coalesce(100 * (${earned}) / nullif(${shown}, 0), 0)`;
}

/** The columns of FactsRow, on a query of the job as `jobs` and its company's sector as `sectors`. */
const factColumns = (profile: MatchingProfile, asOf: Date) =>
  [
    'jobs.id',
    locationSql(profile).as('location'),
    'sectors.id as sector_id',
    'sectors.slug as sector_slug',
    'sectors.name as sector_name',
    'jobs.salary_year_min',
    'jobs.salary_year_max',
    ageDaysSql(asOf).as('age_days'),
  ] as const;

/** The jobs with the facts criteria.ts reads, for this candidate, at the instant `asOf`. */
function factsQuery(db: Db, profile: MatchingProfile, asOf: Date) {
  return db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .leftJoin('sectors', 'sectors.id', 'companies.sector_id')
    .leftJoin('countries', 'countries.id', 'jobs.country_id')
    .select(factColumns(profile, asOf));
}

type FactsRow = {
  id: number;
  location: MatchingLocationReason;
  sector_id: number | null;
  sector_slug: string | null;
  sector_name: string | null;
  salary_year_min: number | null;
  salary_year_max: number | null;
  age_days: number;
};

const factsOf = (row: FactsRow): MatchingFacts => ({
  location: row.location,
  sector:
    row.sector_id !== null && row.sector_slug !== null && row.sector_name !== null
      ? { id: row.sector_id, slug: row.sector_slug, name: row.sector_name }
      : null,
  salaryYearMin: row.salary_year_min,
  salaryYearMax: row.salary_year_max,
  ageDays: row.age_days,
});

/** The facts of the given jobs, by id (the discarded ones), at the instant `asOf`. */
export async function matchingFacts(
  db: Db,
  profile: MatchingProfile,
  ids: readonly number[],
  asOf: Date,
): Promise<Map<number, MatchingFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await factsQuery(db, profile, asOf)
    .where('jobs.id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, factsOf(row)]));
}

/** The ids of the countries in the EU: reference data, read again after 10 minutes (lib/cache.ts). */
let euCountries: (() => Promise<number[]>) | null = null;
/** The handle the next read uses: the caller's latest (one database per process; a test may build several apps). */
let readWith: Db | null = null;

function euCountryIds(db: Db): Promise<number[]> {
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

/** A ranked matching: its job's id and the facts the page explains it by. */
export type RankedMatching = { id: number; facts: MatchingFacts };

/**
 * The candidate's matchings with their facts, best exact score first, then newest: active and unexpired jobs asking
 * for a language the candidate speaks (`spoken`), whose mandatory languages they all satisfy (`satisfied`), in their
 * city, their country, a country they would move to, or remote; never one they applied to or discarded; scoring at
 * least MATCHINGS_MIN_SCORE; at most MATCHINGS_LIMIT.
 */
export async function rankedMatchingIds(
  db: Db,
  userId: number,
  profile: MatchingProfile,
  languages: RankingLanguages,
  options: RankingOptions,
  asOf: Date,
): Promise<RankedMatching[]> {
  const exact = exactScoreSql(profile, asOf, await euCountryIds(db));
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
      .$if(options.latests, (q) => q.where('jobs.published_at', '>', sql<Date>`now() - interval '7 days'`));
  const remote = branch((eb) =>
    eb.and([
      eb('jobs.remote_type', '=', 'remote'),
      ...(places.length > 0
        ? [eb.or([eb('jobs.country_id', 'is', null), sql<boolean>`NOT (jobs.country_id = ANY(${ints(places)}))`])]
        : []),
    ]),
  );
  // The places as one array, whatever their number: one text of the query (docs/search.md#the-matchings-ranking-planned-once).
  const found =
    places.length > 0 ? branch(() => sql<boolean>`jobs.country_id = ANY(${ints(places)})`).unionAll(remote) : remote;
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
    .where(noRowOfCandidate('applications', userId))
    .where(noRowOfCandidate('candidate_discarded_matchings', userId))
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
    .limit(MATCHINGS_LIMIT);
  // Rounded as Math.round does (exactScoreSql), the score shown and compared to the threshold.
  // Named `jobs` again: the location's and the age's SQL read the job's columns by that name.
  // A named prepared statement: planning it cost PostgreSQL 1.7 ms a request, a quarter of its time, and its text is
  // now the same for every candidate but for a few shapes (docs/search.md#the-matchings-ranking-planned-once).
  const rows = await prepared(
    db,
    db
      .selectFrom(best.as('jobs'))
      .leftJoin('sectors', 'sectors.id', 'jobs.sector_id')
      .select(factColumns(profile, asOf))
      .select(sql<number>`floor(jobs.exact + 0.5)::int`.as('score'))
      .orderBy('jobs.exact', 'desc')
      .orderBy('jobs.published_at', 'desc')
      .orderBy('jobs.id', 'desc'),
  );
  return rows.filter((row) => row.score >= MATCHINGS_MIN_SCORE).map((row) => ({ id: row.id, facts: factsOf(row) }));
}
