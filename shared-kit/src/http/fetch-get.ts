import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

// A plain GET without axios (docs/delivery.md#axios-on-the-first-request): the same request axios would send
// (same URL and query string, Accept: application/json, the cookies of the origin), run through the same
// interceptors (the loading bar, cancellation, the server's toasts), answered and failed in axios's shapes, so no
// caller can tell which one sent it.

/** The config keys such a GET may carry; any other (headers, responseType, an adapter...) goes through axios. */
const PLAIN_KEYS = new Set(['params', 'signal', 'silent', 'notifyErrors', 'validateStatus']);
type Param = string | number | boolean;

function isParam(value: unknown): value is Param {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** True when `config` is something fetchGet sends exactly as axios would. */
export function isPlainGet(config: Record<string, unknown> | undefined): boolean {
  if (!config) return true;
  if (Object.keys(config).some((key) => config[key] !== undefined && !PLAIN_KEYS.has(key))) return false;
  const params = config.params;
  if (params === undefined || params === null) return true;
  if (typeof params !== 'object' || Object.getPrototypeOf(params) !== Object.prototype) return false;
  return Object.values(params).every(
    (value) =>
      value === undefined || value === null || isParam(value) || (Array.isArray(value) && value.every(isParam)),
  );
}

/** axios's query encoding: encodeURIComponent, then `:`, `$`, `,` kept and spaces as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

/** The URL axios builds from `url` and `params` (arrays as `name%5B%5D=a&name%5B%5D=b`, empty values left out). */
export function urlWithParams(url: string, params: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    const key = Array.isArray(value) ? `${name}[]` : name;
    for (const one of values) parts.push(`${encode(key)}=${encode(String(one))}`);
  }
  if (parts.length === 0) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

/** The headers object axios's interceptors are handed (`has`, `set`, `get`; names case-insensitive). */
class Headers_ {
  private readonly values = new Map<string, string>();
  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }
  get(name: string): string | undefined {
    return this.values.get(name.toLowerCase());
  }
  set(name: string, value: unknown): this {
    this.values.set(name.toLowerCase(), String(value));
    return this;
  }
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}

/** An error in axios's shape: `isAxiosError`, `code`, `config`, `response`; a cancelled one carries `__CANCEL__`. */
class FetchGetError extends Error {
  readonly isAxiosError = true;
  readonly __CANCEL__?: true;
  constructor(
    message: string,
    readonly code: string,
    readonly config: InternalAxiosRequestConfig,
    readonly response?: AxiosResponse,
  ) {
    super(message);
    this.name = code === 'ERR_CANCELED' ? 'CanceledError' : 'AxiosError';
    if (code === 'ERR_CANCELED') this.__CANCEL__ = true;
  }
}

/** The body as axios reads it by default: JSON when it parses, else the text ('' stays ''). */
function body(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Chain = {
  request: (config: InternalAxiosRequestConfig) => Promise<InternalAxiosRequestConfig>;
  response: (outcome: Promise<AxiosResponse>) => Promise<AxiosResponse>;
};

/** `GET url` with fetch, through the interceptors `chain`: resolves or rejects as axios would. */
export function fetchGet<T>(url: string, options: Record<string, unknown> | undefined, chain: Chain) {
  const start = {
    ...options,
    url,
    method: 'get',
    headers: new Headers_().set('Accept', 'application/json'),
  } as unknown as InternalAxiosRequestConfig;
  const sent = chain.request(start).then(async (config) => {
    const headers = (config.headers as unknown as Headers_).toJSON();
    const signal = config.signal as AbortSignal | undefined;
    const fail = (error: unknown): never => {
      if (signal?.aborted) throw new FetchGetError('canceled', 'ERR_CANCELED', config);
      throw new FetchGetError(String((error as Error)?.message ?? 'Network Error'), 'ERR_NETWORK', config);
    };
    // A URL that cannot be built (a lone surrogate in a param makes encodeURIComponent throw) fails as an axios
    // error carrying its config, so the response interceptors settle the request and the loading bar goes back.
    let target: string;
    try {
      target = urlWithParams(url, config.params);
    } catch (error) {
      throw new FetchGetError(String((error as Error)?.message ?? 'Invalid URL'), 'ERR_INVALID_URL', config);
    }
    const answer = await fetch(target, {
      headers,
      signal,
      credentials: 'same-origin',
    }).catch(fail);
    const text = await answer.text().catch(fail);
    const response = {
      data: body(text),
      status: answer.status,
      statusText: answer.statusText,
      headers: Object.fromEntries(answer.headers.entries()),
      config,
      request: null,
    } as AxiosResponse<T>;
    // axios's rule: no validateStatus accepts every status, else it decides; its default accepts 2xx.
    const { validateStatus = (status: number) => status >= 200 && status < 300 } = config;
    if (!validateStatus || validateStatus(answer.status)) return response;
    const code = answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new FetchGetError(`Request failed with status code ${answer.status}`, code, config, response);
  });
  return chain.response(sent) as Promise<AxiosResponse<T>>;
}
