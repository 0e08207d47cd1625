import type { FormEvent, ReactNode } from 'react';
import { Button } from 'shared-kit/ui';
import { ErrorSummary, type Form } from 'shared-kit/ui/form';

type Props = {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values; the frame reads only its state.
  form: Form<any>;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pendingLabel: string;
  /** Text shown above the message. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * The frame every account form shares (docs/design-system.md#useform-and-errorsummary): no browser validation (useForm checks the
 * fields and each shows its own error), the summary of every error after a send, the form's message, the fields,
 * and one Button that says what it is doing while the request is pending.
 */
export function AuthForm({ form, onSubmit, submitLabel, pendingLabel, intro, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className="auth-form" ref={form.formRef}>
      {intro}
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {form.message && (
        <p role="alert" className="sk-field__error auth-form__error">
          {form.message}
        </p>
      )}
      {children}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
