import type { Job, Matching, MatchingCriterion, MatchingLocationReason, RequiredLanguage } from 'shared-kit/contracts';
import { EU_CONTINENTE, isMandatoryLanguage } from 'shared-kit/contracts';
import { asLevel, type CandidateLanguage, type MatchingProfile, satisfyingLanguage } from './profile';

/**
 * The criteria of a matching and its score (docs/product-rules.md#matchings). The database ranks with the same
 * weights and shares (`scoreParts` in score-sql.ts builds its expression from the tables below), and this file words
 * the page it answers, so the score on screen is always the one the criteria shown add up to.
 */

/** Points of each criterion; a criterion counts only when it is shown (the job and the profile both say something). */
export const CRITERION_WEIGHTS: Readonly<Record<MatchingCriterion['key'], number>> = {
  languages: 2,
  location: 2,
  skills: 1,
  sector: 1,
  salary: 1,
  work_permit: 1,
  recency: 1,
};

/** After how many days a job earns none of the recency point: linear from 1 on the day it is published. */
export const RECENCY_DAYS = 60;
/** Up to how many days after it was published the recency criterion is met (✓): the first week. */
const RECENCY_MET_DAYS = 7;

/** The recency share of a job published `days` whole days ago: 1 on the day, 0 from RECENCY_DAYS, linearly. */
const recencyShare = (days: number) => Math.max(0, 1 - days / RECENCY_DAYS);

/**
 * The share of a mandatory language by how well the candidate speaks it (their level 1-4, the requirement met):
 * (4 + level) ÷ 8, so basic 0.625, intermediate 0.75, advanced 0.875, mother tongue 1. Eighths are exact in binary,
 * so the mean of any of them is the same number in JavaScript and in PostgreSQL, whatever the order it is summed in.
 */
export const languageLevelShare = (level: number) => (4 + level) / 8;

/** The share of the location's points by where the job is: the candidate's own city first, then their country. */
export const LOCATION_SHARES: Readonly<Record<MatchingLocationReason, number>> = {
  home_city: 1,
  home_country: 0.75,
  destination: 0.5,
  remote: 0.5,
  elsewhere: 0,
};

/**
 * The share of its points a criterion earns, 0 to 1: skills in proportion, location by place, languages by level,
 * recency by whole days, the others met or not.
 */
function share(criterion: MatchingCriterion): number {
  if (criterion.key === 'languages') {
    const { required } = criterion.detail;
    if (!criterion.met || required.length === 0) return 0;
    return required.reduce((sum, r) => sum + languageLevelShare(r.have?.level ?? 0), 0) / required.length;
  }
  if (criterion.key === 'recency') return recencyShare(criterion.detail.days);
  if (criterion.key === 'skills')
    return criterion.detail.total > 0 ? criterion.detail.matched / criterion.detail.total : 0;
  if (criterion.key === 'location') return LOCATION_SHARES[criterion.detail.reason];
  return criterion.met ? 1 : 0;
}

/**
 * The exact score, 100 × Σ weight × share ÷ Σ weight of the criteria shown (0 when none is shown): what orders the
 * list, so two jobs rarely tie (docs/product-rules.md#matchings).
 */
function exactMatchingScore(criteria: readonly MatchingCriterion[]): number {
  const total = criteria.reduce((sum, c) => sum + CRITERION_WEIGHTS[c.key], 0);
  if (total === 0) return 0;
  const earned = criteria.reduce((sum, c) => sum + CRITERION_WEIGHTS[c.key] * share(c), 0);
  return (100 * earned) / total;
}

/** The score shown: the exact one rounded, Math.round(100 × Σ weight × share ÷ Σ weight of the criteria shown). */
export function matchingScore(criteria: readonly MatchingCriterion[]): number {
  return Math.round(exactMatchingScore(criteria));
}

/**
 * The exact score of a kept matching (kept.ts) at an instant, from the parts of it that do not move with time: what
 * every criterion but recency earns (`earned`, summed by the database) and the weights shown (`weights`), with the
 * job's whole days then. The same operations in the same order as ranking.ts's SQL (recency added last, × 100, ÷ the
 * weights), in double precision on both sides: the same number to the last bit, so a kept list orders and cuts
 * exactly as a fresh ranking would.
 */
