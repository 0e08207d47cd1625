// The one HTTP client of the front ends (contracts: same origin, Laravel-shaped errors, bearer token, XSRF).
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { notify } from 'shared-kit/notify';
import { getSession } from 'shared-kit/session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Not counted by the loading bar (like the version-check and ping calls). */
    silent?: boolean;
    /**
     * false: the caller tells the user about a failure itself (an inline message, its own notice), so the server's
     * toast is not shown too: one event, one notice.
     */
    notifyErrors?: boolean;
  }
}

export const http = axios.create({
  baseURL: '',
  headers: { Accept: 'application/json' },
  // Double-submit XSRF cookie (docs/contracts.md#http): axios copies cookie XSRF-TOKEN into header X-XSRF-TOKEN.
  withXSRFToken: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

// --- cancellation and the loading-bar feed ---------------------------------------------------------------------

type Tracked = { controller: AbortController; counted: boolean };

const tracked = new WeakMap<InternalAxiosRequestConfig, Tracked>();
const pending = new Set<Tracked>();
const listeners = new Set<(pending: number) => void>();
let counted = 0;

const UNCOUNTED = /^(?:[a-z]+:\/\/[^/]+)?\/api\/(?:version-check|ping)(?:[/?#]|$)/i;

function emit(): void {
  for (const listener of [...listeners]) listener(counted);
}

function settle(config: InternalAxiosRequestConfig | undefined): void {
  const entry = config && tracked.get(config);
  if (!entry || !pending.has(entry)) return;
  pending.delete(entry);
  if (entry.counted) {
    counted = Math.max(0, counted - 1);
    emit();
  }
}

/** Calls `listener` with the number of pending requests each time it changes (for the top loading bar). */
export function subscribeToRequests(listener: (pending: number) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The number of pending requests the loading bar counts. */
export function pendingRequestCount(): number {
  return counted;
}

/** Aborts every pending request (logout, docs/product-rules.md#logout); their promises reject with a cancel error. */
export function cancelPendingRequests(): void {
  const all = [...pending];
  pending.clear();
  const hadCounted = counted > 0;
  counted = 0;
  for (const entry of all) entry.controller.abort();
  if (hadCounted) emit();
}

// --- interceptors ----------------------------------------------------------------------------------------------

http.interceptors.request.use((config) => {
  const { token } = getSession();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);

  const controller = new AbortController();
  const own = config.signal as AbortSignal | undefined;
  if (own) {
    if (own.aborted) controller.abort();
    else own.addEventListener?.('abort', () => controller.abort(), { once: true });
  }
  config.signal = controller.signal;

  const url = config.url ?? '';
  const entry: Tracked = { controller, counted: !config.silent && !UNCOUNTED.test(url) };
  tracked.set(config, entry);
  pending.add(entry);
  if (entry.counted) {
    counted += 1;
    emit();
  }
  return config;
});

type ErrorBody = { message?: unknown; toasts?: Array<{ message?: unknown }> };

http.interceptors.response.use(
  (response) => {
    settle(response.config);
    return response;
  },
  (error: AxiosError<ErrorBody>) => {
    settle(error.config);
    // docs/product-rules.md#error-messages: a server error carrying a toasts list shows its first message as an error
    // notice.
    const message = error.response?.data?.toasts?.[0]?.message;
    const wanted = error.config?.notifyErrors !== false;
    if (wanted && !axios.isCancel(error) && typeof message === 'string' && message) notify.error(message);
    return Promise.reject(error);
  },
);

export const isCancel = axios.isCancel;
export const isHttpError = axios.isAxiosError;
