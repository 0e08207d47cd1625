import { useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';
import { Link } from 'shared-kit/router';
import { requestPasswordReset } from '../api/request-password-reset';
import { useAuthForm } from '../hooks/use-auth-form';
import { EmailField } from './auth-field';
import { AuthForm } from './auth-form';

/** /password/reset: asks for a reset mail. The answer is the same whether or not the account exists. */
export function PasswordResetRequestPage() {
  const t = useTranslate<ShellMessageId>();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { errors, message, pending, run } = useAuthForm('shell.auth.genericError');

  async function submit() {
    await run(async () => {
      const data = await requestPasswordReset(email);
      setSent(data.message);
    });
  }

  return (
    <div className="auth-page">
      <h1>{t('shell.resetRequest.title')}</h1>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <AuthForm
          onSubmit={submit}
          message={message}
          pending={pending}
          submitLabel={t('shell.resetRequest.submit')}
          pendingLabel={t('shell.resetRequest.pending')}
          intro={<p>{t('shell.resetRequest.intro')}</p>}
        >
          <EmailField id="reset-email" value={email} onChange={setEmail} error={errors.email} />
        </AuthForm>
      )}
      <p>
        <Link to="/login">{t('shell.auth.backToLogin')}</Link>
      </p>
    </div>
  );
}
