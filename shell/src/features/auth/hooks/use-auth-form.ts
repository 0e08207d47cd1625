import { useState } from 'react';
import { fieldErrors, isHttpError } from 'shared-kit/http';
import { translate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';

type ServerText = {
  /**
   * 'all': a failure shows the server's field errors (Laravel-shaped 422) and its message, else `failure`.
   * 'retry-only' (login): always `failure`, which must not tell more than the product's text
   * (docs/product-rules.md#error-messages): not which of email or password was wrong, nor the server's wording; only a
   * 429 (too many attempts) or 503 (busy signing people in) adds the server's "try again in ..." after it (the api says
   * it in the visitor's language).
   */
  serverText?: 'all' | 'retry-only';
};

/**
 * The state every auth form shares: field errors, the form's message and the pending flag. `run` sends one submission.
 * Messages are said in the language active when they appear (docs/i18n.md#in-the-front-ends).
 */
export function useAuthForm(failure: ShellMessageId, { serverText = 'all' }: ServerText = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);

  async function run(send: () => Promise<void>) {
    setErrors({});
    setMessage('');
    setPending(true);
    try {
      await send();
    } catch (error) {
      const response = isHttpError(error) ? error.response : undefined;
      const body = response?.data;
      const serverMessage = typeof body?.message === 'string' ? body.message : null;
      if (serverText === 'all') {
        setErrors(fieldErrors(body));
        // A 429 (too many attempts) or 503 (busy) says when to retry in its message.
        setMessage(serverMessage ?? translate(failure));
      } else {
        setMessage(
          (response?.status === 429 || response?.status === 503) && serverMessage
            ? translate('shell.login.failedWithReason', { reason: serverMessage })
            : translate(failure),
        );
      }
    } finally {
      setPending(false);
    }
  }

  /** A check made before sending (e.g. the confirmation differs): shown like a server's field error. */
  function reject(field: string, id: ShellMessageId) {
    setMessage('');
    setErrors({ [field]: translate(id) });
  }

  /** A new password must be typed twice alike: false (and the confirmation's error shown) when it is not. */
  function confirms({ password, password_confirmation }: { password: string; password_confirmation: string }) {
    if (password === password_confirmation) return true;
    reject('password_confirmation', 'shell.auth.passwordMismatch');
    return false;
  }

  return { errors, message, setMessage, pending, run, reject, confirms };
}
