// The company's own job as the company calls answer it (docs/contracts.md#company-jobs): the contract's types, and
// the bounds the form's fields hold to, read from the same rules the api validates with.
import { COMPANY_JOB_LIMITS, SCREENING_QUESTION_LIMITS } from 'shared-kit/account-rules';

export type {
  CompanyBalances as Balances,
  CompanyJob,
  CompanyJobStatus,
  JobInput,
  SalaryPeriod,
} from 'shared-kit/contracts';
export { COMPANY_JOB_STATUSES as JOB_STATUSES, SALARY_PERIODS } from 'shared-kit/account-rules';

export type LanguageLevel = 1 | 2 | 3 | 4;

/** Bounds of the contract, which the form's fields also hold to. */
export const JOB_LIMITS = {
  title: COMPANY_JOB_LIMITS.titleMax,
  descriptionText: COMPANY_JOB_LIMITS.descriptionTextMax,
  languages: COMPANY_JOB_LIMITS.languages,
  skills: COMPANY_JOB_LIMITS.skills,
  experience: COMPANY_JOB_LIMITS.experienceMax,
  applyUrl: COMPANY_JOB_LIMITS.applyUrlMax,
  salary: COMPANY_JOB_LIMITS.salaryMax,
  questions: SCREENING_QUESTION_LIMITS.questions,
  question: SCREENING_QUESTION_LIMITS.questionMax,
  options: SCREENING_QUESTION_LIMITS.optionsMax,
  option: SCREENING_QUESTION_LIMITS.optionMax,
} as const;

/** The languages a job's text may be written in (BCP 47): the interface languages and other common ones. */
export const CONTENT_LANGS = ['en', 'de', 'fr', 'es', 'it', 'pl', 'nl', 'pt'] as const;
