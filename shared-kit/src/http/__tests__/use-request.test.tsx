import { act, renderHook, waitFor } from '@testing-library/react';
import { forgetPageData } from 'shared-kit/http';
import { setSession } from 'shared-kit/session';
import { createTestStore, makeUser, mockHttp } from 'shared-kit/testing';
import { useGet, useRequest } from '../use-request';

test('loads, reports an error, and loads again on retry', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['job']);
  const { result } = renderHook(() => useRequest(load));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.status).toBe('error'));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['job'] }));
  expect(load).toHaveBeenCalledTimes(2);
});

test('drops the answer of a superseded request', async () => {
  let resolveOld: (value: string) => void = () => {};
  const old = () => new Promise<string>((resolve) => (resolveOld = resolve));
  const fresh = () => Promise.resolve('new');
  const { result, rerender } = renderHook(({ load }) => useRequest(load), { initialProps: { load: old } });
  rerender({ load: fresh });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'new' }));
  await act(async () => resolveOld('old'));
  expect(result.current).toMatchObject({ status: 'success', data: 'new' });
});

test('useGet answers the body of a GET through the one client, and the error of a failed one', async () => {
  const { requests } = mockHttp(({ url }) =>
    url === '/api/career-events' ? { data: { events: [] } } : { status: 500, data: { message: 'Server error' } },
  );
  const { result, rerender } = renderHook(({ url }) => useGet(url), { initialProps: { url: '/api/career-events' } });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { events: [] } }));
  rerender({ url: '/api/company-landing' });
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(requests.map((request) => [request.method, request.url])).toEqual([
    ['get', '/api/career-events'],
    ['get', '/api/company-landing'],
  ]);
});

describe('the answers the page carries (docs/delivery.md#the-list-travels-in-the-page)', () => {
  const LANDING = { stats: { jobs: 12 } };
  function pageCarrying(answers: Record<string, unknown>, viewer?: number) {
    const data = JSON.stringify({ answers, viewer });
    document.body.innerHTML = `<script id="page-data" type="application/json">${data}</script>`;
    forgetPageData();
  }
  // A guest unless a test signs in: the files of a test part share their modules, so a session an earlier file
  // left in the store would otherwise make the page's guest answer someone else's (docs/testing.md#test-parts).
  beforeEach(() => createTestStore());
  afterEach(() => {
    document.body.innerHTML = '';
    forgetPageData();
    createTestStore();
  });

  test("useGet takes a guest's answer from the page once, then asks the api", async () => {
    pageCarrying({ '/api/company-landing': LANDING });
    const { requests } = mockHttp(() => ({ data: { stats: { jobs: 13 } } }));
    const { result } = renderHook(() => useGet('/api/company-landing'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: LANDING }));
    expect(requests).toEqual([]);
    // A retry (or the next screen) asks the api.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { stats: { jobs: 13 } } }));
    expect(requests.map((request) => request.url)).toEqual(['/api/company-landing']);
  });

  test("a signed-in visitor asks the api: the page holds a guest's answer", async () => {
    pageCarrying({ '/api/services': { services: ['guest price'] } });
    createTestStore();
    setSession({ user: makeUser({ type: 'company' }), token: 'company-token' });
    const { requests } = mockHttp(() => ({ data: { services: ['the company’s price'] } }));
    const { result } = renderHook(() => useGet('/api/services'));
    await waitFor(() => expect(result.current).toMatchObject({ data: { services: ['the company’s price'] } }));
    expect(requests.map((request) => request.url)).toEqual(['/api/services']);
  });

  test("a signed-in page's answers (docs/delivery.md#the-dashboard-in-the-first-html) are taken by that user only", async () => {
    const DASHBOARD = { profile: { nombre: 'Ana' } };
    for (const [who, takes] of [
      [{ id: 7, token: 'seven' }, true],
      [{ id: 8, token: 'eight' }, false],
      [null, false],
    ] as const) {
      pageCarrying({ '/api/candidates/dashboard': DASHBOARD }, 7);
      createTestStore();
      if (who) setSession({ user: makeUser({ id: who.id }), token: who.token });
      const { requests } = mockHttp(() => ({ data: { asked: true } }));
      const { result } = renderHook(() => useGet('/api/candidates/dashboard'));
      await waitFor(() => expect(result.current.status).toBe('success'));
      expect(result.current).toMatchObject({ data: takes ? DASHBOARD : { asked: true } });
      expect(requests.length).toBe(takes ? 0 : 1);
    }
  });
});
