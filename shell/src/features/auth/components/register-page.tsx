import { useState } from 'react';
import { CANDIDATE_WELCOME_PATH } from 'shared-kit/constants';
import { Trans, useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { TextField } from 'shared-kit/ui';
// The account parts' entry point (docs/design-system.md#two-entry-points): this page is a chunk of its own.
import { RadioGroup } from 'shared-kit/ui/account';
import { registerAccount } from '../api/register-account';
import { useAuthForm } from '../hooks/use-auth-form';
import { completeLogin, NO_TOKEN_MESSAGE } from '../lib/complete-login';
import { EmailField } from './auth-field';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { SocialLogin } from './social-login';

type AccountType = 'candidate' | 'company';

/** Who registers: the company's name (companies only), then the person's. */
const NAME_FIELDS = [
  {
    field: 'company_name',
    id: 'register-company',
    label: 'shell.register.companyName',
    autoComplete: 'organization',
    required: true,
  },
  {
    field: 'nombre',
    id: 'register-nombre',
    label: 'shell.register.firstName',
    autoComplete: 'given-name',
    required: true,
  },
  {
    field: 'apellidos',
    id: 'register-apellidos',
    label: 'shell.register.lastName',
    autoComplete: 'family-name',
    required: false,
  },
] as const;

const ACCOUNT_TYPES: [type: AccountType, label: ShellMessageId][] = [
  ['candidate', 'shell.register.candidate'],
  ['company', 'shell.register.company'],
];

/** /register: candidate or company account (docs/contracts.md#auth); signs the new account in. */
export function RegisterPage() {
  const t = useTranslate<ShellMessageId>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [type, setType] = useState<AccountType>(params.get('type') === 'company' ? 'company' : 'candidate');
  const [form, setForm] = useState({
    nombre: '',
    apellidos: '',
    company_name: '',
    email: '',
    password: '',
    password_confirmation: '',
  });
  const { errors, message, setMessage, pending, run, confirms } = useAuthForm('shell.register.failed');
  const change = (field: keyof typeof form, value: string) => setForm({ ...form, [field]: value });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => change(field, event.target.value);

  async function submit() {
    if (!confirms(form)) return;
    await run(async () => {
      const data = await registerAccount({
        type,
        email: form.email,
        password: form.password,
        password_confirmation: form.password_confirmation,
        nombre: form.nombre,
        apellidos: form.apellidos || null,
        company_name: type === 'company' ? form.company_name : null,
        referral_platform: params.get('referral') ?? params.get('platform') ?? null,
      });
      const defaultTarget = type === 'candidate' ? (data.route ?? CANDIDATE_WELCOME_PATH) : undefined;
      if (
        !completeLogin(data, (path) => navigate(path, { replace: true }), {
          notice: 'shell.register.welcome',
          defaultTarget,
        })
      ) {
        setMessage(t(NO_TOKEN_MESSAGE));
      }
    });
  }

  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand">
        {t('shell.brand')}
      </Link>
      <h1>{t('shell.register.title')}</h1>
      <SocialLogin />
      <AuthForm
        onSubmit={submit}
        message={message}
        pending={pending}
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
        {NAME_FIELDS.filter((name) => type === 'company' || name.field !== 'company_name').map((name) => (
          <TextField
            key={name.field}
            id={name.id}
            label={t(name.label)}
            required={name.required}
            autoComplete={name.autoComplete}
            value={form[name.field]}
            onChange={set(name.field)}
            error={errors[name.field]}
          />
        ))}
        <EmailField
          id="register-email"
          value={form.email}
          onChange={(value) => change('email', value)}
          error={errors.email}
        />
        <NewPasswordFields
          id="register-password"
          label={t('shell.auth.password')}
          repeatLabel={t('shell.register.repeatPassword')}
          value={form}
          onChange={change}
          errors={errors}
        />
      </AuthForm>
      <div className="auth-page__links">
        <p>
          <Trans id="shell.register.haveAccount" components={{ 0: <Link to="/login" /> }} />
        </p>
      </div>
    </div>
  );
}