export function exactScoreAt(earned: number, weights: number, days: number): number {
  if (weights === 0) return 0;
  return (100 * (earned + CRITERION_WEIGHTS.recency * recencyShare(days))) / weights;
}

/** The score shown for an exact one: rounded as Math.round does, as ranking.ts's floor(x + 0.5). */
export const shownScore = (exact: number) => Math.floor(exact + 0.5);

/** What the database says of one job for the criteria (ranking.ts selects it; the rest is on the wire job). */
export type MatchingFacts = {
  location: MatchingLocationReason;
  sector: { id: number; slug: string; name: string } | null;
  salaryYearMin: number | null;
  salaryYearMax: number | null;
  /** Whole days since the job was published, at the ranking's instant. */
  ageDays: number;
};

function languagesCriterion(job: Job, languages: readonly CandidateLanguage[]): MatchingCriterion | null {
  const mandatory = job.languages.filter(isMandatoryLanguage);
  if (mandatory.length === 0) return null;
  const required: RequiredLanguage[] = mandatory.map((l) => {
    const { language, met } = satisfyingLanguage(l, languages);
    return {
      slug: l.slug,
      name: l.name,
      level: asLevel(l.level),
      have: language ? { slug: language.slug, name: language.name, level: asLevel(language.level) ?? 1 } : null,
      met,
    };
  });
  return { key: 'languages', met: required.every((r) => r.met), detail: { required } };
}

const countryOf = (job: Job) => (job.country ? { name: job.country.name, iso2: job.country.iso2 ?? null } : null);

/** The criteria shown for one job, in a fixed order; a criterion the job or the profile says nothing about is left out. */
export function explainMatching(job: Job, facts: MatchingFacts, profile: MatchingProfile): Matching {
  const criteria: MatchingCriterion[] = [];
  const languages = languagesCriterion(job, profile.languages);
  if (languages) criteria.push(languages);

  criteria.push({
    key: 'location',
    met: facts.location !== 'elsewhere',
    detail: { reason: facts.location, city: job.city?.name ?? null, country: countryOf(job) },
  });

  if (job.skills.length > 0 && profile.skillIds.length > 0) {
    const names = job.skills.filter((s) => profile.skillSlugs.has(s.slug)).map((s) => s.name);
    // The ✓ from half of the job's skills: "3 of 5 skills" reads as a fit, "1 of 5" does not.
    criteria.push({
      key: 'skills',
      met: names.length * 2 >= job.skills.length,
      detail: { matched: names.length, total: job.skills.length, names },
    });
  }

  if (facts.sector && profile.sectorIds.length > 0) {
    const { slug, name } = facts.sector;
    criteria.push({
      key: 'sector',
      met: profile.sectorIds.includes(facts.sector.id),
      detail: { sector: { slug, name } },
    });
  }

  const country = countryOf(job);
  // Only a job in an EU country asks for an EU work permit; remote work from home needs none.
  if (country && job.country?.continente === EU_CONTINENTE && job.remote?.slug !== 'remote') {
    const reason = profile.workPermit
      ? 'permit'
      : profile.countryContinente === EU_CONTINENTE
        ? 'not_needed'
        : 'missing';
    criteria.push({ key: 'work_permit', met: reason !== 'missing', detail: { reason, country } });
  }

  const { salaryFrom: from, salaryTo: to } = profile;
  if ((from !== null || to !== null) && facts.salaryYearMin !== null && facts.salaryYearMax !== null) {
    const min = facts.salaryYearMin;
    const max = facts.salaryYearMax;
    criteria.push({
      key: 'salary',
      met: (from === null || max >= from) && (to === null || min <= to),
      detail: { from, to, min, max },
    });
  }

  criteria.push({ key: 'recency', met: facts.ageDays < RECENCY_MET_DAYS, detail: { days: facts.ageDays } });

  return { score: matchingScore(criteria), criteria };
}
