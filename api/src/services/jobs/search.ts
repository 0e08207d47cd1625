import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { prepared, preparedFirst } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { type BroadTerms, broadTerms, NO_BROAD_TERMS } from './broad-terms';
import { facetOf, NO_MATCHES, searchOneFacet } from './facets';
import { type TitleMatch, type TitleMatcher, titleMatch } from './title-words';

/**
 * Job search. Filters arrive already resolved to ids (filters.ts beside this), so every condition here is an indexed
 * equality, an array containment on a copy of the job's languages or skills, or the full-text/trigram match.
 */
export type JobFilters = {
  /** Language ids; a job must have all of them. */
  languageIds: number[];
  countryId: number | null;
  cityId: number | null;
  /** remote_types.slug */
  remote: string | null;
  skillId: number | null;
  /** Free text: websearch syntax on the search vector, or words inside the title's words (title-words.ts). */
  keywords: string | null;
  experience: number[];
  employmentTypes: number[];
  companyId: number | null;
  /** Only jobs published in the last 7 days. */
  latests: boolean;
};

/** A fresh set of empty filters (fresh arrays: callers push into them). */
export const noFilters = (): JobFilters => ({
  languageIds: [],
  countryId: null,
  cityId: null,
  remote: null,
  skillId: null,
  keywords: null,
  experience: [],
  employmentTypes: [],
  companyId: null,
  latests: false,
});

/**
 * Counting every match of a broad query over 200k jobs costs more than the page itself: stop counting here.
 * Measured on 200k jobs: counting up to 10 000 matches took 40-70 ms (country, language, latests, 'customer
 * service'), up to 1 000 takes 3-12 ms; "1000+ offers" says as much to a reader as "10000+".
 */
const COUNT_CAP = 1_000;

/** True when no filter narrows the list: its count is the (cached) number of active jobs. */
export function isUnfiltered(filters: JobFilters): boolean {
  return (
    filters.languageIds.length === 0 &&
    filters.countryId === null &&
    filters.cityId === null &&
    filters.remote === null &&
    filters.skillId === null &&
    !filters.keywords?.trim() &&
    filters.experience.length === 0 &&
    filters.employmentTypes.length === 0 &&
    filters.companyId === null &&
    !filters.latests
  );
}

/**
 * True when the list is one country, one city or one company and nothing else: whichever it is, PostgreSQL walks
 * that column's covering index newest first (migrations 061, 240), so its queries run as named prepared statements
 * and are planned once per connection, not at every call (docs/search.md#lists-planned-once).
 */
function oneIndexedPlace(filters: JobFilters): boolean {
  const places = [filters.countryId, filters.cityId, filters.companyId].filter((id) => id !== null);
  return places.length === 1 && isUnfiltered({ ...filters, countryId: null, cityId: null, companyId: null });
}

export type JobSearchResult = {
  ids: number[];
  /** Matches, at most COUNT_CAP. */
  total: number;
  /** True when there are more than COUNT_CAP matches (total is then COUNT_CAP). */
  capped: boolean;
};

type JobsQuery = SelectQueryBuilder<Database, 'jobs', object>;

/**
 * The one rule of "this job is available" (docs/product-rules.md#job-availability), over the `jobs` table: published
 * and not past its date. Everything public reads it (lists, the job page, related jobs, sitemaps, matchings, job
 * alerts, minisites, counts), as `.where(activeJobs)` or, in a select or raw SQL, as this expression. A draft, a
 * paused or closed job, and a job closed by moderation (status 'moderated', docs/product-rules.md#job-moderation)
 * are not 'active'; the partial indexes (WHERE status = 'active') follow the same literal.
 */
export const jobIsAvailable = sql<boolean>`(jobs.status = 'active' AND (jobs.expires_at IS NULL OR jobs.expires_at > now()))`;

/**
 * The one rule of "this job is or was public" (docs/product-rules.md#job-availability): every job but a draft, or a
 * draft that moderation closed (`moderated_from = 'draft'`). A draft becomes public only by its publication and no
 * state leads back to draft, so a job in any other state (published, paused, expired, closed, or moderated from one
 * of them) was public once. A candidate's own lists (favourites, discarded matchings, the data export) keep only
 * such jobs, and only such jobs can be added to them: a draft's title never reaches anyone but its company.
 */
export const jobWasPublic = sql<boolean>`(jobs.status <> 'draft' AND jobs.moderated_from IS DISTINCT FROM 'draft')`;

/** `jobWasPublic` as a WHERE callback: `.where(publicOnce)`. */
export function publicOnce(_eb: ExpressionBuilder<Database, 'jobs'>) {
  return jobWasPublic;
}

/** `jobIsAvailable` as a WHERE callback: `.where(activeJobs)`. */
export function activeJobs(_eb: ExpressionBuilder<Database, 'jobs'>) {
  return jobIsAvailable;
}

