import { type FormEvent, useState } from 'react';
import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { Link } from 'shared-kit/router';
import { useAuthForm } from '../use-auth-form';
import { AuthField } from './auth-field';

/** /password/reset: asks for a reset mail. The answer is the same whether or not the account exists. */
export function PasswordResetRequestPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { errors, message, pending, run } = useAuthForm('An error occurred. Please try again later.');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const { data } = await http.post<MessageResponse>('/api/auth/password/email', { email });
      setSent(data.message);
    });
  }

  return (
    <div className="auth-page">
      <h1>Reset your password</h1>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <form onSubmit={submit} noValidate className="auth-form">
          <p>
            Enter the email of your account and we will send you a link to choose a new password. The link works once,
            for 60 minutes.
          </p>
          {message && (
            <p role="alert" className="form-error">
              {message}
            </p>
          )}
          <AuthField
            id="reset-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <button type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send the link'}
          </button>
        </form>
      )}
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </div>
  );
}
