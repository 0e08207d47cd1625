import { sql } from 'kysely';
import type {
  DiscardReason,
  Job,
  Matching,
  MatchingCriterion,
  MatchingJob,
  RequiredLanguage,
} from 'shared-kit/contracts';
import { EU_CONTINENTE, isMandatoryLanguage, TOP_COMPANIES_SIZE } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { addCandidateExtra } from './jobs/extra';
import { hydrateJobs } from './jobs/hydrate';
import { parseSalary } from './salary';
import { activeJobs } from './jobs/search';
import { missingLanguages } from './required-languages';
import { candidateTasks, INTERMEDIATE_TASKS, TASK_KEYS } from './users';

/**
 * Matchings (docs/product-rules.md#matchings): which jobs fit a candidate, computed at request time from the
 * profile as it is now, so a profile change shows at once. SQL selects the jobs a candidate could be matched with
 * (active, unexpired, not applied to, not discarded, asking for a language the candidate speaks) with the few facts
 * the criteria read; TypeScript explains each criterion and scores from what it explains, so the score on screen is
 * always the one the criteria shown add up to.
 */

type Level = 1 | 2 | 3 | 4;
type CandidateLanguage = { slug: string; name: string; level: number };
type JobLanguageRequirement = { slug: string; name: string; level: number | null; mandatory: unknown };

/**
 * How a candidate stands on one language a job requires, by the one rule of required languages
 * (`missingLanguages`, docs/product-rules.md#required-languages: names match with the Swiss German/German and
 * Flemish/Dutch pairs, the level at least the one asked): `met`, and `language`, the candidate's strongest language
 * that names it at all (the same one or its pair), for the screen to say "you have ...".
 */
function satisfyingLanguage(
  required: { slug: string; name: string; level: number | null },
  languages: readonly CandidateLanguage[],
): { language: CandidateLanguage | null; met: boolean } {
  const asked = { slug: required.slug, name: required.name, level: asLevel(required.level), mandatory: true };
  const naming = languages
    .filter((own) => missingLanguages([{ ...asked, level: null }], [own]).length === 0)
    .sort((a, b) => b.level - a.level);
  return { language: naming[0] ?? null, met: missingLanguages([asked], languages).length === 0 };
}

/** Ids of the board's languages a candidate speaks at any level (their own, and the pairs of the rule). */
function spokenLanguageIds(
  all: readonly { id: number; slug: string; name: string }[],
  languages: readonly CandidateLanguage[],
): number[] {
  return all.filter((l) => satisfyingLanguage({ ...l, level: null }, languages).language !== null).map((l) => l.id);
}

/** Weight of each criterion in the score (docs/product-rules.md#matchings): languages count double. */
const CRITERION_WEIGHTS: Readonly<Record<MatchingCriterion['key'], number>> = {
  languages: 2,
  skills: 1,
  location: 1,
  work_permit: 1,
  salary: 1,
};

/** round(100 × Σ weight of the criteria met ÷ Σ weight of the criteria shown); 0 when none is shown. */
export function matchingScore(criteria: readonly MatchingCriterion[]): number {
  const total = criteria.reduce((sum, c) => sum + CRITERION_WEIGHTS[c.key], 0);
  if (total === 0) return 0;
  const met = criteria.reduce((sum, c) => sum + (c.met ? CRITERION_WEIGHTS[c.key] : 0), 0);
  return Math.round((100 * met) / total);
}

/** What of the candidate's profile the criteria read. */
export type MatchingProfile = {
  languages: CandidateLanguage[];
  skillSlugs: Set<string>;
  countryId: number | null;
  countryContinente: number | null;
  destinations: Set<number>;
  relocate: boolean;
  workPermit: boolean;
  salaryFrom: number | null;
};

/** What of a job the criteria read: the wire job has all of it; the ranking query selects only this. */
type MatchingFacts = {
  languages: JobLanguageRequirement[];
  skills: { slug: string; name: string }[];
  country: { id: number; name: string; continente: number } | null;
  remote: boolean;
  salary: string | null;
  countryIso2: string | null;
};

