import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createTestStore, mockHttp } from 'shared-kit/testing';
import { makeJobList } from '../../../testing/job-fixtures';
import { type SearchRequest, useJobListActions, useJobListState } from '../state/job-list-store';
import { EMPTY_QUERY } from '../state/search-url';

function renderStore() {
  const store = createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => ({ state: useJobListState(), actions: useJobListActions() }), { wrapper });
}

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  key: '/jobs',
  apiPath: '/jobs',
  query: EMPTY_QUERY,
  offset: 0,
  job: null,
  ...overrides,
});

const ids = (state: { jobs: { id: number }[] }) => state.jobs.map((job) => job.id);

describe('job list store', () => {
  it('selects the first result when nothing is selected, and keeps a selection the URL gave', async () => {
    mockHttp(() => ({ data: makeJobList(1, 3, 3) }));
    const { result } = renderStore();

    await act(() => result.current.actions.search(request()));
    expect(result.current.state.selectedId).toBe(1);

    await act(() => result.current.actions.search(request({ key: '/jobs?x', job: 3 })));
    expect(result.current.state.selectedId).toBe(3);
  });

  it('does not select automatically in minisite mode, and flags a company without the service', async () => {
    let service = true;
    mockHttp(() => ({ data: makeJobList(1, 2, 2, {}, { hasMinisiteService: service, companyIdMinisite: 7 }) }));
    const { result } = renderStore();

    await act(() => result.current.actions.search(request({ key: '/jobs-at-acme', apiPath: '/jobs-at-acme' })));
    expect(result.current.state.selectedId).toBeNull();
    expect(result.current.state.hasMinisiteService).toBe(true);
    expect(result.current.state.minisiteWithoutTemplate).toBe(false);

    service = false;
    await act(() => result.current.actions.search(request({ key: '/jobs-at-plain', apiPath: '/jobs-at-plain' })));
    expect(result.current.state.minisiteWithoutTemplate).toBe(true);
    expect(result.current.state.selectedId).toBe(1);
  });

  it('clears the selection when the results are empty', async () => {
    mockHttp(() => ({ data: makeJobList(1, 0, 0) }));
    const { result } = renderStore();

    await act(() => result.current.actions.search(request({ job: 42 })));
    expect(result.current.state.jobs).toEqual([]);
    expect(result.current.state.selectedId).toBeNull();
  });

  it('appends on load more (from the number loaded) and replaces on a new search', async () => {
    const { requests } = mockHttp(({ url, params }) =>
      url === '/api/jobs-in-Germany'
        ? { data: makeJobList(100, 2, 2) }
        : { data: makeJobList(params._from + 1, 20, 45) },
    );
    const { result } = renderStore();

    await act(() => result.current.actions.search(request()));
    await act(() => result.current.actions.loadMore());
    expect(ids(result.current.state)).toHaveLength(40);
    expect(ids(result.current.state).slice(18, 22)).toEqual([19, 20, 21, 22]);
    expect(result.current.state.hasMore).toBe(true);

    await act(() => result.current.actions.search(request({ key: '/jobs-in-Germany', apiPath: '/jobs-in-Germany' })));
    expect(ids(result.current.state)).toEqual([100, 101]);
    expect(result.current.state.offset).toBe(0);
    expect(requests.map((r) => [r.url, r.params._from])).toEqual([
      ['/api/jobs', 0],
      ['/api/jobs', 20],
      ['/api/jobs-in-Germany', 0],
    ]);
  });

  it('steps to the next job, loading more at the end of the list, then continues; and back', async () => {
    const { requests } = mockHttp(({ params }) => ({ data: makeJobList(params._from + 1, 20, 40) }));
    const { result } = renderStore();
    await act(() => result.current.actions.search(request({ job: 19 })));

    await act(() => result.current.actions.next());
    expect(result.current.state.selectedId).toBe(20);
    expect(requests).toHaveLength(1);

    await act(() => result.current.actions.next());
    expect(requests.map((r) => r.params._from)).toEqual([0, 20]);
    expect(result.current.state.selectedId).toBe(21);
    await act(() => result.current.actions.next());
    expect(result.current.state.selectedId).toBe(22);

    act(() => result.current.actions.previous());
    act(() => result.current.actions.previous());
    expect(result.current.state.selectedId).toBe(20);
  });

  it('stays on the first job when going back from it, and on the last when nothing more exists', async () => {
    mockHttp(() => ({ data: makeJobList(1, 2, 2) }));
    const { result } = renderStore();
    await act(() => result.current.actions.search(request()));

    act(() => result.current.actions.previous());
    expect(result.current.state.selectedId).toBe(1);
    await act(() => result.current.actions.next());
    await act(() => result.current.actions.next());
    expect(result.current.state.selectedId).toBe(2);
  });

  it('drops the answer of a superseded search', async () => {
    let release: () => void = () => {};
    mockHttp(({ url }) =>
      url === '/api/jobs'
        ? new Promise((resolve) => {
            release = () => resolve({ data: makeJobList(1, 1, 1) });
          })
        : { data: makeJobList(50, 1, 1) },
    );
    const { result } = renderStore();
    act(() => {
      result.current.actions.search(request());
    });
    await act(() => result.current.actions.search(request({ key: '/remote-jobs', apiPath: '/remote-jobs' })));
    await act(async () => release());

    await waitFor(() => expect(ids(result.current.state)).toEqual([50]));
    expect(result.current.state.key).toBe('/remote-jobs');
  });
});
