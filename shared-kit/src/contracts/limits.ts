// The bounds of what people type, one constant per bound (docs/input-validation.md#one-constant-per-bound): the
// request schemas of this folder build their `Text(n)` from them and the screens set `maxLength` from them, so the
// two cannot drift. Pure numbers, no TypeBox: front ends read them through `shared-kit/constants`.
// Lengths are in characters (code points), as the schemas count them; `...Items` are the most entries of a list.
// Older bounds of the same kind: PROFILE_LIMITS (constants.ts), COMPANY_JOB_LIMITS and SCREENING_QUESTION_LIMITS
// (company-job-rules.ts), JOB_MODERATION_REASON_MAX (job-moderation-rules.ts).

/** Signing in, registering, resetting a password and the account settings (auth.ts). */
export const ACCOUNT_LIMITS = {
  email: 255,
  password: 200,
  /** The token of a password-reset or sign-in link. */
  token: 200,
  /** `nombre`: a person's first name. */
  firstName: 100,
  /** `apellidos`: a person's last names. */
  lastName: 150,
  /** The company's name, as it registers and in its profile (COMPANY_PROFILE_LIMITS.name is this one). */
  companyName: 200,
  referralPlatform: 100,
  /** What a candidate leaving tells us (`texto` of the account's deletion). */
  deletionComment: 2000,
} as const;

/** A company's profile and billing details, `PUT /api/companies/profile` (company-services.ts). */
export const COMPANY_PROFILE_LIMITS = {
  // One bound with registration: a company registered with a 200-character name could not save its profile at 150.
  name: ACCOUNT_LIMITS.companyName,
  vatId: 30,
  billingAddress: 200,
  billingCity: 100,
  billingPostcode: 20,
  website: 300,
  description: 5000,
} as const;

/** A candidate's jobs held and courses taken (candidate-records.ts): the same bounds for both kinds of entry. */
export const CANDIDATE_RECORD_LIMITS = {
  /** `puesto` of a job held, `titulo` of a course. */
  title: 150,
  /** `empresa` of a job held, `centro_estudios` of a course. */
  place: 150,
  /** `lugar`: the city of a job held. */
  city: 150,
  description: 5000,
} as const;

/** A candidate language's level (docs/product-rules.md#candidate-records): 1 basic (A1-A2) ... 4 mother tongue. */
export const LANGUAGE_LEVELS = { min: 1, max: 4 } as const;

/** The search of a candidate's favourites, `GET /api/candidates/favorites?search=` (favorites.ts). */
export const FAVORITES_LIMITS = { search: 100 } as const;

/** The search of a company's applicants, `GET /api/companies/applicants?q=` (company-applicants.ts). */
export const APPLICANTS_LIMITS = { search: 100 } as const;

/** A company's CV search, `GET /api/companies/cvsearch` (company-cv-search.ts); lists are comma-separated slugs. */
export const CV_SEARCH_LIMITS = { languages: 300, country: 100, city: 100, skills: 500, keywords: 100 } as const;

/** A company's minisite (company-minisite.ts): its content blocks and their fields. */
export const MINISITE_LIMITS = {
  blocks: 12,
  title: 120,
  body: 4000,
  /** Benefits of a benefits block, and the length of each. */
  benefitsItems: 20,
  benefit: 150,
  videoUrl: 300,
  alt: 200,
} as const;

/** An event as the admin area edits it (events.ts). */
export const EVENT_LIMITS = {
  title: 150,
  slug: 80,
  description: 2000,
  languagesItems: 20,
  landingPath: 120,
  sponsorName: 100,
  sponsorUrl: 300,
  cityName: 100,
} as const;

/** The admin area's job list, `GET /api/admin/jobs?q=&company=` (admin-jobs.ts). */
export const ADMIN_JOBS_LIMITS = { search: 200, company: 100 } as const;

/** A blog post as the admin area writes it, and the search of the list (blog.ts). */
export const BLOG_POST_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 500,
  /** The Markdown as written. */
  body: 100_000,
  author: 100,
  jobListPath: 200,
  search: 100,
} as const;

/** An image uploaded for the blog: its alt text, a multipart field the api's blog media service checks (blog.ts). */
export const BLOG_MEDIA_LIMITS = { alt: 300 } as const;

/** A blog category (blog.ts). */
export const BLOG_CATEGORY_LIMITS = { name: 80, slug: 80, description: 500 } as const;

/** The job list's search (`keywords` of jobs.ts), which a job alert keeps as its own (api/src/services/job-alerts). */
export const JOB_SEARCH_LIMITS = { keywords: 200 } as const;
