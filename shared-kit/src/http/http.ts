// The one HTTP client of the front ends (contracts: same origin, Laravel-shaped errors, bearer token, XSRF).
// axios is loaded on the first request, not with the page (docs/delivery.md#axios-on-the-first-request): a page the
// server rendered with its data makes none before it is usable, and axios is 19 KB of a phone's first render.
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { notify } from 'shared-kit/notify';
import { getSession } from 'shared-kit/session';
import { fetchGet, isPlainGet } from './fetch-get';

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

/** `rejected` takes whatever its caller expects (an AxiosError): it is handed the failure as axios would hand it. */
type Handler<V> = { fulfilled?: (value: V) => V | Promise<V>; rejected?: (error: never) => unknown };

/** Interceptors kept here, run by the axios instance once it exists: they can be added before axios is loaded. */
class Interceptors<V> {
  private readonly handlers = new Map<number, Handler<V>>();
  private next = 0;

  use(fulfilled?: Handler<V>['fulfilled'] | null, rejected?: Handler<V>['rejected'] | null): number {
    this.next += 1;
    this.handlers.set(this.next, { fulfilled: fulfilled ?? undefined, rejected: rejected ?? undefined });
    return this.next;
  }

  eject(id: number): void {
    this.handlers.delete(id);
  }

  /** Chains the handlers as axios does: request interceptors last-added first, response interceptors in order. */
  run(start: Promise<V>, order: 'last-first' | 'in-order'): Promise<V> {
    const handlers = [...this.handlers.values()];
    if (order === 'last-first') handlers.reverse();
    return handlers.reduce<Promise<V>>(
      (chain, { fulfilled, rejected }) => chain.then(fulfilled, rejected as ((error: unknown) => V) | undefined),
      start,
    );
  }
}

const interceptors = {
  request: new Interceptors<InternalAxiosRequestConfig>(),
  response: new Interceptors<AxiosResponse>(),
};
/** `adapter`: the tests' stand-in for the network (shared-kit/testing mockHttp), used by every request while set. */
const defaults: { adapter?: AxiosRequestConfig['adapter'] } = {};

let instance: Promise<AxiosInstance> | null = null;

function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const created = axios.create({
      baseURL: '',
      headers: { Accept: 'application/json' },
      // Double-submit XSRF cookie (docs/contracts.md#http): axios copies cookie XSRF-TOKEN into header X-XSRF-TOKEN.
      withXSRFToken: true,
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
    });
    created.interceptors.request.use((config) => {
      if (defaults.adapter) config.adapter = defaults.adapter;
      return interceptors.request.run(Promise.resolve(config), 'last-first');
    });
    created.interceptors.response.use(
      (response) => interceptors.response.run(Promise.resolve(response), 'in-order'),
      (error) => interceptors.response.run(Promise.reject(error), 'in-order'),
    );
    return created;
  });
  // A failed load (offline) is tried again by the next request.
  instance.catch(() => {
    instance = null;
  });
  return instance;
}

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch' | 'request';
const method = <K extends Method>(name: K): AxiosInstance[K] =>
  ((...args: unknown[]) =>
    client().then((axios) => (axios[name] as (...a: unknown[]) => Promise<unknown>)(...args))) as AxiosInstance[K];

const viaAxios = method('get');
const chain = {
  request: (config: InternalAxiosRequestConfig) => interceptors.request.run(Promise.resolve(config), 'last-first'),
  response: (outcome: Promise<AxiosResponse>) => interceptors.response.run(outcome, 'in-order'),
};

/**
 * A plain GET goes out with fetch (what the first screens and searches ask, signed in or not: the interceptors add
 * the token); anything else (other methods, a download, the tests' adapter) loads axios.
 */
const get = ((url: string, config?: AxiosRequestConfig) =>
  !defaults.adapter && typeof fetch === 'function' && isPlainGet(config as Record<string, unknown>)
    ? fetchGet(url, config as Record<string, unknown>, chain)
    : viaAxios(url, config)) as AxiosInstance['get'];

export const http = {
  get,
  delete: method('delete'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  request: method('request'),
  interceptors,
  defaults,
};

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
    if (wanted && !isCancel(error) && typeof message === 'string' && message) notify.error(message);
    return Promise.reject(error);
  },
);

/** axios's own tests, without axios: a cancelled request's error carries `__CANCEL__`. */
export function isCancel(value: unknown): boolean {
  return Boolean((value as { __CANCEL__?: unknown } | null)?.__CANCEL__);
}

/** An error of the http client (it has the request and, when the server answered, the response), as axios tells. */
// biome-ignore lint/suspicious/noExplicitAny: axios's own isAxiosError signature, which every caller was written against.
export function isHttpError<T = any>(value: unknown): value is AxiosError<T> {
  return typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;
}
