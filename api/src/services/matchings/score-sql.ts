import { type RawBuilder, sql } from 'kysely';
import { EU_CONTINENTE, type MatchingLocationReason } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { CRITERION_WEIGHTS, LOCATION_SHARES, languageLevelShare, type MatchingFacts, RECENCY_DAYS } from './criteria';
import type { MatchingProfile } from './profile';

/**
 * The matchings' score in SQL (docs/product-rules.md#matchings): each criterion's share as an expression on the job
 * row, built from the weights and shares of criteria.ts, which words the same facts for the page: one formula, two
 * readers. ranking.ts ranks with it; the facts a page explains a matching by are read here too.
 */

export const ints = (values: readonly number[]) => sql<number[]>`${sql.val([...values])}::int[]`;

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
export function languageShareSql(languages: RankingLanguages, codes: RawBuilder<number[]>): RawBuilder<number> {
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
 * The score's parts: what every criterion but recency earns (Σ weight × share of the criteria shown, in criteria.ts's
 * order), recency's term, and the weights shown. Recency comes last in that order, so `earned + recency` is the very
 * sum the score was always made of; what is left of it without recency does not move with time, which is what a kept
 * list stores (kept.ts, `exactScoreAt`).
 */
export function scoreParts(profile: MatchingProfile, asOf: Date, euCountries: readonly number[]) {
  const criteria = Object.entries(criteriaSql(profile, asOf, euCountries)).map(([key, c]) => ({
    key,
    weight: CRITERION_WEIGHTS[key as keyof typeof CRITERION_WEIGHTS],
    ...c,
  }));
  const term = (c: (typeof criteria)[number]) =>
    sql<number>`CASE WHEN ${c.shown} THEN ${float(c.weight)} * (${c.share}) ELSE 0 END`;
  const timeless = criteria.filter((c) => c.key !== 'recency');
  const recency = criteria.find((c) => c.key === 'recency');
  if (!recency || criteria.at(-1) !== recency) throw new Error('scoreParts: recency must be the last criterion');
  return {
    earned: sql<number>`(${sql.join(timeless.map(term), sql` + `)})`,
    recency: term(recency),
    weights: sql<number>`(${sql.join(
      criteria.map((c) => sql`CASE WHEN ${c.shown} THEN ${sql.lit(c.weight)} ELSE 0 END`),
      sql` + `,
    )})`,
  };
}

/**
 * 100 × Σ weight × share ÷ Σ weight of the criteria shown, as `matchingScore` computes it: the same sum in the same
 * order: the exact score, which orders the list (two jobs rarely tie on it). The score shown and compared to the
 * threshold is it rounded as Math.round does, floor(x + 0.5) (PostgreSQL's round of a double rounds halves to even).
 */
export function exactScoreSql(parts: ReturnType<typeof scoreParts>) {
  return sql<number>`coalesce(100 * (${parts.earned} + ${parts.recency}) / nullif(${parts.weights}, 0), 0)`;
}

/** The columns of FactsRow, on a query of the job as `jobs` and its company's sector as `sectors`. */
export const factColumns = (profile: MatchingProfile, asOf: Date) =>
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

export type FactsRow = {
  id: number;
  location: MatchingLocationReason;
  sector_id: number | null;
  sector_slug: string | null;
  sector_name: string | null;
  salary_year_min: number | null;
  salary_year_max: number | null;
  age_days: number;
};

export const factsOf = (row: FactsRow): MatchingFacts => ({
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
