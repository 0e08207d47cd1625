import { http } from 'shared-kit/http';
import { getSessionToken } from 'shared-kit/session';

type FailedRequest = {
  response?: { status?: number; data?: { toasts?: unknown[] } };
  config?: { headers?: unknown; url?: string };
};

function bearerOf(headers: unknown): string | null {
  const get = (headers as { get?: (name: string) => unknown } | undefined)?.get;
  const value =
    typeof get === 'function'
      ? get.call(headers, 'Authorization')
      : (headers as Record<string, unknown> | undefined)?.Authorization;
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : null;
}

/**
 * Calls `onRejected` when the api answers 401 to a request sent with the session's current token (revoked, expired,
 * password changed elsewhere); logout's own call does not count. `toldByServer`: the answer carries a toast, which
 * the http client already shows. Returns the unsubscribe.
 */
export function onSessionRejected(onRejected: (toldByServer: boolean) => void): () => void {
  const id = http.interceptors.response.use(undefined, (error: FailedRequest) => {
    const token = getSessionToken();
    const sent = bearerOf(error?.config?.headers);
    const url = error?.config?.url ?? '';
    if (error?.response?.status === 401 && token && sent === token && !url.startsWith('/api/auth/logout')) {
      onRejected(Boolean(error.response.data?.toasts?.length));
    }
    return Promise.reject(error);
  });
  return () => http.interceptors.response.eject(id);
}