/**
 * The filters as conditions on `jobs`. `broad`: languages on most jobs (broad-terms.ts), which a keyword search tests
 * on the row rather than through an index. `title`: how the keywords match titles
 * (title-words.ts), null when no title can match them. `walk`: the query walks jobs newest first, testing the
 * keywords on each row it reads (titleCondition).
 */
function applyFilters(
  query: JobsQuery,
  filters: JobFilters,
  broad: BroadTerms = NO_BROAD_TERMS,
  title: TitleMatch | null = null,
  walk = false,
): JobsQuery {
  let q = query.where(activeJobs);
  const keywords = filters.keywords?.trim();
  // With keywords, a language on most jobs is tested on each of the keywords' matches (`= ANY`, which no index
  // answers): intersecting its bitmap cost more than the rows it removes (docs/search.md#a-language-on-most-jobs).
  const onRow = keywords ? filters.languageIds.filter((id) => broad.languages.has(id)) : [];
  const indexed = filters.languageIds.filter((id) => !onRow.includes(id));
  if (indexed.length > 0) {
    // Every selected language is required: one containment test on the job's copy of its language ids
    // (migration 030), which the covering indexes of migration 061 carry, so no row or join is read for it.
    const ids = sql.join(indexed.map((id) => sql`${id}::int`));
    q = q.where(sql<boolean>`jobs.language_ids @> ARRAY[${ids}]`);
  }
  for (const id of onRow) q = q.where(sql<boolean>`${id}::int = ANY(jobs.language_ids)`);
  if (filters.cityId !== null) q = q.where('jobs.city_id', '=', filters.cityId);
  if (filters.countryId !== null) q = q.where('jobs.country_id', '=', filters.countryId);
  if (filters.remote !== null) q = q.where('jobs.remote_type', '=', filters.remote);
  if (filters.companyId !== null) q = q.where('jobs.company_id', '=', filters.companyId);
  if (filters.skillId !== null) {
    // The job's copy of its skill ids (migration 140, kept in step with job_skills by triggers) and its GIN index
    // (migration 230): one containment test, not an EXISTS on job_skills per active job (docs/search.md#the-query).
    q = q.where(sql<boolean>`jobs.skill_ids @> ARRAY[${filters.skillId}::int]`);
  }
  if (filters.experience.length > 0) q = q.where('jobs.experience', 'in', filters.experience);
  if (filters.employmentTypes.length > 0) q = q.where('jobs.employment_type', 'in', filters.employmentTypes);
  if (filters.latests) q = q.where('jobs.published_at', '>', sql<Date>`now() - interval '7 days'`);
  if (keywords) {
    // Both sides accent-free and lower-case: 'developpeur' finds 'Développeur', and "a -b" / "a or b" work via
    // websearch syntax. With the place, language and skill keys above, PostgreSQL answers this in one scan of
    // jobs_active_search (migration 238, docs/search.md#one-index-for-keyword-lists).
    const words = sql<boolean>`jobs.search @@ websearch_to_tsquery('simple', immutable_unaccent(${keywords}))`;
    q = title ? q.where((eb) => eb.or([words, titleCondition(title, walk)])) : q.where(words);
  }
  return q;
}

/**
 * The title half of keywords as one condition (title-words.ts): the title's lexemes hold a word of each listed keyword
 * word, and the title holds each other one as a substring (the trigram index of migration 001).
 *
 * The title's lexemes are written two ways, each true of the same jobs. For a query PostgreSQL may answer from
 * jobs_active_search (migration 238), the index's own expression, written out. For a walk newest first, which tests
 * each row it reads, the weight-A lexemes of the stored search document: building the title's vector costs 4 µs a row
 * (immutable_unaccent is a SQL function PostgreSQL cannot inline), and a walk reads thousands of rows
 * (docs/search.md#title-words-on-a-walk).
 */
