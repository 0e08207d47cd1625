import { PASSWORD_MIN_LENGTH } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';
import { notify } from 'shared-kit/notify';
import { Link, useNavigate, useParams, useSearchParams } from 'shared-kit/router';
import { TextField } from 'shared-kit/ui';
import { NewPasswordFields, newPasswordRules, useForm } from 'shared-kit/ui/form';
import { resetPassword } from '../api/reset-password';
import { emailRule } from '../lib/auth-rules';
import { AuthForm } from './auth-form';

type Values = { email: string; password: string; password_confirmation: string };

/** /password/reset/{token}?email=: the link of the reset mail; sets the new password, then goes to log in. */
export function PasswordResetPage() {
  const t = useTranslate<ShellMessageId>();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm<Values>({
    id: 'new',
    initial: { email: params.get('email') ?? '', password: '', password_confirmation: '' },
    rules: () => ({
      email: emailRule<Values>(),
      ...newPasswordRules<Values>({ password: t('shell.reset.newPassword'), repeat: t('shell.reset.repeatPassword') }),
    }),
    failure: () => t('shell.auth.genericError'),
  });
  const submit = form.submit(async (values) => {
    const data = await resetPassword({ token, ...values });
    notify.success(data.message);
    navigate('/login', { replace: true });
  });

  return (
    <div className="auth-page">
      <h1>{t('shell.reset.title')}</h1>
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel={t('shell.reset.submit')}
        pendingLabel={t('shell.reset.pending')}
      >
        {form.error('token') && (
          <p>
            <Link to="/password/reset">{t('shell.reset.newLink')}</Link>
          </p>
        )}
        <TextField {...form.field('email')} type="email" autoComplete="email" />
        <NewPasswordFields form={form} hint={t('shell.auth.passwordRules', { min: PASSWORD_MIN_LENGTH })} />
      </AuthForm>
    </div>
  );
}
