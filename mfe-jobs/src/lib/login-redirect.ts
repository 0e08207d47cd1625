import { useCallback } from 'react';
import { loginPath } from 'shared-kit/routes';
import { useLocation, useNavigate } from 'shared-kit/router';
import { saveLoginTarget } from 'shared-kit/session';

/** Sends a guest to login, coming back to `target` (default: this page) afterwards. */
export function useSendToLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (target?: string) => {
      saveLoginTarget(target ?? pathname + search);
      navigate(loginPath());
    },
    [navigate, pathname, search],
  );
}
