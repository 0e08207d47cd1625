import { useState } from 'react';
import { readRefusal } from 'shared-kit/http';

/**
 * One account form's state (a settings form, a profile section; new forms use useForm,
 * docs/design-system.md#useform-and-errorsummary): its field errors, its own message and whether it is being sent. `run` sends it; a
 * failure puts the server's field errors on their fields and its message (or `failure`) above them.
 */
export function useFormSubmit(failure: () => string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);

  async function run(send: () => Promise<void>): Promise<boolean> {
    setErrors({});
    setMessage('');
    setPending(true);
    try {
      await send();
      return true;
    } catch (error) {
      const { fields, message: server } = readRefusal(error);
      setErrors(fields);
      // With field errors the fields say what is wrong; the message above them only when nothing else does.
      setMessage(Object.keys(fields).length > 0 ? '' : server || failure());
      return false;
    } finally {
      setPending(false);
    }
  }

  /** A check made before sending (the confirmation differs): shown like a server's field error. */
  function reject(field: string, text: string) {
    setMessage('');
    setErrors({ [field]: text });
  }

  return { errors, message, pending, run, reject };
}
