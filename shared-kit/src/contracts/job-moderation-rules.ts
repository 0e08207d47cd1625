// The rules of job moderation (docs/product-rules.md#job-moderation) as plain values, without TypeBox: the api's
// schemas (admin-jobs.ts) and the admin's and the company's screens (through shared-kit/constants) read the same ones.

/** Why an admin closes a job; each has a label of its own (`kit.jobModeration.category.*`) the company reads too. */
export const JOB_MODERATION_CATEGORIES = ['spam', 'fraud', 'duplicate', 'test', 'policy'] as const;
export type JobModerationCategory = (typeof JOB_MODERATION_CATEGORIES)[number];

/** What an admin does to a job: close it by moderation, or reopen it to the state it had. */
export const JOB_MODERATION_ACTIONS = ['close', 'reopen'] as const;
export type JobModerationAction = (typeof JOB_MODERATION_ACTIONS)[number];

/** The reason in words, which the company reads (and a reopen's note): at most this many characters. */
export const JOB_MODERATION_REASON_MAX = 1000;

/** Jobs per page of the admin's job search, newest first. */
export const ADMIN_JOBS_PAGE_SIZE = 20;
/** The admin's job search counts its matches this far ("1000+"): counting every job of a broad search costs more. */
export const ADMIN_JOBS_COUNT_CAP = 1000;
/** The last page the search pages to: a search narrows better than paging past 10,000 jobs. */
export const ADMIN_JOBS_MAX_PAGE = 500;
