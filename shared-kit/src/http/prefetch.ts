import { getSession } from 'shared-kit/session';
// By deep relative path, as page-data.ts does: the contracts' index would pull TypeBox into the first render.
import { MATCHINGS_SIZE } from '../contracts/constants';
import { http } from './http';

/**
 * Requests started before the screen that needs them exists (docs/delivery.md#account-areas-start-early): the shell
 * starts the first api GETs of an account page while the page's remote is still downloading, and the page's `useGet`
 * of the same URL takes the answer instead of asking again.
 */

/** The URLs, each asked for by its page's endpoint file too: a kept answer is found by the exact URL. */
export const FIRST_REQUEST_URLS = {
  candidateDashboard: '/api/candidates/dashboard',
  companyDashboard: '/api/companies/dashboard',
  candidateProfile: '/api/candidates/profile',
  /** The first page of the matchings, as the matchings page asks for it. */
  firstMatchings: `/api/app/matchings?page=1&_size=${MATCHINGS_SIZE}`,
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
  // Their first page (another one, `/account/matchings/2`, asks for its own).
  'account-matchings': ({ page }) => (page === undefined || page === '1' ? [FIRST_REQUEST_URLS.firstMatchings] : []),
};

/** The api GETs the first screen of the route `routeId` makes at `params` (none for most routes). */
export function firstRequests(routeId: string, params: RouteParams = {}): readonly string[] {
  const urls = BY_ROUTE[routeId] ?? [];
  return typeof urls === 'function' ? urls(params) : urls;
}

/** An answer not taken by then is left (its page was not opened): the next screen asks afresh. */
const KEPT_FOR_MS = 15_000;

type Kept = { answer: Promise<unknown>; token: string | null; at: number };
const kept = new Map<string, Kept>();

const get = <T>(url: string) => http.get<T>(url).then((response) => response.data);

// A change made meanwhile (any other method than GET) may have made a kept answer stale: none is used after it.
http.interceptors.request.use((config) => {
  if (config.method && config.method.toLowerCase() !== 'get') kept.clear();
  return config;
});

/** Starts `GET url` now and keeps its answer for the screen that will ask for it. */
export function prefetchGet(url: string): void {
  // Quiet: a failure is reported by the screen's own request (takePrefetched asks again), not twice.
  const answer = http.get(url, { notifyErrors: false }).then((response) => response.data);
  answer.catch(() => undefined);
  kept.set(url, { answer, token: getSession().token, at: Date.now() });
}

/**
 * The kept answer of `GET url`, once, if it was started for the current session a moment ago; else null. A kept
 * request that failed is handed to `onFailure`, which by default asks again, so the screen sees and reports only a
 * failure of its own; a screen for which a refusal is an answer (the dashboard's matchings, a 422) can keep it.
 */
export function takePrefetched<T>(
  url: string,
  onFailure: (error: unknown) => Promise<T> = () => get<T>(url),
): Promise<T> | null {
  const entry = kept.get(url);
  kept.delete(url);
  if (!entry || entry.token !== getSession().token || Date.now() - entry.at > KEPT_FOR_MS) return null;
  return (entry.answer as Promise<T>).catch(onFailure);
}

/** Tests start with nothing kept. */
export function forgetPrefetched(): void {
  kept.clear();
}
