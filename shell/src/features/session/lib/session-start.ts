import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { restoreSession } from 'shared-kit/session';

/**
 * Restores the session saved by the last login, at once: an account page starts its downloads with it
 * (docs/delivery.md#account-areas-start-early). An expired one turns the user into a guest; the returned function
 * says so in a notice, called once the catalogues are there, so the notice is in the page's language.
 */
export function startSession(): () => void {
  const outcome = restoreSession();
  return () => {
    if (outcome === 'expired') notify.info(translate('shell.session.expired'));
  };
}
