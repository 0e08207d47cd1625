// Business constants and pure rules (docs/product-rules.md#constants-and-limits), shared by the api and the front ends:
// those a page's first render may read. Pure: no TypeBox, no React. Front ends import them through
// `shared-kit/constants`, in every first render; the account areas' own are in ./account-constants.ts.

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const AUTH_COOKIE_DAYS = 7;
/** Candidate language level meaning "mother tongue". */
export const MOTHER_TONGUE_LEVEL = 4;
/** A job published less than this many days ago carries the "New" mark (`isNewJob`, docs/product-rules.md#job-pages). */
export const NEW_JOB_DAYS = 3;
export const MATCHINGS_SIZE = 7;
/** Jobs per job-list page: what mfe-jobs asks for and the api answers by default, so `/jobs/2` and `/api/jobs/2` agree. */
export const JOB_LIST_PAGE_SIZE = 20;
export const EXCLUDED_COUNTRY_ID = 249;
/** `continente` value of EU countries. */
export const EU_CONTINENTE = 1;
export const DEFAULT_PLATFORM = 'desktop';
export const DEFAULT_MODE = 'all';
export const DEFAULT_CITY_TEMPLATE = 'A';
export const RRSS_IDS = { linkedin: 0, site: 4 } as const;

/** Special career events (docs/product-rules.md#events). */
export const EVENT_IDS = { dutch: 20, goPlaces: 22, howToGetAJob: 23, nordic: 24, german: 25 } as const;

/** docs/product-rules.md#job-pages: only `true` makes a job language mandatory (the string 'false' does not count). */
export function isMandatoryLanguage(language: { mandatory: unknown }): boolean {
  return language.mandatory === true;
}

/**
 * `/career-events`' two calls, as the page's screen sends them: the page carries the server's answers to both under
 * these URLs (docs/delivery.md#the-list-travels-in-the-page).
 */
export const CAREER_EVENTS_URLS = {
  upcoming: '/api/career-events?when=upcoming',
  past: '/api/career-events?when=past',
} as const;

/**
 * The candidate dashboard's first requests (docs/candidate-area.md#the-dashboard): here, not in ./account-constants.ts,
 * so the dashboard's first render does not load `shared-kit/account-rules`.
 */
export const FAVORITES_PAGE_SIZE = 6;
/** The candidate dashboard's latest applications and recommended jobs (docs/candidate-area.md#the-dashboard). */
export const DASHBOARD_APPLICATIONS_SIZE = 5;
export const DASHBOARD_MATCHINGS_SIZE = 3;
