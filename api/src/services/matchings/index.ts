import { sql } from 'kysely';
import type { DiscardReason, Locale, MatchingJob } from 'shared-kit/contracts';
import { pageEnvelope, TOP_COMPANIES_SIZE } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { addCandidateExtra } from '../jobs/extra';
import { hydrateJobs } from '../jobs/hydrate';
import { activeJobs, publicOnce } from '../jobs/search';
import { explainMatching, type MatchingFacts } from './criteria';
import {
  type MatchingProfile,
  matchingProfile,
  satisfiedLanguageCodes,
  spokenLanguageIds,
  spokenLanguageLevels,
} from './profile';
import { keptMatchings } from './kept';
import { type RankingFor, type RankingOptions, rankedMatchingIds } from './ranking';
import { matchingFacts } from './score-sql';
import { wireTime } from '../../lib/wire-time';

export { matchingScore } from './criteria';

/**
 * Matchings (docs/product-rules.md#matchings): which jobs fit a candidate, from the profile and the jobs as they are
 * now, so a change to either shows at once. The database selects and ranks them (ranking.ts), at most
 * MATCHINGS_LIMIT, and each candidate's best are kept between requests (kept.ts) with the same answer; the page is
 * then hydrated and each job explained (criteria.ts) from the same facts.
 */

/** `locale`: the caller's language, which the jobs' cities are named in (docs/i18n.md#place-names). */
export type MatchingsOptions = RankingOptions & { page: number; size: number; locale?: Locale };

const boardLanguages = (db: Db) => db.selectFrom('languages').select(['id', 'slug', 'name']).execute();
type BoardLanguage = Awaited<ReturnType<typeof boardLanguages>>[number];

/**
 * One page of the candidate's matchings, best score first, then newest. `all`: the board's languages, from the
 * reference cache (services/reference.ts) when the caller has it, one round trip less (docs/search.md#cpu-per-request).
 */
export async function matchings(db: Db, userId: number, options: MatchingsOptions, board?: readonly BoardLanguage[]) {
  const [profile, all] = await Promise.all([matchingProfile(db, userId), board ?? boardLanguages(db)]);
  const spoken = spokenLanguageIds(all, profile.languages);
  // One instant for the ranking and the page: the recency share is the same number in both.
  const asOf = new Date();
  const languages = {
    spoken,
    satisfied: satisfiedLanguageCodes(all, profile.languages),
    levels: spokenLanguageLevels(all, profile.languages),
  };
  const ranked = spoken.length === 0 ? [] : await ranking({ db, userId, profile, languages, asOf }, options);
  const from = (options.page - 1) * options.size;
  const page = ranked.slice(from, from + options.size);
  const data = await withMatching(
    db,
    userId,
    profile,
    page.map((m) => m.id),
    new Map(page.map((m) => [m.id, m.facts])),
    options.locale,
  );
  return {
    data,
    ...pageEnvelope(ranked.length, options.page, options.size),
  };
}

/**
 * The ranked matchings: the candidate's kept list (kept.ts) for their matchings as a whole; a fresh ranking for the
 * last week's (`latests`) or one company's, which a kept list of the best overall cannot answer.
 */
async function ranking(input: RankingFor, options: RankingOptions) {
  const whole = !options.latests && options.companyKey === null;
  const kept = whole ? await keptMatchings(input) : null;
  return kept ?? rankedMatchingIds(input, options);
}

/** Wire jobs with the candidate's `extra` and their matching (by `facts`), in the order of `ids`. */
async function withMatching(
  db: Db,
  userId: number,
  profile: MatchingProfile,
  ids: number[],
  facts: ReadonlyMap<number, MatchingFacts>,
  locale?: Locale,
): Promise<MatchingJob[]> {
  const jobs = await addCandidateExtra(db, userId, await hydrateJobs(db, ids, { locale }));
  return jobs.flatMap((job) => {
    const known = facts.get(job.id);
    return known ? [{ ...job, matching: explainMatching(job, known, profile) }] : [];
  });
}

/** Page size of the discarded matchings. */
const DISCARDED_PAGE_SIZE = 10;

