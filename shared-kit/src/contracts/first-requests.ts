// By deep relative path: the contracts' index would pull TypeBox into the first render.
import { MATCHINGS_SIZE } from './constants';

/**
 * The api GETs an account page's first screen makes (docs/delivery.md#account-areas-start-early). The api names them
 * in the page (`#first-requests`) when it is asked for with a session cookie, and the shell's main.js starts them
 * before anything else of the app has loaded; the shell starts them again for a page opened inside the app; the
 * page's own request of the same URL takes the answer instead of asking again (shared-kit/http's prefetch.ts).
 */

/** The element of the page that lists them: `<script id="first-requests" type="application/json">`. */
export const FIRST_REQUESTS_ELEMENT_ID = 'first-requests';

/** The URLs, each asked for by its page's endpoint file too: a kept answer is found by the exact URL. */
export const FIRST_REQUEST_URLS = {
  candidateDashboard: '/api/candidates/dashboard',
  companyDashboard: '/api/companies/dashboard',
  candidateProfile: '/api/candidates/profile',
  /** The first page of the matchings, as the matchings page asks for it. */
  firstMatchings: `/api/app/matchings?page=1&_size=${MATCHINGS_SIZE}`,
  /**
   * The company's applicants unfiltered, their first page, as `/company/applicants` asks for it: the api writes that
   * page for the session (docs/delivery.md#the-dashboard-in-the-first-html), only at the address without a query.
   */
  firstApplicants: '/api/companies/applicants?page=1',
  /** What the job editor chooses from (mfe-company's get-reference-lists.ts): countries, languages, remote types. */
  editorCountries: '/api/countries',
  editorLanguages: '/api/languages',
  editorRemotes: '/api/jobs?_size=1',
  /** The admin's dashboard (`/admin`): the events and the builder's pages. */
  adminEvents: '/api/admin/events',
  adminPages: '/api/admin/pages',
} as const;

type RouteParams = Record<string, string | undefined>;

/** What each page's first screen asks for, by route id (shared-kit/contracts route-table.ts) and its params. */
const BY_ROUTE: Record<string, readonly string[] | ((params: RouteParams) => readonly string[])> = {
  // Every block in one answer (docs/delivery.md#the-dashboard-in-one-call); its six calls, the matchings the
  // slowest, were asked for here before (docs/delivery.md#the-dashboards-data-asked-at-once).
  'account-dashboard': [FIRST_REQUEST_URLS.candidateDashboard],
  'company-dashboard': [FIRST_REQUEST_URLS.companyDashboard],
  // The profile's sections and its completion (the page's largest text) wait for it; its reference lists come after.
  'account-my-profile': [FIRST_REQUEST_URLS.candidateProfile],
  // The empty form's lists: the api writes the form with them for a company's session, else main.js asks at once.
  'company-jobs-create': [
    FIRST_REQUEST_URLS.editorCountries,
    FIRST_REQUEST_URLS.editorLanguages,
    FIRST_REQUEST_URLS.editorRemotes,
  ],
  // The dashboard only (`/admin`), not the area's other pages.
  admin: ({ '*': rest }) => (rest ? [] : [FIRST_REQUEST_URLS.adminEvents, FIRST_REQUEST_URLS.adminPages]),
  // Their first page (another one, `/account/matchings/2`, asks for its own).
  'account-matchings': ({ page }) => (page === undefined || page === '1' ? [FIRST_REQUEST_URLS.firstMatchings] : []),
};

/** The api GETs the first screen of the route `routeId` makes at `params` (none for most routes). */
export function firstRequests(routeId: string, params: RouteParams = {}): readonly string[] {
  const urls = BY_ROUTE[routeId] ?? [];
  return typeof urls === 'function' ? urls(params) : urls;
}
