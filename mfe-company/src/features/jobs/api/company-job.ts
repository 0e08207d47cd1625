// The company's own job as the company calls answer it (docs/company-area.md#jobs). Written from the agreed contract
// while shared-kit/contracts/company-jobs.ts was being built on its own branch; swap for `import type` from there.

export const JOB_STATUSES = ['draft', 'published', 'paused', 'closed', 'expired'] as const;
export type CompanyJobStatus = (typeof JOB_STATUSES)[number];

export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export type LanguageLevel = 1 | 2 | 3 | 4;

export type CompanyJobSalary = { min: number; max: number; currency: string; period: SalaryPeriod };

export type CompanyJob = {
  id: number;
  url: string;
  title: string;
  description: string;
  content_lang: string;
  status: CompanyJobStatus;
  city_id: number | null;
  country_id: number | null;
  remote_type: string | null;
  languages: { language_id: number; slug: string; name: string; level: LanguageLevel; mandatory: boolean }[];
  skills: { id: number; slug: string; name: string }[];
  experience: number | null;
  employment_type: number | null;
  salary: CompanyJobSalary | null;
  apply_url: string | null;
  valid_through: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  applicants: { total: number; new: number };
  views: number;
  screening_questions: number;
};

/** The body of `POST jobs`; `PATCH jobs/{id}` takes any part of it. */
export type JobInput = {
  title: string;
  description: string;
  content_lang: string;
  city_id?: number | null;
  country_id?: number | null;
  remote_type?: string | null;
  languages: { language_id: number; level: LanguageLevel; mandatory: boolean }[];
  skill_ids: number[];
  experience?: number | null;
  employment_type?: number | null;
  salary?: CompanyJobSalary | null;
  apply_url?: string | null;
  valid_through?: string | null;
};

export type Balances = { job: number; cv: number };

/** Bounds of the contract, which the form's fields also hold to. */
export const JOB_LIMITS = {
  title: 150,
  descriptionText: 20_000,
  languages: 10,
  skills: 30,
  experience: 50,
  applyUrl: 500,
  salary: 10_000_000,
  questions: 10,
  question: 300,
  options: 10,
  option: 100,
} as const;

/** The languages a job's text may be written in (BCP 47). */
export const CONTENT_LANGS = ['en', 'de', 'fr', 'es', 'it', 'pl', 'nl', 'pt'] as const;
