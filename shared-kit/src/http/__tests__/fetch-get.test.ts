import axios from 'axios';
import { cancelPendingRequests, http, isCancel, isHttpError, pendingRequestCount } from 'shared-kit/http';
import { getNotifications } from 'shared-kit/notify';
import { setSession } from 'shared-kit/session';
import { createTestStore, makeUser } from 'shared-kit/testing';
import { urlWithParams } from '../fetch-get';

// docs/delivery.md#axios-on-the-first-request: a plain GET is sent with fetch, as axios would send it, and answered or
// failed in axios's shapes; the page never loads axios for it.

type Reply = { status?: number; body?: string; headers?: Record<string, string> };
type Sent = { url: string; headers: Record<string, string>; signal?: AbortSignal };

const realFetch = globalThis.fetch;
let sent: Sent[] = [];
let reply: (request: Sent) => Reply | Promise<Reply> = () => ({ body: '{}' });

beforeEach(() => {
  createTestStore();
  sent = [];
  reply = () => ({ body: '{}' });
  globalThis.fetch = jest.fn(async (url: string, init: { headers: Record<string, string>; signal?: AbortSignal }) => {
    const request = { url, headers: init.headers, signal: init.signal };
    sent.push(request);
    const aborted = new Promise<never>((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    const { status = 200, body = '', headers = {} } = await Promise.race([Promise.resolve(reply(request)), aborted]);
    return { status, statusText: String(status), headers: new Map(Object.entries(headers)), text: async () => body };
  }) as unknown as typeof fetch;
});

afterEach(() => {
  cancelPendingRequests();
  globalThis.fetch = realFetch;
});

describe('a plain GET', () => {
  it('asks for the URL axios builds from the same params', async () => {
    const params = { keywords: 'C++ dev, senior: $', experience: [1, 2], latests: 1, gone: undefined, none: null };
    await http.get('/api/jobs-in-Germany', { params });
    expect(sent[0]?.url).toBe(axios.getUri({ url: '/api/jobs-in-Germany', params }));
    expect(urlWithParams('/api/job?x=1', { id: 5 })).toBe(axios.getUri({ url: '/api/job?x=1', params: { id: 5 } }));
  });

  it('sends the JSON Accept header and the session token, and answers the parsed body in axios shape', async () => {
    setSession({ user: makeUser(), token: 'secret' });
    reply = () => ({ body: '{"id":7}', headers: { 'x-total': '1' } });
    const response = await http.get<{ id: number }>('/api/job', { params: { id: 7 } });
    expect(sent[0]?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer secret' });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ id: 7 });
    expect(response.headers['x-total']).toBe('1');
  });

  it('moves the loading bar while pending', async () => {
    let release: (value: Reply) => void = () => {};
    reply = () => new Promise<Reply>((resolve) => (release = resolve));
    const answer = http.get('/api/jobs');
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingRequestCount()).toBe(1);
    release({ body: '{}' });
    await answer;
    expect(pendingRequestCount()).toBe(0);
  });

  it('puts the loading bar back and fails in axios shape when the URL cannot be built', async () => {
    // A lone surrogate (half an emoji cut by a length limit) makes encodeURIComponent throw.
    const failure = await http.get('/api/jobs', { params: { keywords: 'x\uD83D' } }).catch((error: unknown) => error);
    expect(pendingRequestCount()).toBe(0);
    expect(isHttpError(failure)).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it("fails as axios does, with the server's toast shown unless the caller says it tells the user itself", async () => {
    reply = () => ({ status: 404, body: '{"message":"Gone","toasts":[{"message":"This job is gone"}]}' });
    const failure = await http.get('/api/job', { params: { id: 1 } }).catch((error: unknown) => error);
    expect(isHttpError(failure) && failure.response?.status).toBe(404);
    expect(isHttpError(failure) && failure.response?.data).toEqual({
      message: 'Gone',
      toasts: [{ message: 'This job is gone' }],
    });
    expect(getNotifications()).toEqual([expect.objectContaining({ type: 'error', content: 'This job is gone' })]);
    await http.get('/api/job', { notifyErrors: false }).catch(() => undefined);
    expect(getNotifications()).toHaveLength(1);
  });

  it('accepts every status its validateStatus accepts', async () => {
    reply = () => ({ status: 500, body: 'down' });
    const response = await http.get('/api/offers/related-locations/1', { validateStatus: () => true, silent: true });
    expect([response.status, response.data]).toEqual([500, 'down']);
  });

  it('is cancelled with the other pending requests (logout), as a cancel', async () => {
    reply = () => new Promise<Reply>(() => undefined);
    const answer = http.get('/api/candidates/profile').catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 0));
    cancelPendingRequests();
    expect(isCancel(await answer)).toBe(true);
  });
});
