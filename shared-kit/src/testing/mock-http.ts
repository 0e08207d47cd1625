import {
  type AxiosAdapter,
  AxiosError,
  type AxiosResponse,
  CanceledError,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from 'shared-kit/http';

export type FakeRequest = InternalAxiosRequestConfig;
export type FakeReply = { status?: number; data?: unknown; headers?: Record<string, string> };
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * Makes `http` answer from `handler` instead of the network (no request leaves the test). A status of 400 or
 * more rejects like axios does. Honors the request's AbortSignal. Returns the list of requests seen and a
 * restore function.
 */
export function mockHttp(handler: FakeHandler): { requests: FakeRequest[]; restore: () => void } {
  const previous = http.defaults.adapter;
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      requests.push(config);
      const signal = config.signal as AbortSignal | undefined;
      const cancel = () => reject(new CanceledError(undefined, config));
      if (signal?.aborted) return cancel();
      signal?.addEventListener?.('abort', cancel, { once: true });
      Promise.resolve()
        .then(() => handler(config))
        .then(({ status = 200, data = null, headers = {} }) => {
          const response: AxiosResponse = { data, status, statusText: String(status), headers, config, request: {} };
          if (status >= 400) {
            const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
            reject(new AxiosError(`Request failed with status code ${status}`, code, config, {}, response));
          } else resolve(response);
        }, reject);
    });
  http.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}
