import { isMandatoryLanguage, type Job, type MissingLanguage } from 'shared-kit/contracts';

/**
 * Names that count as the same language when a job requires one (docs/product-rules.md#required-languages): a
 * Swiss German speaker satisfies German and the other way round, and likewise Flemish and Dutch.
 */
const SAME_LANGUAGE: Readonly<Record<string, string>> = { 'swiss german': 'german', flemish: 'dutch' };

/**
 * Keys of the names seen, kept: a matchings request asks the rule for every board language at every level (some
 * thousands of keys, the same few dozen names). Bounded, since names come from stored profiles and jobs.
 */
const keys = new Map<string, string>();
const MAX_KEYS = 2_000;

const languageKey = (name: string) => {
  const known = keys.get(name);
  if (known !== undefined) return known;
  const lowered = name.trim().toLowerCase().replace(/_/g, ' ');
  const key = SAME_LANGUAGE[lowered] ?? lowered;
  if (keys.size < MAX_KEYS) keys.set(name, key);
  return key;
};

/** A job's language as the rule reads it: `mandatory` may come from anywhere, only a real `true` counts. */
type RequiredLanguage = Pick<Job['languages'][number], 'name' | 'slug' | 'level'> & { mandatory: unknown };

/**
 * The one rule for applying with languages (docs/product-rules.md#required-languages), used by `extra.missingLanguages`
 * of every job and by the refusal of `POST /api/candidates/applications`: the job's mandatory languages that none of
 * the candidate's languages satisfies. A candidate language satisfies a required one when the names match (with the
 * pairs above) and its level is at least the required level; a job that names no level accepts any level.
 */
export function missingLanguages(
  required: readonly RequiredLanguage[],
  candidate: readonly { name: string; level: number }[],
): MissingLanguage[] {
  return required
    .filter(isMandatoryLanguage)
    .filter((language) => (bestLevelFor(language.name, candidate) ?? -1) < (language.level ?? 0))
    .map(({ slug, name, level }) => ({ slug, name, level }));
}

/**
 * The highest level among the candidate's languages that stand for the language `name` by the rule above (the same
 * name, or its pair), or null when none does: a required language is met when this is at least its level. The
 * matchings ask it once per board language instead of asking `missingLanguages` for every language at every level.
 */
export function bestLevelFor(name: string, candidate: readonly { name: string; level: number }[]): number | null {
  const key = languageKey(name);
  let best: number | null = null;
  for (const own of candidate) {
    if (languageKey(own.name) === key && (best === null || own.level > best)) best = own.level;
  }
  return best;
}
