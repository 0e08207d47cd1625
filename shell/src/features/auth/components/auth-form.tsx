import type { FormEvent, ReactNode } from 'react';
import { Button } from 'shared-kit/ui';

type Props = {
  onSubmit: () => void | Promise<void>;
  /** The form's own message (a failed submission): read out as an alert. */
  message: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Text shown above the message. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * The frame every account form shares (docs/design-system.md#formfield): no browser validation (the fields show their
 * own errors, tied to them by FormField), the form's message first, the fields, and one Button that says what it is
 * doing while the request is pending.
 */
export function AuthForm({ onSubmit, message, pending, submitLabel, pendingLabel, intro, children }: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <form onSubmit={submit} noValidate className="auth-form">
      {intro}
      {message && (
        <p role="alert" className="sk-field__error auth-form__error">
          {message}
        </p>
      )}
      {children}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
