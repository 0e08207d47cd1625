import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job, Seo } from 'shared-kit/contracts';
import { getJobs, JOBS_PAGE_SIZE } from '../api/get-jobs';

export type JobListState = {
  status: 'loading' | 'error' | 'ready';
  jobs: Job[];
  total: number;
  seo: Seo | null;
  /** State of the latest "load more" request. */
  more: 'idle' | 'loading' | 'error';
  hasMore: boolean;
};

const LOADING: JobListState = { status: 'loading', jobs: [], total: 0, seo: null, more: 'idle', hasMore: false };

/**
 * The jobs of one list path from `offset` on. `loadMore` appends the next page, asking from the number
 * already loaded (SPEC section 4: loading more appends, otherwise the list is replaced).
 */
export function useJobList(path: string, offset: number) {
  const [state, setState] = useState<JobListState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  // Answers to an older path (or after unmount) are dropped.
  const generation = useRef(0);
  const latest = useRef(state);
  latest.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const run = ++generation.current;
    setState(LOADING);
    getJobs({ path, from: offset }).then(
      ({ jobs, seo }) => {
        if (run !== generation.current) return;
        setState({
          status: 'ready',
          jobs: jobs.data,
          total: jobs.total_search,
          seo: seo ?? null,
          more: 'idle',
          hasMore: jobs.data.length === JOBS_PAGE_SIZE && offset + jobs.data.length < jobs.total_search,
        });
      },
      () => {
        if (run === generation.current) setState({ ...LOADING, status: 'error' });
      },
    );
    return () => {
      generation.current++;
    };
  }, [path, offset, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.status !== 'ready' || current.more === 'loading') return;
    const run = generation.current;
    const loaded = offset + current.jobs.length;
    setState((s) => ({ ...s, more: 'loading' }));
    getJobs({ path, from: loaded }).then(
      ({ jobs }) => {
        if (run !== generation.current) return;
        setState((s) => ({
          ...s,
          jobs: [...s.jobs, ...jobs.data],
          total: jobs.total_search,
          more: 'idle',
          hasMore: jobs.data.length === JOBS_PAGE_SIZE && loaded + jobs.data.length < jobs.total_search,
        }));
      },
      () => {
        if (run === generation.current) setState((s) => ({ ...s, more: 'error' }));
      },
    );
  }, [path, offset]);

  return { ...state, retry, loadMore };
}