/** A yearly salary in euros from a job's text, or null when its currency is not the euro or it cannot be read. */
const PERIODS_A_YEAR = { HOUR: 1760, DAY: 220, WEEK: 52, MONTH: 12, YEAR: 1 } as const;
type Yearly = { min: number; max: number } | null;
function yearlyEuros(salary: string | null, iso2: string | null): Yearly {
  const range = parseSalary(salary, iso2);
  const times = range && range.currency === 'EUR' ? PERIODS_A_YEAR[range.period] : null;
  return range && times ? { min: Math.round(range.min * times), max: Math.round(range.max * times) } : null;
}

/** yearlyEuros read once per distinct text and country: ranking reads thousands of jobs that repeat a few texts. */
function memoYearlyEuros(): typeof yearlyEuros {
  const seen = new Map<string, Yearly>();
  return (salary, iso2) => {
    if (!salary) return null;
    const key = `${iso2 ?? ''}|${salary}`;
    let yearly = seen.get(key);
    if (yearly === undefined) {
      yearly = yearlyEuros(salary, iso2);
      seen.set(key, yearly);
    }
    return yearly;
  };
}

/** The criteria shown for one job: a criterion the job or the profile says nothing about is left out. */
function explainMatching(
  facts: MatchingFacts,
  profile: MatchingProfile,
  readSalary: typeof yearlyEuros = yearlyEuros,
): Matching {
  const criteria: MatchingCriterion[] = [];

  const mandatory = facts.languages.filter(isMandatoryLanguage);
  if (mandatory.length > 0) {
    const required: RequiredLanguage[] = mandatory.map((l) => {
      const { language, met } = satisfyingLanguage(l, profile.languages);
      return {
        slug: l.slug,
        name: l.name,
        level: asLevel(l.level),
        have: language ? { slug: language.slug, name: language.name, level: asLevel(language.level) ?? 1 } : null,
        met,
      };
    });
    criteria.push({ key: 'languages', met: required.every((r) => r.met), detail: { required } });
  }

  if (facts.skills.length > 0) {
    const names = facts.skills.filter((s) => profile.skillSlugs.has(s.slug)).map((s) => s.name);
    // From half of the job's skills: "3 of 5 skills" reads as a fit, "1 of 5" does not.
    criteria.push({
      key: 'skills',
      met: names.length * 2 >= facts.skills.length,
      detail: { matched: names.length, total: facts.skills.length, names },
    });
  }

  if (facts.country || facts.remote) {
    const country = facts.country;
    const reason =
      country && profile.destinations.has(country.id)
        ? 'destination'
        : country && country.id === profile.countryId
          ? 'home_country'
          : facts.remote
            ? 'remote'
            : profile.relocate
              ? 'relocation'
              : 'elsewhere';
    criteria.push({ key: 'location', met: reason !== 'elsewhere', detail: { reason, country: country?.name ?? null } });
  }

  // Only a job in an EU country asks for an EU work permit; remote work from home needs none.
  if (facts.country && facts.country.continente === EU_CONTINENTE && !facts.remote) {
    const reason = profile.workPermit
      ? 'permit'
      : profile.countryContinente === EU_CONTINENTE
        ? 'not_needed'
        : 'missing';
    criteria.push({ key: 'work_permit', met: reason !== 'missing', detail: { reason, country: facts.country.name } });
  }

  const salary = profile.salaryFrom !== null ? readSalary(facts.salary, facts.countryIso2) : null;
  if (salary && profile.salaryFrom !== null) {
    criteria.push({
      key: 'salary',
      met: salary.max >= profile.salaryFrom,
      detail: { salary_from: profile.salaryFrom, min: salary.min, max: salary.max },
    });
  }

  return { score: matchingScore(criteria), criteria };
}

const asLevel = (level: number | null): Level | null =>
  level === 1 || level === 2 || level === 3 || level === 4 ? level : null;

/** The facts of a wire job (the page's jobs are hydrated anyway). */
function factsOfJob(job: Job): MatchingFacts {
  return {
    languages: job.languages,
    skills: job.skills,
    country: job.country ? { id: job.country.id, name: job.country.name, continente: job.country.continente } : null,
    remote: job.remote?.slug === 'remote',
    salary: job.salary,
    countryIso2: job.country?.iso2 ?? null,
  };
}

