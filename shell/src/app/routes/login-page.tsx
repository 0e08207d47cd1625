import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'shared-kit/router';
import type { LoginResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { readAppConfig } from 'shared-kit/session';
import { completeLogin, LOGIN_FAILED_MESSAGE, NO_TOKEN_MESSAGE } from '../complete-login';
import { useAuthForm } from '../use-auth-form';
import { SocialLogin } from './social-login';

export function LoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, message, setMessage, pending, run, reject } = useAuthForm(LOGIN_FAILED_MESSAGE, {
    serverText: 'retry-only',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's own field errors are not shown on this form (see useAuthForm): empty fields are caught here.
    if (!email.trim()) return reject('email', 'Please enter your email address.');
    if (!password) return reject('password', 'Please enter your password.');
    await run(async () => {
      const { data } = await http.post<LoginResponse>('/api/auth/login', { email, password });
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
      <form onSubmit={submit} noValidate className="auth-form">
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <label htmlFor="login-email">Email</label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
        />
        {errors.email && (
          <p id="login-email-error" className="field-error">
            {errors.email}
          </p>
        )}
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password && (
          <p id="login-password-error" className="field-error">
            {errors.password}
          </p>
        )}
        <button type="submit" disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
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
