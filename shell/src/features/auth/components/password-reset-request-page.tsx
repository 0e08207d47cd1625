import { useState } from 'react';
import { Link } from 'shared-kit/router';
import { requestPasswordReset } from '../api/request-password-reset';
import { useAuthForm } from '../hooks/use-auth-form';
import { EmailField } from './auth-field';
import { AuthForm } from './auth-form';

/** /password/reset: asks for a reset mail. The answer is the same whether or not the account exists. */
export function PasswordResetRequestPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { errors, message, pending, run } = useAuthForm('An error occurred. Please try again later.');

  async function submit() {
    await run(async () => {
      const data = await requestPasswordReset(email);
      setSent(data.message);
    });
  }

  return (
    <div className="auth-page">
      <h1>Reset your password</h1>
      {sent ? (
        <p role="status">{sent}</p>
      ) : (
        <AuthForm
          onSubmit={submit}
          message={message}
          pending={pending}
          submitLabel="Send the link"
          pendingLabel="Sending…"
          intro={
            <p>
              Enter the email of your account and we will send you a link to choose a new password. The link works once,
              for 60 minutes.
            </p>
          }
        >
          <EmailField id="reset-email" value={email} onChange={setEmail} error={errors.email} />
        </AuthForm>
      )}
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </div>
  );
}
