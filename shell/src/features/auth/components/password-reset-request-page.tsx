import { useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';
import { Link } from 'shared-kit/router';
import { TextField } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import { requestPasswordReset } from '../api/request-password-reset';
import { emailRule } from '../lib/auth-rules';
import { AuthForm } from './auth-form';

type Values = { email: string };

/** /password/reset: asks for a reset mail. The answer is the same whether or not the account exists. */
export function PasswordResetRequestPage() {
  const t = useTranslate<ShellMessageId>();
  const [sent, setSent] = useState('');
  const form = useForm<Values>({
    id: 'reset',
    initial: { email: '' },
    rules: () => ({ email: emailRule<Values>() }),
    failure: () => t('shell.auth.genericError'),
  });
  const submit = form.submit(async ({ email }) => {
    const data = await requestPasswordReset(email);
    setSent(data.message);
  });

  return (
    <div className="auth-page">
      <h1>{t('shell.resetRequest.title')}</h1>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <AuthForm
          form={form}
          onSubmit={submit}
          submitLabel={t('shell.resetRequest.submit')}
          pendingLabel={t('shell.resetRequest.pending')}
          intro={<p>{t('shell.resetRequest.intro')}</p>}
        >
          <TextField {...form.field('email')} type="email" autoComplete="email" />
        </AuthForm>
      )}
      <p>
        <Link to="/login">{t('shell.auth.backToLogin')}</Link>
      </p>
    </div>
  );
}