/** The candidate's profile as the criteria read it; throws the 422 of SPEC when matchings are not enabled yet. */
async function matchingProfile(db: Db, userId: number): Promise<MatchingProfile> {
  const [tasks, user, languages, skills] = await Promise.all([
    candidateTasks(db, userId),
    db
      .selectFrom('users')
      .leftJoin('candidates', 'candidates.user_id', 'users.id')
      .leftJoin('countries', 'countries.id', 'users.fk_pais_id')
      .select([
        'users.fk_pais_id',
        'countries.continente',
        'candidates.destination',
        'candidates.relocate',
        'candidates.work_permit',
        'candidates.salary_from',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('candidate_languages')
      .innerJoin('languages', 'languages.id', 'candidate_languages.language_id')
      .select(['languages.slug', 'languages.name', 'candidate_languages.level'])
      .where('candidate_languages.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('candidate_skills')
      .innerJoin('skills', 'skills.id', 'candidate_skills.skill_id')
      .select('skills.slug')
      .where('candidate_skills.user_id', '=', userId)
      .execute(),
  ]);
  // docs/product-rules.md#candidate-profile: matchings are enabled from the first completion level.
  if (!(tasks.isIntermediate || tasks.isAdvanced || tasks.isComplete)) {
    const done = TASK_KEYS.filter((key) => tasks[key] === 1).length;
    throw new ValidationFailed({
      profile: [text('api.matchings.profileIncomplete', { count: INTERMEDIATE_TASKS - done })],
    });
  }
  return {
    languages,
    skillSlugs: new Set(skills.map((s) => s.slug)),
    countryId: user.fk_pais_id,
    countryContinente: user.continente,
    destinations: new Set(user.destination ?? []),
    relocate: user.relocate === true,
    workPermit: user.work_permit === true,
    salaryFrom: user.salary_from !== null && user.salary_from > 0 ? user.salary_from : null,
  };
}

export type MatchingsOptions = { page: number; size: number; latests: boolean; companyKey: string | null };

/**
 * One page of the candidate's matchings, best score first, then newest. Every job that could match is scored (on
 * the demo data, 2,316 of 3,000 jobs for a candidate of three common languages; the time it takes is in
 * docs/product-rules.md#matchings), then only the page is hydrated.
 */
export async function matchings(db: Db, userId: number, options: MatchingsOptions) {
  const [profile, languageNames, skillNames] = await Promise.all([
    matchingProfile(db, userId),
    db.selectFrom('languages').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('skills').select(['id', 'slug', 'name']).execute(),
  ]);
  const spoken = spokenLanguageIds(languageNames, profile.languages);
  if (spoken.length === 0) return { data: [], total: 0, lastPage: 1, currentPage: options.page };
  const rows = await db
    .selectFrom('jobs')
    .leftJoin('countries', 'countries.id', 'jobs.country_id')
    .select([
      'jobs.id',
      'jobs.published_at',
      'jobs.remote_type',
      'jobs.salary',
      'countries.id as country_id',
      'countries.name as country_name',
      'countries.continente',
      'countries.iso2',
      // Ids only, named from the two small lists read above: no join per job (measured: half the query's time).
      sql<[number, number | null, boolean][]>`(
        SELECT coalesce(json_agg(json_build_array(jl.language_id, jl.level, jl.mandatory)), '[]'::json)
        FROM job_languages jl WHERE jl.job_id = jobs.id)`.as('languages'),
      sql<number[]>`ARRAY(SELECT js.skill_id FROM job_skills js WHERE js.job_id = jobs.id)`.as('skills'),
    ])
    .where(activeJobs)
    // A job asking for a language the candidate speaks (or its pair); the job's copy of its language ids (migration 030).
    .where(sql<boolean>`jobs.language_ids && ${sql.val(spoken)}::int[]`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('applications')
            .select(sql`1`.as('one'))
            .whereRef('applications.job_id', '=', 'jobs.id')
            .where('applications.user_id', '=', userId),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('candidate_discarded_matchings as d')
            .select(sql`1`.as('one'))
            .whereRef('d.job_id', '=', 'jobs.id')
            .where('d.user_id', '=', userId),
        ),
      ),
    )
    .$if(options.latests, (q) => q.where('jobs.published_at', '>', sql<Date>`now() - interval '7 days'`))
    .$if(options.companyKey !== null, (q) =>
      q.where('jobs.company_id', 'in', (eb) =>
        eb
          .selectFrom('companies')
          .select('id')
          .where((w) =>
            /^\d{1,9}$/.test(options.companyKey ?? '')
              ? w('id', '=', Number(options.companyKey))
              : w('slug', '=', (options.companyKey ?? '').toLowerCase()),
          ),
      ),
    )
    .execute();

  const languageById = new Map(languageNames.map((l) => [l.id, l]));
  const skillById = new Map(skillNames.map((k) => [k.id, k]));
  const readSalary = memoYearlyEuros();
  const scored = rows.map((row) => ({
    id: row.id,
    published: new Date(row.published_at).getTime(),
    score: explainMatching(
      {
        languages: row.languages.flatMap(([id, level, mandatory]) => {
          const language = languageById.get(id);
          return language ? [{ slug: language.slug, name: language.name, level, mandatory }] : [];
        }),
        skills: row.skills.flatMap((id) => skillById.get(id) ?? []),
        country:
          row.country_id !== null && row.country_name !== null
            ? { id: row.country_id, name: row.country_name, continente: row.continente ?? 0 }
            : null,
        remote: row.remote_type === 'remote',
        salary: row.salary,
        countryIso2: row.iso2,
      },
      profile,
      readSalary,
    ).score,
  }));
  scored.sort((a, b) => b.score - a.score || b.published - a.published || b.id - a.id);
  const from = (options.page - 1) * options.size;
  const ids = scored.slice(from, from + options.size).map((s) => s.id);
  const data = await withMatching(db, userId, profile, ids);
  return {
    data,
    total: scored.length,
    lastPage: Math.max(1, Math.ceil(scored.length / options.size)),
    currentPage: options.page,
  };
}

/** Wire jobs with the candidate's `extra` and their matching, in the order of `ids`. */
async function withMatching(db: Db, userId: number, profile: MatchingProfile, ids: number[]): Promise<MatchingJob[]> {
  const jobs = await addCandidateExtra(db, userId, await hydrateJobs(db, ids));
  return jobs.map((job) => ({ ...job, matching: explainMatching(factsOfJob(job), profile) }));
}

/** Page size of the discarded matchings. */
const DISCARDED_PAGE_SIZE = 10;

/** The candidate's discarded matchings, newest first, each with its reason and its matching as it would be now. */
export async function discardedMatchings(db: Db, userId: number, page: number) {
  const profile = await matchingProfile(db, userId);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('candidate_discarded_matchings')
      .select(['job_id', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('job_id', 'desc')
      .offset((page - 1) * DISCARDED_PAGE_SIZE)
      .limit(DISCARDED_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('candidate_discarded_matchings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const jobs = new Map(
    (
      await withMatching(
        db,
        userId,
        profile,
        rows.map((r) => r.job_id),
      )
    ).map((job) => [job.id, job]),
  );
  const total = Number(count.n);
  return {
    data: rows.flatMap((row) => {
      const job = jobs.get(row.job_id);
      return job
        ? [
            {
              ...job,
              discarded: { reason: row.reason as DiscardReason, created_at: new Date(row.created_at).toISOString() },
            },
          ]
        : [];
    }),
    total,
    lastPage: Math.max(1, Math.ceil(total / DISCARDED_PAGE_SIZE)),
    currentPage: page,
  };
}

/** Sets a job aside (again: the new reason replaces the old one). A job that does not exist is a 422 on `job`. */
export async function discardMatching(db: Db, userId: number, jobId: number, reason: DiscardReason) {
  const job = await db.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst();
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
    created_at: new Date(row.created_at).toISOString(),
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
    db.selectFrom('languages').select(['id', 'slug', 'name']).execute(),
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