/** The candidate's discards of jobs that were public once (`jobWasPublic`: a draft's never reach the candidate). */
const discardsOf = (db: Db, userId: number) =>
  db
    .selectFrom('candidate_discarded_matchings')
    .innerJoin('jobs', 'jobs.id', 'candidate_discarded_matchings.job_id')
    .where('candidate_discarded_matchings.user_id', '=', userId)
    .where(publicOnce);

/** The candidate's discarded matchings, newest first, each with its reason and its matching as it would be now. */
export async function discardedMatchings(db: Db, userId: number, page: number, locale?: Locale) {
  const profile = await matchingProfile(db, userId);
  const [rows, count] = await Promise.all([
    discardsOf(db, userId)
      .select([
        'candidate_discarded_matchings.job_id',
        'candidate_discarded_matchings.reason',
        'candidate_discarded_matchings.created_at',
      ])
      .orderBy('candidate_discarded_matchings.created_at', 'desc')
      .orderBy('candidate_discarded_matchings.job_id', 'desc')
      .offset((page - 1) * DISCARDED_PAGE_SIZE)
      .limit(DISCARDED_PAGE_SIZE)
      .execute(),
    discardsOf(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.job_id);
  const facts = await matchingFacts(db, profile, ids, new Date());
  const jobs = new Map((await withMatching(db, userId, profile, ids, facts, locale)).map((job) => [job.id, job]));
  const total = Number(count.n);
  return {
    data: rows.flatMap((row) => {
      const job = jobs.get(row.job_id);
      return job
        ? [
            {
              ...job,
              discarded: { reason: row.reason as DiscardReason, created_at: wireTime(row.created_at) },
            },
          ]
        : [];
    }),
    ...pageEnvelope(total, page, DISCARDED_PAGE_SIZE),
  };
}

/**
 * Sets a job aside (again: the new reason replaces the old one). A job that does not exist and one that was never
 * public (a draft) are the same 422 on `job` (docs/security.md#what-a-candidate-can-read-of-jobs).
 */
export async function discardMatching(db: Db, userId: number, jobId: number, reason: DiscardReason) {
  const job = await db.selectFrom('jobs').select('id').where('id', '=', jobId).where(publicOnce).executeTakeFirst();
  if (!job) throw new ValidationFailed({ job: [text('api.validation.selected', { field: 'job' })] });
  const row = await db
    .insertInto('candidate_discarded_matchings')
    .values({ user_id: userId, job_id: jobId, reason })
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doUpdateSet({ reason, created_at: sql`now()` }))
    .returning(['job_id', 'reason', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    job_id: row.job_id,
    reason: row.reason as DiscardReason,
    created_at: wireTime(row.created_at),
  };
}

/** Brings a discarded job back among the matchings (idempotent: the candidate's own rows only). */
export async function restoreMatching(db: Db, userId: number, jobId: number): Promise<void> {
  await db
    .deleteFrom('candidate_discarded_matchings')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .execute();
}

/**
 * The companies with most active jobs asking for a language the candidate speaks (or its pair), at most
 * TOP_COMPANIES_SIZE; ties by name. Empty for a candidate without languages.
 */
export async function topCompanies(db: Db, userId: number) {
  const [all, languages] = await Promise.all([
    boardLanguages(db),
    db
      .selectFrom('candidate_languages')
      .innerJoin('languages', 'languages.id', 'candidate_languages.language_id')
      .select(['languages.slug', 'languages.name', 'candidate_languages.level'])
      .where('candidate_languages.user_id', '=', userId)
      .execute(),
  ]);
  const spoken = spokenLanguageIds(all, languages);
  if (spoken.length === 0) return [];
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.slug',
      'companies.logo',
      eb.fn.countAll<number>().as('jobs'),
    ])
    .where(activeJobs)
    .where(sql<boolean>`jobs.language_ids && ${sql.val(spoken)}::int[]`)
    .groupBy(['companies.id', 'companies.name', 'companies.slug', 'companies.logo'])
    .orderBy('jobs', 'desc')
    .orderBy('companies.name')
    .limit(TOP_COMPANIES_SIZE)
    .execute();
  return rows.map((row) => ({ ...row, jobs: Number(row.jobs) }));
}
