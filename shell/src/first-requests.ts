// The first api requests of an account page, started by main.js before anything else of the app has loaded
// (docs/delivery.md#account-areas-start-early): the page's screen needs their answers, and asking once the shell,
// the area and the page's chunk have loaded put a round trip and the api's time after all of them (Lighthouse's
// Largest Contentful Paint on /account/dashboard). The api lists them in the page (`#first-requests`, from
// shared-kit/contracts first-requests.ts) when it is asked for with a session cookie. Part of main.js: no imports
// from shared modules, so the names below are kept equal to shared-kit's by hand (shared-kit/src/http/prefetch.ts
// takes the answers; a unit test checks both sides).

/** Where the answers are left for shared-kit/http: the token they were asked with, when, and a promise per URL. */
const EARLY_ANSWERS_GLOBAL = '__EULANGJOBS_FIRST_ANSWERS__';
type EarlyAnswers = { token: string; at: number; answers: Record<string, Promise<unknown>> };

function readJson(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readCookie(doc: Document, name: string): string | null {
  for (const pair of doc.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Only the api's own paths: the token is never sent anywhere else, whatever the page says. */
const isApiPath = (url: unknown): url is string => typeof url === 'string' && /^\/api\/[\w./?=&%-]*$/.test(url);

/**
 * Starts `GET` of each URL the page lists with the session's token (the same request the http client sends: Accept
 * JSON, the bearer token, the origin's cookies) and leaves the answers for the screen. Nothing without a list or a
 * token; an answer that is not 2xx is a failure, which the screen's own request then meets again and reports.
 */
export function startFirstRequests(doc: Document = document): void {
  const urls = readJson(doc, 'first-requests');
  if (!Array.isArray(urls) || urls.length === 0) return;
  const config = readJson(doc, 'app-config') as { siteId?: unknown } | null;
  const siteId = typeof config?.siteId === 'string' && config.siteId ? config.siteId : 'eulangjobs';
  const token = readCookie(doc, `auth_token${siteId}`);
  if (!token || typeof fetch !== 'function') return;
  const answers: EarlyAnswers['answers'] = {};
  for (const url of urls.filter(isApiPath)) {
    const answer = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: ${response.status}`))));
    // Handled by whoever takes it; not taken, it must not be reported as unhandled.
    answer.catch(() => undefined);
    answers[url] = answer;
  }
  (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = { token, at: Date.now(), answers };
}
