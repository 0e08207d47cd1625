import { useState } from 'react';
import { Link, useNavigate } from 'shared-kit/router';
import { readAppConfig } from 'shared-kit/session';
import { logIn } from '../api/log-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { completeLogin, LOGIN_FAILED_MESSAGE, NO_TOKEN_MESSAGE } from '../lib/complete-login';
import { AuthField, EmailField } from './auth-field';
import { AuthForm } from './auth-form';
import { SocialLogin } from './social-login';

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, message, setMessage, pending, run, reject } = useAuthForm(LOGIN_FAILED_MESSAGE, {
    serverText: 'retry-only',
  });

  async function submit() {
    // The server's own field errors are not shown on this form (see useAuthForm): empty fields are caught here.
    if (!email.trim()) return reject('email', 'Please enter your email address.');
    if (!password) return reject('password', 'Please enter your password.');
    await run(async () => {
      const data = await logIn({ email, password });
      if (!completeLogin(data, (path) => navigate(path, { replace: true }))) setMessage(NO_TOKEN_MESSAGE);
    });
  }

  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand">
        EuLangJobs
      </Link>
      <h1>Log in</h1>
      <SocialLogin />
      <AuthForm onSubmit={submit} message={message} pending={pending} submitLabel="Log in" pendingLabel="Logging in…">
        <EmailField id="login-email" value={email} onChange={setEmail} error={errors.email} />
        <AuthField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
      </AuthForm>
      <p>
        <Link to="/password/reset">Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to="/register">Create an account</Link>
      </p>
      <p className="auth-page__admin-note" hidden={!readAppConfig().adminDashboardUrl}>
        Administrators are taken to the admin dashboard after logging in.
      </p>
    </div>
  );
}
