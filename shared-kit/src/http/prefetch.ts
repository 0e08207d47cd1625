import { getSession } from 'shared-kit/session';
// By deep relative path, as page-data.ts does: the contracts' index would pull TypeBox into the first render.
export { FIRST_REQUEST_URLS, firstRequests } from '../contracts/first-requests';
import { http } from './http';
import { pageCarries } from './page-data';

/**
 * Requests started before the screen that needs them exists (docs/delivery.md#account-areas-start-early): the shell
 * starts the first api GETs of an account page while the page's remote is still downloading, and the page's `useGet`
 * of the same URL takes the answer instead of asking again.
 */

/** An answer not taken by then is left (its page was not opened): the next screen asks afresh. */
const KEPT_FOR_MS = 15_000;

type Kept = { answer: Promise<unknown>; token: string | null; at: number };
const kept = new Map<string, Kept>();

const get = <T>(url: string) => http.get<T>(url).then((response) => response.data);

/**
 * The answers the shell's main.js asked for before the app loaded (shell/src/first-requests.ts, which imports no
 * shared module and so leaves them on the global object under this name).
 */
const EARLY_ANSWERS_GLOBAL = '__EULANGJOBS_FIRST_ANSWERS__';
type EarlyAnswers = { token: string; at: number; answers: Record<string, Promise<unknown>> };

/** main.js's answer for `url`, once, as a kept one. */
function takeEarly(url: string): Kept | null {
  const early = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
  const answer = early?.answers[url];
  if (!early || !answer) return null;
  delete early.answers[url];
  return { answer, token: early.token, at: early.at };
}

function forgetEarly(): void {
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
}

// A change made meanwhile (any other method than GET) may have made a kept answer stale: none is used after it.
http.interceptors.request.use((config) => {
  if (config.method && config.method.toLowerCase() !== 'get') {
    kept.clear();
    forgetEarly();
  }
  return config;
});

/** Starts `GET url` now and keeps its answer for the screen that will ask for it. */
export function prefetchGet(url: string): void {
  // The page carries its answer for this session (the dashboard's first HTML): the screen takes that one.
  if (pageCarries(url)) return;
  // Already asked by main.js for this page: that answer is the one kept.
  const early = takeEarly(url);
  if (early) {
    kept.set(url, early);
    return;
  }
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
  const entry = kept.get(url) ?? takeEarly(url);
  kept.delete(url);
  if (!entry || entry.token !== getSession().token || Date.now() - entry.at > KEPT_FOR_MS) return null;
  return (entry.answer as Promise<T>).catch(onFailure);
}

/** Tests start with nothing kept. */
export function forgetPrefetched(): void {
  kept.clear();
  forgetEarly();
}
