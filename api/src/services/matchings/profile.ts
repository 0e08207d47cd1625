import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedFirst } from '../../db/prepared';
import { queryTemplate } from '../../db/query-template';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { bestLevelFor, missingLanguages } from '../required-languages';
import { INTERMEDIATE_TASKS, TASK_KEYS, taskColumns, tasksOf } from '../users';

export type CandidateLanguage = { slug: string; name: string; level: number };
type Level = 1 | 2 | 3 | 4;

/** A level of the 1-4 scale, or null ("any level", as the rule reads a job that names none or another number). */
export const asLevel = (level: number | null): Level | null =>
  level === 1 || level === 2 || level === 3 || level === 4 ? level : null;
type BoardLanguage = { id: number; slug: string; name: string };

/**
 * How a candidate stands on one language a job requires, by the one rule of required languages
 * (`missingLanguages`, docs/product-rules.md#required-languages: names match with the Swiss German/German and
 * Flemish/Dutch pairs, the level at least the one asked): `met`, and `language`, the candidate's strongest language
 * that names it at all (the same one or its pair), for the screen to say "you have ...".
 */
export function satisfyingLanguage(
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
export function spokenLanguageIds(all: readonly BoardLanguage[], languages: readonly CandidateLanguage[]): number[] {
  return all.filter((l) => bestLevelFor(l.name, languages) !== null).map((l) => l.id);
}

/**
 * The level (1-4) of the candidate's best language standing for each board language they speak (the same one or
 * its pair), by board language id: what the languages' share of a matching reads (criteria.ts `languageLevelShare`).
 */
export function spokenLanguageLevels(
  all: readonly BoardLanguage[],
  languages: readonly CandidateLanguage[],
): Map<number, number> {
  return new Map(
    all.flatMap((l) => {
      const best = bestLevelFor(l.name, languages);
      return best === null ? [] : [[l.id, best] as const];
    }),
  );
}

/**
 * The codes of jobs.mandatory_languages (migration 140: language id × 10 + level, 0 for "any level") that the
 * candidate's languages satisfy, by the one rule for every board language: "any level" and each level up to their
 * best for it. A job is open to the candidate when its codes are all among these.
 */
export function satisfiedLanguageCodes(
  all: readonly BoardLanguage[],
  languages: readonly CandidateLanguage[],
): number[] {
  return all.flatMap((l) => {
    const best = bestLevelFor(l.name, languages);
    return best === null ? [] : [0, 1, 2, 3, 4].filter((level) => level <= best).map((level) => l.id * 10 + level);
  });
}

/** What of the candidate's profile the criteria read. */
export type MatchingProfile = {
  languages: CandidateLanguage[];
  skillIds: number[];
  skillSlugs: Set<string>;
  sectorIds: number[];
  cityId: number | null;
  countryId: number | null;
  countryContinente: number | null;
  /** The countries the candidate would move to: only when they are willing to relocate. */
  destinations: number[];
  workPermit: boolean;
  salaryFrom: number | null;
  salaryTo: number | null;
  /** The candidate's kept list (kept.ts), as far as deciding whether to read it: null when they have none. */
  kept: { fingerprint: string; rankedAt: Date } | null;
  /** How many jobs the candidate applied to or discarded: a kept list holds as many more (kept.ts). */
  setAside: number;
};

const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

const matchingProfileQuery = queryTemplate((db, _shape: null, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('candidates', 'candidates.user_id', 'users.id')
    .leftJoin('countries', 'countries.id', 'users.fk_pais_id')
    // The kept list's header, in the same round trip: a request that must rank again then costs no more round trips
    // than one that ranked at every request.
    .leftJoin('kept_matchings', 'kept_matchings.user_id', 'users.id')
    .select(taskColumns)
    .select([
      'users.fk_city_id',
      'countries.continente',
      'candidates.destination',
      'candidates.relocate',
      'candidates.work_permit',
      'candidates.salary_to',
      'kept_matchings.fingerprint as kept_fingerprint',
      'kept_matchings.ranked_at as kept_ranked_at',
      sql<number>`(SELECT count(*) FROM applications WHERE applications.user_id = users.id)
        + (SELECT count(*) FROM candidate_discarded_matchings d WHERE d.user_id = users.id)`.as('set_aside'),
      sql<CandidateLanguage[]>`(SELECT coalesce(json_agg(json_build_object('slug', languages.slug,
        'name', languages.name, 'level', candidate_languages.level)), '[]')
        FROM candidate_languages JOIN languages ON languages.id = candidate_languages.language_id
        WHERE candidate_languages.user_id = users.id)`.as('languages'),
      sql<{ id: number; slug: string }[]>`(SELECT coalesce(json_agg(json_build_object('id', skills.id,
        'slug', skills.slug)), '[]')
        FROM candidate_skills JOIN skills ON skills.id = candidate_skills.skill_id
        WHERE candidate_skills.user_id = users.id)`.as('skills'),
    ])
    .where('users.id', '=', userId),
);

/** The candidate's profile as the criteria read it; throws the 422 of SPEC when matchings are not enabled yet. */
export async function matchingProfile(db: Db, userId: number): Promise<MatchingProfile> {
  // The profile with its languages, skills and tasks in one row (docs/search.md#cpu-per-request): one round trip,
  // not four.
  // A named prepared statement: planning was more than its run (docs/search.md#prepared-statements-for-the-hot-queries).
  // Built once (docs/search.md#queries-built-once).
  const user = await preparedFirst(db, matchingProfileQuery(null, userId));
  if (!user) throw new Error(`matchingProfile: no user ${userId}`);
  const tasks = tasksOf(user);
  const { languages, skills } = user;
  // docs/product-rules.md#candidate-profile: matchings are enabled from the first completion level.
  if (!(tasks.isIntermediate || tasks.isAdvanced || tasks.isComplete)) {
    const done = TASK_KEYS.filter((key) => tasks[key] === 1).length;
    throw new ValidationFailed({
      profile: [text('api.matchings.profileIncomplete', { count: INTERMEDIATE_TASKS - done })],
    });
  }
  return {
    languages,
    skillIds: skills.map((s) => s.id),
    skillSlugs: new Set(skills.map((s) => s.slug)),
    sectorIds: user.categories ?? [],
    cityId: user.fk_city_id,
    countryId: user.fk_pais_id,
    countryContinente: user.continente,
    // Relocation means the countries chosen, not anywhere (docs/product-rules.md#matchings).
    destinations: user.relocate === true ? (user.destination ?? []) : [],
    workPermit: user.work_permit === true,
    salaryFrom: positive(user.salary_from),
    salaryTo: positive(user.salary_to),
    kept:
      user.kept_fingerprint !== null && user.kept_ranked_at !== null
        ? { fingerprint: user.kept_fingerprint, rankedAt: new Date(user.kept_ranked_at) }
        : null,
    setAside: Number(user.set_aside),
  };
}
