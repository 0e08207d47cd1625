import { useState } from 'react';
import { ACCOUNT_LIMITS, CANDIDATE_WELCOME_PATH } from 'shared-kit/account-rules';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/account-rules';
import { Trans, useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { TextField } from 'shared-kit/ui';
import { NewPasswordFields, newPasswordRules, useForm } from 'shared-kit/ui/form';
// The account parts' entry point (docs/design-system.md#two-entry-points): this page is a chunk of its own.
import { RadioGroup } from 'shared-kit/ui/account';
import { registerAccount } from '../api/register-account';
import { emailRule } from '../lib/auth-rules';
import { completeLogin, NO_TOKEN_MESSAGE } from '../lib/complete-login';
import { AuthForm } from './auth-form';
import { SocialLogin } from './social-login';

type AccountType = 'candidate' | 'company';

const ACCOUNT_TYPES: [type: AccountType, label: ShellMessageId][] = [
  ['candidate', 'shell.register.candidate'],
  ['company', 'shell.register.company'],
];

type Values = {
  company_name: string;
  nombre: string;
  apellidos: string;
  email: string;
  password: string;
  password_confirmation: string;
};

/** /register: candidate or company account (docs/contracts.md#auth); signs the new account in. */
export function RegisterPage() {
  const t = useTranslate<ShellMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [type, setType] = useState<AccountType>(params.get('type') === 'company' ? 'company' : 'candidate');
  // The rules of the api's RegisterRequestSchema and its register route: the company's name (companies only), then
  // the person's, the email's shape, the password's rule; in the order of the fields on screen.
  const form = useForm<Values>({
    id: 'register',
    initial: { company_name: '', nombre: '', apellidos: '', email: '', password: '', password_confirmation: '' },
    rules: () => ({
      ...(type === 'company'
        ? {
            company_name: {
              label: t('shell.register.companyName'),
              required: true,
              maxLength: ACCOUNT_LIMITS.companyName,
            },
          }
        : {}),
      nombre: { label: t('shell.register.firstName'), required: true, maxLength: ACCOUNT_LIMITS.firstName },
      apellidos: { label: t('shell.register.lastName'), maxLength: ACCOUNT_LIMITS.lastName },
      email: emailRule<Values>(true),
      ...newPasswordRules<Values>({ password: t('shell.auth.password'), repeat: t('shell.register.repeatPassword') }),
    }),
    failure: () => t('shell.register.failed'),
  });

  const submit = form.submit(async (values) => {
    const data = await registerAccount({
      type,
      email: values.email,
      password: values.password,
      password_confirmation: values.password_confirmation,
      nombre: values.nombre,
      apellidos: values.apellidos || null,
      company_name: type === 'company' ? values.company_name : null,
      referral_platform: params.get('referral') ?? params.get('platform') ?? null,
    });
    const defaultTarget = type === 'candidate' ? (data.route ?? CANDIDATE_WELCOME_PATH) : undefined;
    if (
      !completeLogin(data, (path) => navigate(path, { replace: true }), {
        notice: 'shell.register.welcome',
        defaultTarget,
      })
    ) {
      form.setMessage(t(NO_TOKEN_MESSAGE));
    }
  });

  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand">
        {t('shell.brand')}
      </Link>
      <h1>{t('shell.register.title')}</h1>
      <SocialLogin />
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel={t('shell.register.submit')}
        pendingLabel={t('shell.register.pending')}
      >
        <RadioGroup
          legend={t('shell.register.accountType')}
          name="type"
          options={ACCOUNT_TYPES.map(([value, label]) => ({ value, label: t(label) }))}
          value={type}
          onChange={(value) => setType(value === 'company' ? 'company' : 'candidate')}
        />
        {type === 'company' && <TextField {...form.field('company_name')} autoComplete="organization" />}
        <TextField {...form.field('nombre')} autoComplete="given-name" />
        <TextField {...form.field('apellidos')} autoComplete="family-name" />
        <TextField {...form.field('email')} type="email" autoComplete="email" />
        <NewPasswordFields form={form} hint={t('shell.auth.passwordRules', { min: PASSWORD_MIN_LENGTH })} />
      </AuthForm>
      <div className="auth-page__links">
        <p>
          <Trans id="shell.register.haveAccount" components={{ 0: <Link to="/login" /> }} />
        </p>
      </div>
    </div>
  );
}
