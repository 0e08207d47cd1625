import { useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';
import { notify } from 'shared-kit/notify';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-kit/router';
import { resetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { EmailField } from './auth-field';
import { AuthForm } from './auth-form';
import { type NewPassword, NewPasswordFields } from './new-password-fields';

/** /password/reset/{token}?email=: the link of the reset mail; sets the new password, then goes to log in. */
export function PasswordResetPage() {
  const t = useTranslate<ShellMessageId>();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState<NewPassword>({ password: '', password_confirmation: '' });
  const { errors, message, pending, run, confirms } = useAuthForm('shell.auth.genericError');

  async function submit() {
    if (!confirms(password)) return;
    await run(async () => {
      const data = await resetPassword({ token, email, ...password });
      notify.success(data.message);
      navigate('/login', { replace: true });
    });
  }

  return (
    <div className="auth-page">
      <h1>{t('shell.reset.title')}</h1>
      <AuthForm
        onSubmit={submit}
        message={message}
        pending={pending}
        submitLabel={t('shell.reset.submit')}
        pendingLabel={t('shell.reset.pending')}
      >
        {errors.token && (
          <p>
            <Link to="/password/reset">{t('shell.reset.newLink')}</Link>
          </p>
        )}
        <EmailField id="new-email" value={email} onChange={setEmail} error={errors.email} />
        <NewPasswordFields
          id="new-password"
          label={t('shell.reset.newPassword')}
          repeatLabel={t('shell.reset.repeatPassword')}
          value={password}
          onChange={(field, value) => setPassword({ ...password, [field]: value })}
          errors={errors}
        />
      </AuthForm>
    </div>
  );
}
