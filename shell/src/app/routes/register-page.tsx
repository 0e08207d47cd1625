import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import type { LoginResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { Link, useNavigate, useSearchParams } from 'shared-kit/router';
import { completeLogin, NO_TOKEN_MESSAGE } from '../complete-login';
import { useAuthForm } from '../use-auth-form';
import { AuthField } from './auth-field';
import { SocialLogin } from './social-login';

type AccountType = 'candidate' | 'company';

export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters; not your email address and not a common password.`;

/** /register: candidate or company account (docs/contracts.md#auth); signs the new account in. */
export function RegisterPage() {
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
  const { errors, message, setMessage, pending, run, reject } = useAuthForm(
    'An error occurred while creating the account. Please try again later.',
  );
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.password !== form.password_confirmation) {
      reject('password_confirmation', 'The password field confirmation does not match.');
      return;
    }
    await run(async () => {
      const { data } = await http.post<LoginResponse>('/api/auth/register', {
        type,
        email: form.email,
        password: form.password,
        password_confirmation: form.password_confirmation,
        nombre: form.nombre,
        apellidos: form.apellidos || null,
        company_name: type === 'company' ? form.company_name : null,
        referral_platform: params.get('referral') ?? params.get('platform') ?? null,
      });
      const defaultTarget = type === 'candidate' ? (data.route ?? '/welcome') : undefined;
      if (
        !completeLogin(data, (path) => navigate(path, { replace: true }), {
          notice: 'Welcome to EuLangJobs!',
          defaultTarget,
        })
      ) {
        setMessage(NO_TOKEN_MESSAGE);
      }
    });
  }

  return (
    <div className="auth-page">
      <Link to="/" className="auth-page__brand">
        EuLangJobs
      </Link>
      <h1>Create an account</h1>
      <SocialLogin />
      <form onSubmit={submit} noValidate className="auth-form">
        {message && (
          <p role="alert" className="form-error">
            {message}
          </p>
        )}
        <fieldset>
          <legend>I am</legend>
          <label>
            <input
              type="radio"
              name="type"
              value="candidate"
              checked={type === 'candidate'}
              onChange={() => setType('candidate')}
            />{' '}
            Looking for a job
          </label>
          <label>
            <input
              type="radio"
              name="type"
              value="company"
              checked={type === 'company'}
              onChange={() => setType('company')}
            />{' '}
            An employer
          </label>
        </fieldset>
        {type === 'company' && (
          <AuthField
            id="register-company"
            label="Company name"
            required
            autoComplete="organization"
            value={form.company_name}
            onChange={set('company_name')}
            error={errors.company_name}
          />
        )}
        <AuthField
          id="register-nombre"
          label="First name"
          required
          autoComplete="given-name"
          value={form.nombre}
          onChange={set('nombre')}
          error={errors.nombre}
        />
        <AuthField
          id="register-apellidos"
          label="Last name"
          autoComplete="family-name"
          value={form.apellidos}
          onChange={set('apellidos')}
          error={errors.apellidos}
        />
        <AuthField
          id="register-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <AuthField
          id="register-password"
          label="Password"
          type="password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint={PASSWORD_RULES}
        />
        <AuthField
          id="register-password-confirmation"
          label="Repeat the password"
          type="password"
          required
          autoComplete="new-password"
          value={form.password_confirmation}
          onChange={set('password_confirmation')}
          error={errors.password_confirmation}
        />
        <button type="submit" disabled={pending}>
          {pending ? 'Creating the account…' : 'Create the account'}
        </button>
      </form>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
