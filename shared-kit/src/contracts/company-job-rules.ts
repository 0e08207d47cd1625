// The rules of a company's jobs and screening questions (docs/company-area.md#jobs) as plain values, without TypeBox:
// the api's schemas (company-jobs.ts) and the company screens (through shared-kit/constants) read the same numbers.

/**
 * The states of a company's job on the wire. "expired" is not stored: a published or paused job past its date.
 * "moderated": closed by an admin (docs/product-rules.md#job-moderation); only an admin moves it again.
 */
export const COMPANY_JOB_STATUSES = ['draft', 'published', 'paused', 'closed', 'expired', 'moderated'] as const;
export type CompanyJobStatus = (typeof COMPANY_JOB_STATUSES)[number];

/** Jobs per page of `GET /api/companies/jobs`, newest first. */
export const COMPANY_JOBS_PAGE_SIZE = 20;

/** The bounds of a job's fields (JobInput). The description is counted as text, markup left out. */
export const COMPANY_JOB_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  descriptionTextMin: 30,
  descriptionTextMax: 20_000,
  /** The markup as sent: generous over the text limit, but bounded. */
  descriptionHtmlMax: 100_000,
  languages: 10,
  skills: 30,
  experienceMax: 50,
  salaryMax: 10_000_000,
  applyUrlMax: 2000,
} as const;

/** How long a published job runs: validThrough defaults to this many days after publishing, and is at most MAX. */
export const JOB_VALID_DEFAULT_DAYS = 60;
export const JOB_VALID_MAX_DAYS = 180;

/** The periods of a salary (schema.org's unitText). */
export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Screening questions of one job, and their texts. */
export const SCREENING_QUESTION_LIMITS = {
  questions: 10,
  questionMin: 3,
  questionMax: 300,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 100,
  /** A preferred answer of a short-text question: a hint for the company's reading, not checked against options. */
  preferredTextMax: 100,
} as const;

/**
 * What is wrong with a single-choice question's options, the one rule the api applies and the job editor checks before
 * sending (docs/company-area.md#screening-questions): blank options are dropped and each is trimmed, then there must
 * be SCREENING_QUESTION_LIMITS.optionsMin to optionsMax of them, each at most optionMax characters, no two the same
 * (letter case aside). `options` are the options kept (`screeningOptions`).
 */
export function screeningOptionsProblem(options: string[]): 'count' | 'tooLong' | 'twice' | null {
  const L = SCREENING_QUESTION_LIMITS;
  if (options.length < L.optionsMin || options.length > L.optionsMax) return 'count';
  if (options.some((option) => [...option].length > L.optionMax)) return 'tooLong';
  if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) return 'twice';
  return null;
}

/** A single choice's options as kept: each trimmed, blank ones dropped. */
export const screeningOptions = (options: readonly string[]): string[] =>
  options.map((option) => option.trim()).filter((option) => option !== '');

/** How a question weighs: its knockout answer ends the application; its preferred answer marks a good one. */
export const SCREENING_QUESTION_MODES = ['knockout', 'preferred'] as const;
export type ScreeningQuestionMode = (typeof SCREENING_QUESTION_MODES)[number];

/** The dashboard's "expiring soon": published jobs whose validThrough falls within this many days. */
export const EXPIRING_JOB_DAYS = 7;
/** The dashboard's latest applicants. */
export const DASHBOARD_RECENT_APPLICANTS = 5;
