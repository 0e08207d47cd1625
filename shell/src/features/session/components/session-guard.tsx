import { useEffect } from 'react';
import { http } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { useLocation, useNavigate } from 'shared-kit/router';
import { clearSession, getSessionToken, saveLoginTarget, sessionExpiresAt, useSession } from 'shared-kit/session';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

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
 * Ends a session the server no longer honours, and one whose 24 hours are over while the page is open:
 * - a 401 to a request sent with the current token (revoked, expired, password changed elsewhere): back to guest,
 *   a notice, and to /login with the current page saved as the target;
 * - at the session's expiry time (login timestamp + 24 h): back to guest with a notice. A protected page then
 *   sends the guest to login itself (area-dispatcher), saving the target.
 */
export function SessionGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const { loginTimestamp, isLoggedIn } = useSession();
  const here = location.pathname + location.search;

  useEffect(() => {
    const id = http.interceptors.response.use(undefined, (error: FailedRequest) => {
      const token = getSessionToken();
      const sent = bearerOf(error?.config?.headers);
      const url = error?.config?.url ?? '';
      if (error?.response?.status === 401 && token && sent === token && !url.startsWith('/api/auth/logout')) {
        clearSession();
        // The api's 401 carries the same text as a toast, which the http client already shows.
        if (!error.response.data?.toasts?.length) notify.info(SESSION_EXPIRED);
        saveLoginTarget(here);
        navigate('/login', { replace: true });
      }
      return Promise.reject(error);
    });
    return () => http.interceptors.response.eject(id);
  }, [navigate, here]);

  useEffect(() => {
    const expiresAt = isLoggedIn ? sessionExpiresAt(loginTimestamp) : null;
    if (expiresAt === null) return;
    const end = () => {
      clearSession();
      notify.info(SESSION_EXPIRED);
    };
    const delay = expiresAt - Date.now();
    if (delay <= 0) {
      end();
      return;
    }
    // setTimeout holds at most ~24.8 days; a session lasts 24 h.
    const timer = setTimeout(end, delay);
    return () => clearTimeout(timer);
  }, [isLoggedIn, loginTimestamp]);

  return null;
}
