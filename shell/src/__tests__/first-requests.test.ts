import { forgetPrefetched, prefetchGet, takePrefetched } from 'shared-kit/http';
import { setSession } from 'shared-kit/session';
import { createTestStore, makeUser, mockHttp } from 'shared-kit/testing';
import { startFirstRequests } from '../first-requests';

// main.js starts an account page's first api requests (docs/delivery.md#account-areas-start-early); shared-kit's
// prefetch takes their answers for the screen: both sides of the hand-over are tested here together.

const DASHBOARD = '/api/candidates/dashboard';
const realFetch = globalThis.fetch;
let restoreHttp: () => void = () => {};

function page(urls: unknown, token: string | null = 'candidate-token') {
  document.head.innerHTML =
    `<script id="app-config" type="application/json">{"siteId":"eulangjobs"}</script>` +
    `<script id="first-requests" type="application/json">${JSON.stringify(urls)}</script>`;
  // biome-ignore lint/suspicious/noDocumentCookie: the session cookie the shell's login writes, as main.js reads it.
  document.cookie = token
    ? `auth_tokeneulangjobs=${encodeURIComponent(token)}; Path=/`
    : 'auth_tokeneulangjobs=; Max-Age=0; Path=/';
}

function fakeFetch(reply: (url: string) => { status: number; body: unknown }) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const answer = reply(String(url));
    calls.push({ url: String(url), headers: (init?.headers ?? {}) as Record<string, string> });
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

beforeEach(() => {
  createTestStore();
  forgetPrefetched();
  setSession({ user: makeUser(), token: 'candidate-token' });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  restoreHttp();
  document.head.innerHTML = '';
  page([], null);
});

it("asks for the page's first requests with the session's token, and the screen takes the answer", async () => {
  const calls = fakeFetch(() => ({ status: 200, body: { blocks: 6 } }));
  const http = mockHttp(() => ({ data: { asked: 'again' } }));
  restoreHttp = http.restore;
  page([DASHBOARD]);
  startFirstRequests();
  expect(calls).toEqual([
    { url: DASHBOARD, headers: { Accept: 'application/json', Authorization: 'Bearer candidate-token' } },
  ]);
  // The shell, starting the area, finds it already asked; the screen takes it; nothing goes through the client.
  prefetchGet(DASHBOARD);
  await expect(takePrefetched(DASHBOARD)).resolves.toEqual({ blocks: 6 });
  expect(http.requests).toEqual([]);
  // Once only: the next screen asks afresh.
  expect(takePrefetched(DASHBOARD)).toBeNull();
});

it('sends the token only to the api of this origin, and nothing without a session cookie', () => {
  const calls = fakeFetch(() => ({ status: 200, body: {} }));
  page(['https://elsewhere.test/api/x', '//elsewhere.test/api/x', '/files/1.pdf', '/api/app/matchings?page=1&_size=7']);
  startFirstRequests();
  expect(calls.map((call) => call.url)).toEqual(['/api/app/matchings?page=1&_size=7']);

  const none = fakeFetch(() => ({ status: 200, body: {} }));
  page([DASHBOARD], null);
  startFirstRequests();
  page('{not a list');
  startFirstRequests();
  expect(none).toEqual([]);
});

it('asks again through the http client when the early answer failed, so the screen reports the failure as its own', async () => {
  fakeFetch(() => ({ status: 500, body: { message: 'down' } }));
  const http = mockHttp(() => ({ data: { blocks: 6 } }));
  restoreHttp = http.restore;
  page([DASHBOARD]);
  startFirstRequests();
  await expect(takePrefetched(DASHBOARD)).resolves.toEqual({ blocks: 6 });
  expect(http.requests.map((request) => request.url)).toEqual([DASHBOARD]);
});

it('is not taken by another session than the one it was asked for', () => {
  fakeFetch(() => ({ status: 200, body: { blocks: 6 } }));
  page([DASHBOARD], 'a-token-since-replaced');
  startFirstRequests();
  expect(takePrefetched(DASHBOARD)).toBeNull();
});
