import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { Trans, useTranslate } from 'shared-kit/i18n';
import { Link, useNavigate } from 'shared-kit/router';
import { readAppConfig } from 'shared-kit/session';
import { TextField } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import type { ShellMessageId } from '../../../locales';
import { logIn } from '../api/log-in';
import { emailRule } from '../lib/auth-rules';
import { completeLogin, LOGIN_FAILED_MESSAGE, NO_TOKEN_MESSAGE } from '../lib/complete-login';
import { AuthForm } from './auth-form';
import { SocialLogin } from './social-login';

type Values = { email: string; password: string };

export function LoginPage() {
  const t = useTranslate<ShellMessageId>();
  const navigate = useNavigate();
  const form = useForm<Values>({
    id: 'login',
    initial: { email: '', password: '' },
    // The api's login schema asks only for both, within their bounds (no email shape: an old account may have any).
    rules: () => ({
      email: { ...emailRule<Values>(), requiredMessage: t('shell.login.emailMissing') },
      password: {
        label: t('shell.auth.password'),
        required: true,
        maxLength: ACCOUNT_LIMITS.password,
        requiredMessage: t('shell.login.passwordMissing'),
      },
    }),
    failure: () => t(LOGIN_FAILED_MESSAGE),
    // A refused sign-in must not tell more than the product's text (docs/product-rules.md#error-messages): not which
    // of email or password was wrong, nor the server's wording; only a 429 (too many attempts) or 503 (busy signing
    // people in) adds the server's "try again in ..." after it (the api says it in the visitor's language).
    onRefused: ({ status, message }) => {
      form.setMessage(
        (status === 429 || status === 503) && message
          ? t('shell.login.failedWithReason', { reason: message })
          : t(LOGIN_FAILED_MESSAGE),
      );
      return true;
    },
  });

  const submit = form.submit(async (values) => {
    const data = await logIn(values);
    if (!completeLogin(data, (path) => navigate(path, { replace: true }))) form.setMessage(t(NO_TOKEN_MESSAGE));
  });

  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand">
        {t('shell.brand')}
      </Link>
      <h1>{t('shell.login.title')}</h1>
      <SocialLogin />
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel={t('shell.login.submit')}
        pendingLabel={t('shell.auth.loggingIn')}
      >
        <TextField {...form.field('email')} type="email" autoComplete="email" />
        <TextField {...form.field('password')} type="password" autoComplete="current-password" />
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
