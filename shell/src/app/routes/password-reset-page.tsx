import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-kit/router';
import { useAuthForm } from '../use-auth-form';
import { AuthField } from './auth-field';
import { PASSWORD_RULES } from './register-page';

/** /password/reset/{token}?email=: the link of the reset mail; sets the new password, then goes to log in. */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, message, pending, run, reject } = useAuthForm('An error occurred. Please try again later.');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmation) {
      reject('password_confirmation', 'The password field confirmation does not match.');
      return;
    }
    await run(async () => {
      const { data } = await http.post<MessageResponse>('/api/auth/password/reset', {
        token,
        email,
        password,
        password_confirmation: confirmation,
      });
      notify.success(data.message);
      navigate('/login', { replace: true });
    });
  }

  return (
    <div className="auth-page">
      <h1>Choose a new password</h1>
      <form onSubmit={submit} noValidate className="auth-form">
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        {errors.token && (
          <p className="form-error">
            <Link to="/password/reset">Ask for a new link</Link>
          </p>
        )}
        <AuthField
          id="new-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <AuthField
          id="new-password"
          label="New password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={PASSWORD_RULES}
        />
        <AuthField
          id="new-password-confirmation"
          label="Repeat the new password"
          type="password"
          required
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={errors.password_confirmation}
        />
        <button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save the new password'}
        </button>
      </form>
    </div>
  );
}
