import { useCallback, useEffect, useState } from 'react';
import { http } from './http';
import { takePageAnswer } from './page-data';
import { takePrefetched } from './prefetch';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

export type Request<T> = RequestState<T> & { retry: () => void };

/**
 * Runs `load` whenever it changes (callers memoise it on its inputs) and again on `retry`.
 * The answer of a superseded run is dropped, so a slow old response never overwrites a newer one.
 */
export function useRequest<T>(load: () => Promise<T>): Request<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    // Unchanged when already loading (the first run): a new object would cost every caller a render for nothing.
    setState((state) => (state.status === 'loading' ? state : { status: 'loading' }));
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/**
 * `useRequest` of a plain `GET url` through the one http client, answering the response's body. The first load takes
 * the answer the page carries (page-data.ts: a guest's, read by the server for the first HTML), else that of a request
 * the shell started early for this screen (prefetch.ts), if any; a retry always asks anew.
 */
export function useGet<T>(url: string): Request<T> {
  const load = useCallback(() => firstGet<T>(url), [url]);
  return useRequest(load);
}

/**
 * The body of `GET url` for a screen's first load: the answer the page carries, else that of a request started early
 * for this screen, else asked now with `options` (`notifyErrors: false` for a screen that says its own failure).
 */
export function firstGet<T>(url: string, options: { notifyErrors?: boolean; silent?: boolean } = {}): Promise<T> {
  const carried = takePageAnswer<T>(url);
  if (carried !== null) return Promise.resolve(carried);
  return takePrefetched<T>(url) ?? http.get<T>(url, options).then((response) => response.data);
}
