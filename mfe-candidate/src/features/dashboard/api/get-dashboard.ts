import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { CandidateDashboard } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, type Request, type RequestState, useGet } from 'shared-kit/http';

type Part = keyof CandidateDashboard;
type PartData<K extends Part> = NonNullable<CandidateDashboard[K]>;

/**
 * `GET /api/candidates/dashboard` (docs/contracts.md#the-candidates-dashboard): every block in one answer, asked for
 * as the area starts (the shell may have started it already: shared-kit/http prefetch.ts). Six calls, answered one
 * after another, re-rendered the page six times on a phone (docs/delivery.md#the-dashboard-in-one-call).
 */
export function useCandidateDashboard(): Request<CandidateDashboard> {
  return useGet<CandidateDashboard>(FIRST_REQUEST_URLS.candidateDashboard);
}

const waiting: Request<CandidateDashboard> = { status: 'loading', retry: () => undefined };

/** The dashboard's answer, for its blocks (DashboardPage provides it). */
export const DashboardAnswer = createContext<Request<CandidateDashboard>>(waiting);

/** The dashboard's answer, as the page provides it to its blocks. */
export const useDashboardAnswer = () => useContext(DashboardAnswer);

/**
 * One block's part of the dashboard's answer: loading and failed with it, failed alone when its part is null (the
 * server could not read it). A retry asks the block's own endpoint (`ask`), so one block retries alone and the
 * others stay as they are (docs/candidate-area.md#the-dashboard).
 */
export function useDashboardPart<K extends Part>(
  dashboard: Request<CandidateDashboard>,
  part: K,
  ask: () => Promise<PartData<K>>,
): Request<PartData<K>> {
  const [own, setOwn] = useState<RequestState<PartData<K>> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const retry = useCallback(() => {
    setOwn({ status: 'loading' });
    ask().then(
      (data) => mounted.current && setOwn({ status: 'success', data }),
      (error: unknown) => mounted.current && setOwn({ status: 'error', error }),
    );
  }, [ask]);
  if (own) return { ...own, retry };
  if (dashboard.status !== 'success') return { ...dashboard, retry };
  const data = dashboard.data[part];
  return data === null || data === undefined
    ? { status: 'error', error: new Error(`no ${part}`), retry }
    : { status: 'success', data: data as PartData<K>, retry };
}
