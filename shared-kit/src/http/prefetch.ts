import { getSession } from 'shared-kit/session';
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
} as const;

/** What each page's first screen asks for, by route id (shared-kit/contracts route-table.ts). */
const BY_ROUTE: Record<string, readonly string[]> = {
  // Every block in one answer (docs/delivery.md#the-dashboard-in-one-call); its six calls, the matchings the
  // slowest, were asked for here before (docs/delivery.md#the-dashboards-data-asked-at-once).
  'account-dashboard': [FIRST_REQUEST_URLS.candidateDashboard],
  'company-dashboard': [FIRST_REQUEST_URLS.companyDashboard],
};

/** The api GETs the first screen of the route `routeId` makes (none for most routes). */
export function firstRequests(routeId: string): readonly string[] {
  return BY_ROUTE[routeId] ?? [];
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
