import { cancelPendingRequests, http, isCancel, pendingRequestCount, subscribeToRequests } from 'shared-kit/http';
import { getNotifications } from 'shared-kit/notify';
import { deleteCookie, setSession, writeCookie } from 'shared-kit/session';
import { createTestStore, type FakeReply, makeUser, mockHttp } from 'shared-kit/testing';

let restore: () => void = () => {};

beforeEach(() => {
  createTestStore();
  deleteCookie('XSRF-TOKEN');
});

afterEach(() => {
  restore();
  cancelPendingRequests();
});

/** Requests wait until released, so the test can look at them while pending. */
function deferredServer(reply: FakeReply = { data: { ok: true } }) {
  const waiting: Array<() => void> = [];
  const mock = mockHttp(() => new Promise<FakeReply>((resolve) => waiting.push(() => resolve(reply))));
  restore = mock.restore;
  const releaseAll = async () => {
    for (const release of waiting.splice(0)) release();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { ...mock, releaseAll };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('http', () => {
  it('is same-origin and sends the session token as a bearer token', async () => {
    const mock = mockHttp(() => ({ data: { pong: true } }));
    restore = mock.restore;
    await http.get('/api/ping');
    expect(mock.requests[0].headers.get('Authorization')).toBeUndefined();

    setSession({ user: makeUser(), token: 'secret' });
    const { data } = await http.get('/api/ping');
    expect(data).toEqual({ pong: true });
    expect(mock.requests[1].baseURL).toBe('');
    expect(mock.requests[1].headers.get('Authorization')).toBe('Bearer secret');
  });

  it('echoes the XSRF-TOKEN cookie as the X-XSRF-TOKEN header (axios xhr adapter, fake XMLHttpRequest)', async () => {
    writeCookie('XSRF-TOKEN', 'abc123', 1);
    const sent: Array<Record<string, string>> = [];
    class FakeXhr {
      readyState = 0;
      status = 0;
      statusText = '';
      responseText = '';
      response = '';
      responseURL = '';
      timeout = 0;
      withCredentials = false;
      upload = { addEventListener() {} };
      onloadend: null | (() => void) = null;
      private headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json';
      }
      addEventListener() {}
      abort() {}
      send() {
        sent.push(this.headers);
        this.readyState = 4;
        this.status = 200;
        this.response = this.responseText = '{"ok":true}';
        setTimeout(() => this.onloadend?.(), 0);
      }
    }
    const realXhr = globalThis.XMLHttpRequest;
    const adapter = http.defaults.adapter;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    http.defaults.adapter = 'xhr';
    try {
      const { data } = await http.post('/api/auth/logout');
      expect(data).toEqual({ ok: true });
      expect(sent[0]['X-XSRF-TOKEN']).toBe('abc123');
    } finally {
      globalThis.XMLHttpRequest = realXhr;
      http.defaults.adapter = adapter;
    }
  });

  it('shows the first toast of an error as an error notice and rejects', async () => {
    const mock = mockHttp(() => ({
      status: 500,
      data: { message: 'Server Error', toasts: [{ message: 'Something broke' }, { message: 'second' }] },
    }));
    restore = mock.restore;
    await expect(http.get('/api/jobs')).rejects.toMatchObject({ response: { status: 500 } });
    expect(getNotifications()).toEqual([expect.objectContaining({ type: 'error', content: 'Something broke' })]);
  });

  it('leaves the notice to a caller that tells the user itself (notifyErrors: false)', async () => {
    const mock = mockHttp(() => ({
      status: 404,
      data: { message: 'Unknown location: X.', toasts: [{ message: 'Unknown location: X.' }] },
    }));
    restore = mock.restore;
    await expect(http.get('/api/jobs-in-X', { notifyErrors: false })).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(getNotifications()).toEqual([]);
  });

  it('shows nothing for an error without toasts (e.g. a 422)', async () => {
    const mock = mockHttp(() => ({ status: 422, data: { message: 'Invalid', errors: { email: ['Required'] } } }));
    restore = mock.restore;
    await expect(http.post('/api/auth/login', {})).rejects.toMatchObject({ response: { status: 422 } });
    expect(getNotifications()).toEqual([]);
  });

  it('feeds the loading bar, leaving out version-check, ping and silent requests', async () => {
    const server = deferredServer();
    const seen: number[] = [];
    const unsubscribe = subscribeToRequests((n) => seen.push(n));
    const requests = [
      http.get('/api/jobs'),
      http.get('/api/version-check'),
      http.get('/api/ping?x=1'),
      http.get('http://localhost/api/ping'),
      http.get('/api/candidates/profile', { silent: true }),
      http.get('/api/job', { params: { id: 1 } }),
    ];
    await flush();
    expect(server.requests).toHaveLength(6);
    expect(pendingRequestCount()).toBe(2);
    await server.releaseAll();
    await Promise.all(requests);
    expect(pendingRequestCount()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    unsubscribe();
    http.get('/api/jobs');
    await flush();
    expect(seen).toEqual([1, 2, 1, 0]);
    await server.releaseAll();
  });

  it('counts failed requests down too', async () => {
    const mock = mockHttp(() => ({ status: 404, data: { message: 'Not found', toasts: [] } }));
    restore = mock.restore;
    const seen: number[] = [];
    const unsubscribe = subscribeToRequests((n) => seen.push(n));
    await expect(http.get('/api/job?id=1')).rejects.toBeTruthy();
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });

  it('cancelPendingRequests aborts every pending request without an error notice', async () => {
    const server = deferredServer();
    const seen: number[] = [];
    const unsubscribe = subscribeToRequests((n) => seen.push(n));
    const a = http.get('/api/jobs');
    const b = http.post('/api/candidates/favorites', { offer_id: 1 });
    const c = http.get('/api/ping');
    await flush();
    cancelPendingRequests();
    const results = await Promise.allSettled([a, b, c]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(isCancel((result as PromiseRejectedResult).reason)).toBe(true);
    }
    expect(pendingRequestCount()).toBe(0);
    expect(seen).toEqual([1, 2, 0]);
    expect(getNotifications()).toEqual([]);
    // later requests work again
    const d = http.get('/api/jobs');
    await flush();
    await server.releaseAll();
    await expect(d).resolves.toMatchObject({ data: { ok: true } });
    unsubscribe();
  });

  it("keeps the caller's own AbortSignal working", async () => {
    deferredServer();
    const controller = new AbortController();
    const request = http.get('/api/jobs', { signal: controller.signal });
    await flush();
    controller.abort();
    await expect(request).rejects.toHaveProperty('code', 'ERR_CANCELED');
    expect(pendingRequestCount()).toBe(0);
  });
});
