import { act, renderHook, waitFor } from '@testing-library/react';
import { firstGet, firstRequests, forgetPageData, forgetPrefetched, http, prefetchGet, useGet } from 'shared-kit/http';
import { getNotifications } from 'shared-kit/notify';
import { setSession } from 'shared-kit/session';
import { createTestStore, type FakeReply, makeUser, mockHttp } from 'shared-kit/testing';

const PROFILE = '/api/candidates/profile';
let restore: () => void = () => {};

beforeEach(() => {
  createTestStore();
  forgetPrefetched();
  setSession({ user: makeUser(), token: 'candidate-token' });
});

afterEach(() => restore());

function server(reply: (url: string) => FakeReply = () => ({ data: { user: 'Ana' } })) {
  const mock = mockHttp((request) => reply(request.url ?? ''));
  restore = mock.restore;
  return mock;
}

describe('requests started before their screen', () => {
  it('the screen takes the answer of the request started early: one request, not two', async () => {
    const { requests } = server();
    prefetchGet(PROFILE);
    const { result } = renderHook(() => useGet(PROFILE));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { user: 'Ana' } }));
    expect(requests.map((request) => request.url)).toEqual([PROFILE]);
  });

  it("starts nothing when the page carries the answer for this session (the dashboard's first HTML)", async () => {
    const { requests } = server();
    const data = JSON.stringify({ answers: { [PROFILE]: { user: 'Ana from the page' } }, viewer: makeUser().id });
    document.body.innerHTML = `<script id="page-data" type="application/json">${data}</script>`;
    forgetPageData();
    try {
      prefetchGet(PROFILE);
      const { result } = renderHook(() => useGet(PROFILE));
      await waitFor(() => expect(result.current).toMatchObject({ data: { user: 'Ana from the page' } }));
      expect(requests).toEqual([]);
    } finally {
      document.body.innerHTML = '';
      forgetPageData();
    }
  });

  it('a retry asks anew, and so does the next screen', async () => {
    const { requests } = server();
    prefetchGet(PROFILE);
    const { result } = renderHook(() => useGet(PROFILE));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.retry());
    await waitFor(() => expect(requests).toHaveLength(2));
    renderHook(() => useGet(PROFILE));
    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('an answer started for another session, or before a change was saved, is not used', async () => {
    const { requests } = server();
    prefetchGet(PROFILE);
    setSession({ user: makeUser({ email: 'other@example.com' }), token: 'other-token' });
    renderHook(() => useGet(PROFILE));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer other-token');

    prefetchGet(PROFILE);
    await http.post('/api/candidates/profile', { nombre: 'Ana' });
    renderHook(() => useGet(PROFILE));
    await waitFor(() => expect(requests.filter((request) => request.method === 'get')).toHaveLength(4));
  });

  it('a failed early request is asked again by the screen; only the screen reports a failure', async () => {
    let calls = 0;
    server(() => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error', toasts: [{ message: 'Oops' }] } } : {};
    });
    prefetchGet(PROFILE);
    await waitFor(() => expect(calls).toBe(1));
    expect(getNotifications()).toEqual([]);
    const { result } = renderHook(() => useGet(PROFILE));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(calls).toBe(2);
  });

  it('names the first requests of the account pages that wait for one, and none for other pages', () => {
    expect(firstRequests('account-dashboard')).toEqual(['/api/candidates/dashboard']);
    expect(firstRequests('company-dashboard')).toEqual(['/api/companies/dashboard']);
    expect(firstRequests('account-my-profile')).toEqual(['/api/candidates/profile']);
    // The matchings' first page, as the page asks for it; another page of them asks for its own.
    expect(firstRequests('account-matchings', {})).toEqual(['/api/app/matchings?page=1&_size=7']);
    expect(firstRequests('account-matchings', { page: '2' })).toEqual([]);
    // The job form's three lists; the admin's dashboard, not the area's other pages.
    expect(firstRequests('company-jobs-create')).toEqual(['/api/countries', '/api/languages', '/api/jobs?_size=1']);
    expect(firstRequests('admin', { '*': '' })).toEqual(['/api/admin/events', '/api/admin/pages']);
    expect(firstRequests('admin', { '*': 'jobs' })).toEqual([]);
    expect(firstRequests('job-page')).toEqual([]);
  });
});

describe('firstGet: a screen that reads several answers (the job form: countries, languages, remote types)', () => {
  it('takes the carried answer, then one started early, then asks; each once', async () => {
    const { requests } = server((url) => ({ data: { from: 'the api', url } }));
    const data = JSON.stringify({ answers: { '/api/countries': { from: 'the page' } }, viewer: makeUser().id });
    document.body.innerHTML = `<script id="page-data" type="application/json">${data}</script>`;
    forgetPageData();
    try {
      prefetchGet('/api/languages');
      expect(await firstGet('/api/countries')).toEqual({ from: 'the page' });
      expect(await firstGet('/api/languages')).toEqual({ from: 'the api', url: '/api/languages' });
      expect(await firstGet('/api/jobs?_size=1')).toEqual({ from: 'the api', url: '/api/jobs?_size=1' });
      expect(requests.map((request) => request.url)).toEqual(['/api/languages', '/api/jobs?_size=1']);
      // Taken once: a retry asks the api.
      expect(await firstGet('/api/countries')).toEqual({ from: 'the api', url: '/api/countries' });
    } finally {
      document.body.innerHTML = '';
      forgetPageData();
    }
  });
});
