import { cancelPendingRequests } from 'shared-kit/http';
import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { clearSession, getSessionToken } from 'shared-kit/session';
import { logOut } from '../api/log-out';

/**
 * docs/product-rules.md#logout: cancels pending requests, clears the stores and local storage, and tells the user.
 * The server is asked to revoke the token first; a failure there still logs the user out here.
 */
export async function logout(): Promise<void> {
  const hadToken = Boolean(getSessionToken());
  cancelPendingRequests();
  if (hadToken) {
    try {
      await logOut();
    } catch {
      // An expired or already revoked token: nothing left to revoke.
    }
  }
  clearSession();
  try {
    localStorage.clear();
  } catch {
    // Storage disabled: nothing stored either.
  }
  notify.success(translate('shell.logout.succeeded'));
}