function titleCondition(title: TitleMatch, walk: boolean) {
  const conditions = title.substrings.map((like) => sql<boolean>`immutable_unaccent(lower(jobs.title)) LIKE ${like}`);
  if (walk && title.wordsInSearch !== null) {
    conditions.unshift(sql<boolean>`jobs.search @@ ${title.wordsInSearch}::tsquery`);
  } else if (title.words !== null) {
    conditions.unshift(sql<boolean>`to_tsvector('simple', immutable_unaccent(jobs.title)) @@ ${title.words}::tsquery`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

/**
 * Callers that need no total (related jobs) still count, but only this far: enough to tell a handful of matches,
 * found fastest by the best index, from many, found fastest by walking jobs newest first.
 */
const PLAN_PROBE_CAP = 100;

/**
 * One page of matching job ids, newest first, and the (capped) number of matches. The count runs first and, with
 * no more matches than the cap, sorts the page out of the matches it found (by the best index: a bitmap of a GIN
 * index for keywords or two rare languages, where walking jobs newest first could read most of the index); with
 * more, a second query walks an index newest first, which finds a page at once (docs/search.md#the-query).
 */
export async function searchJobs(
  db: Db,
  filters: JobFilters,
  page: { from: number; size: number },
  /** `titleMatch`: how keywords match titles, kept per jobs version by the caller (title-words.ts). */
  options: { count?: boolean; titleMatch?: TitleMatcher } = {},
): Promise<JobSearchResult> {
  const counting = options.count ?? true;
  const cap = counting ? COUNT_CAP : PLAN_PROBE_CAP;
  const keywords = filters.keywords?.trim();
  // The languages on most jobs (cached statistics): with keywords they are tested on each row (applyFilters); with
  // several languages they choose the one whose facets a list walks (facetOf).
  const [broad, title] = keywords
    ? await Promise.all([broadTerms(db), (options.titleMatch ?? titleMatch)(db, keywords)])
    : [filters.languageIds.length > 1 ? await broadTerms(db) : NO_BROAD_TERMS, null];
  const facet = facetOf(filters, broad);
  if (facet) return searchOneFacet(db, facet, filters, page, counting, cap);
  const base = db.selectFrom('jobs');
  // With no filter at all every active job matches: no probe needed to know there are many.
  // One query finds the first cap + 1 matches by the plan the planner likes best (an index-only walk of a covering
  // index, or a bitmap of the GIN indexes of keywords, languages or skills, which reads a jobs row per match),
  // counts them and, when they are all the matches, sorts the page out of them: the rows it read are not read
  // again by a second query (docs/search.md#what-the-fixes-of-issue-31-bought).
  const planOnce = oneIndexedPlace(filters);
  const firstQuery = db
    .with('matches', () =>
      applyFilters(base, filters, broad, title)
        .select(['jobs.id', 'jobs.published_at'])
        .limit(cap + 1),
    )
    .selectNoFrom([
      sql<number>`(SELECT count(*) FROM matches)::int`.as('count'),
      sql<number[]>`ARRAY(SELECT id FROM matches ORDER BY published_at DESC, id DESC
        OFFSET ${page.from}::int LIMIT ${page.size}::int)`.as('ids'),
    ]);
  const first =
    !counting && isUnfiltered(filters)
      ? { count: cap + 1, ids: [] }
      : planOnce
        ? ((await preparedFirst(db, firstQuery)) ?? NO_MATCHES)
        : await firstQuery.executeTakeFirstOrThrow();
  const count = first.count;
  const many = count > cap;
  const total = counting ? Math.min(count, COUNT_CAP) : 0;
  const capped = counting && many;
  if (!many) return { ids: first.ids, total, capped };
  // More than the cap: the page is the newest of all the matches, found at once by walking jobs newest first.
  const newest = applyFilters(base, filters, broad, title, true)
    .select('jobs.id')
    .orderBy('jobs.published_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .offset(page.from)
    .limit(page.size);
  const rows = planOnce ? await prepared(db, newest) : await newest.execute();
  return { ids: rows.map((row) => row.id), total, capped };
}

/**
 * Every active job on the board (the "N active offers" figure, the unfiltered list's total): one index scan of every
 * active job, kept by the caller (`fastify.activeJobs`) as ACTIVE_JOBS_KEPT says.
 */
export async function countActiveJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .where(activeJobs)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * How long the count of active jobs is kept: 30 s, then read again in the background. Until session 39 the first
 * list after the 30 s waited for the count, and so did every list of that api process arriving meanwhile: 25-33 ms
 * warm at 200,000 jobs (a parallel scan, three processes' CPU), 110 ms cold (docs/search.md#the-number-of-active-jobs).
 */
export const ACTIVE_JOBS_KEPT = { ttlMs: 30_000, refresh: 'background' } as const;

/**
 * The newest matching active jobs published after a high-water mark (published_at, then id), newest first, at most
 * `limit`, and whether there are more: what a job alert mails (docs/operations.md#job-alerts). `published_us` is
 * the publication time in microseconds since 1970, exact (a Date stops at milliseconds), so the sweeper can tell
 * which of them are after another alert's mark of the same search.
 */
export async function jobsAfterMark(
  db: Db,
  filters: JobFilters,
  /** The mark's time as PostgreSQL writes it (text keeps its microseconds; a Date would not). */
  mark: { publishedAt: Date | string; jobId: number },
  limit: number,
): Promise<{ jobs: { id: number; published_us: number }[]; more: boolean }> {
  // No `broad` languages here: the walk reads only the jobs after the mark (a day's), by publication.
  const keywords = filters.keywords?.trim();
  const title = keywords ? await titleMatch(db, keywords) : null;
  const rows = await applyFilters(db.selectFrom('jobs'), filters, NO_BROAD_TERMS, title, true)
    .where(sql<boolean>`(jobs.published_at, jobs.id) > (${mark.publishedAt}::timestamptz, ${mark.jobId}::int)`)
    .select(['jobs.id', sql<number>`(extract(epoch FROM jobs.published_at) * 1000000)::bigint`.as('published_us')])
    .orderBy('jobs.published_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { jobs: rows.slice(0, limit), more: rows.length > limit };
}
