import { translate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { restoreSession } from 'shared-kit/session';

/** Restores the session saved by the last login; an expired one turns the user into a guest, with a notice. */
export function startSession(): void {
  if (restoreSession() === 'expired') {
    notify.info(translate('shell.session.expired'));
  }
}
