import { useState } from 'react';
import { Trans, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate } from 'shared-kit/router';
import { readAppConfig } from 'shared-kit/session';
import { TextField } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';
import { logIn } from '../api/log-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { completeLogin, LOGIN_FAILED_MESSAGE, NO_TOKEN_MESSAGE } from '../lib/complete-login';
import { EmailField } from './auth-field';
import { AuthForm } from './auth-form';
import { SocialLogin } from './social-login';

export function LoginPage() {
  const t = useTranslate<ShellMessageId>();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, message, setMessage, pending, run, reject } = useAuthForm(LOGIN_FAILED_MESSAGE, {
    serverText: 'retry-only',
  });

  async function submit() {
    // The server's own field errors are not shown on this form (see useAuthForm): empty fields are caught here.
    if (!email.trim()) return reject('email', 'shell.login.emailMissing');
    if (!password) return reject('password', 'shell.login.passwordMissing');
    await run(async () => {
      const data = await logIn({ email, password });
      if (!completeLogin(data, (path) => navigate(path, { replace: true }))) setMessage(t(NO_TOKEN_MESSAGE));
    });
  }

  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand">
        {t('shell.brand')}
      </Link>
      <h1>{t('shell.login.title')}</h1>
      <SocialLogin />
      <AuthForm
        onSubmit={submit}
        message={message}
        pending={pending}
        submitLabel={t('shell.login.submit')}
        pendingLabel={t('shell.auth.loggingIn')}
      >
        <EmailField id="login-email" value={email} onChange={setEmail} error={errors.email} />
        <TextField
          id="login-password"
          label={t('shell.auth.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
      </AuthForm>
      <div className="auth-page__links">
        <p>
          <Link to="/password/reset">{t('shell.login.forgotPassword')}</Link>
        </p>
        <p>
          <Trans id="shell.login.newHere" components={{ 0: <Link to="/register" /> }} />
        </p>
      </div>
      <p className="auth-page__admin-note" hidden={!readAppConfig().adminDashboardUrl}>
        {t('shell.login.adminNote')}
      </p>
    </div>
  );
}
