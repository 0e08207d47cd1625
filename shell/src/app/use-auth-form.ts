import { isAxiosError } from 'axios';
import { useState } from 'react';
import { fieldErrors } from './complete-login';

/**
 * The state every auth form shares: field errors, the form's message and the pending flag. `run` sends one
 * submission; a failure shows the server's field errors (Laravel-shaped 422) and its message, else `failure`.
 */
export function useAuthForm(failure: string) {
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
      const body = isAxiosError(error) ? error.response?.data : undefined;
      setErrors(fieldErrors(body));
      // A 429 (too many attempts) says when to retry in its message.
      setMessage(typeof body?.message === 'string' ? body.message : failure);
    } finally {
      setPending(false);
    }
  }

  /** A check made before sending (e.g. the confirmation differs): shown like a server's field error. */
  function reject(field: string, text: string) {
    setMessage('');
    setErrors({ [field]: text });
  }

  return { errors, message, setMessage, pending, run, reject };
}
