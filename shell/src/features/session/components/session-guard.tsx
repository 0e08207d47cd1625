import { useEffect } from 'react';
import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useLocation, useNavigate } from 'shared-kit/router';
import { clearSession, saveLoginTarget, sessionExpiresAt, useSession } from 'shared-kit/session';
import { onSessionRejected } from '../lib/on-session-rejected';

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

  useEffect(
    () =>
      onSessionRejected((toldByServer) => {
        clearSession();
        if (!toldByServer) notify.info(translate('shell.session.expired'));
        saveLoginTarget(here);
        navigate('/login', { replace: true });
      }),
    [navigate, here],
  );

  useEffect(() => {
    const expiresAt = isLoggedIn ? sessionExpiresAt(loginTimestamp) : null;
    if (expiresAt === null) return;
    const end = () => {
      clearSession();
      notify.info(translate('shell.session.expired'));
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
