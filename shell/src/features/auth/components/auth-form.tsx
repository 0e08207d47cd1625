import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import { ErrorSummary, type Form } from 'shared-kit/ui/form';
import { useServerFrame } from '../../../lib/server-frame';
import type { ShellMessageId } from '../../../locales';

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
 * In the server's first HTML (the shell's server module) a note says the form needs JavaScript, shown only without
 * it: logging in and registering go through the JSON api (docs/pages.md#server-rendered-content).
 */
export function AuthForm({ form, onSubmit, submitLabel, pendingLabel, intro, children }: Props) {
  const t = useTranslate<ShellMessageId>();
  const server = useServerFrame() !== null;
  return (
    <>
      {server && (
        <noscript>
          <p className="auth-page__noscript" role="note">
            {t('shell.auth.needsJavaScript')}
          </p>
        </noscript>
      )}
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
    </>
  );
}
