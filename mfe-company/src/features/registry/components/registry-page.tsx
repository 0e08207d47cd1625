import { type FormEvent, useState } from 'react';
import { ACCOUNT_LIMITS, PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, Navigate, useNavigate } from 'shared-kit/router';
import { startSession, useSession } from 'shared-kit/session';
import { useFormSubmit } from 'shared-kit/ui/account';
import { Button, Card, Checkbox, TextField } from 'shared-kit/ui';
import { NewPasswordFields } from 'shared-kit/ui/form';
import type { CompanyMessageId } from '../../../locales';
import { registerCompany } from '../api/register-company';

const EMPTY = {
  company_name: '',
  nombre: '',
  apellidos: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/**
 * `/company/registry` (public): a company account in one form. It signs the new account in as /register does (the
 * session started by shared-kit's `startSession`, a welcome notice) and opens the back office's dashboard, where the first job is one click away.
 */
export function RegistryPage() {
  // A company already signed in has nothing to register: its back office.
  if (useSession().type === 'company') return <Navigate to="/company/dashboard" replace />;
  return <RegistryForm />;
}

function RegistryForm() {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const form = useFormSubmit(() => translate('company.registry.failed' satisfies CompanyMessageId));
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!terms) {
      form.reject('terms', translate('company.registry.acceptTerms' satisfies CompanyMessageId));
      return;
    }
    if (values.password !== values.password_confirmation) {
      form.reject('password_confirmation', translate('company.registry.mismatch' satisfies CompanyMessageId));
      return;
    }
    await form.run(async () => {
      const data = await registerCompany({
        ...values,
        company_name: values.company_name.trim(),
        nombre: values.nombre.trim(),
        apellidos: values.apellidos.trim() || null,
        email: values.email.trim(),
      });
      if (!startSession(data)) throw new Error('no token');
      notify.success(translate('company.registry.welcome' satisfies CompanyMessageId));
      navigate('/company/dashboard', { replace: true });
    });
  }

  return (
    <section className="company-page company-registry" aria-labelledby="company-registry-heading">
      <h1 id="company-registry-heading">{t('company.registry.title')}</h1>
      <p className="company-pitch">{t('company.registry.intro')}</p>
      <Card className="company-registry__card">
        <form onSubmit={submit} noValidate>
          {form.message && <p role="alert">{form.message}</p>}
          <TextField
            label={t('company.registry.companyName')}
            autoComplete="organization"
            required
            maxLength={ACCOUNT_LIMITS.companyName}
            value={values.company_name}
            onChange={set('company_name')}
            error={form.errors.company_name}
          />
          <div className="company-editor__row">
            <TextField
              label={t('company.registry.firstName')}
              autoComplete="given-name"
              required
              maxLength={ACCOUNT_LIMITS.firstName}
              value={values.nombre}
              onChange={set('nombre')}
              error={form.errors.nombre}
            />
            <TextField
              label={t('company.registry.lastName')}
              autoComplete="family-name"
              optional
              maxLength={ACCOUNT_LIMITS.lastName}
              value={values.apellidos}
              onChange={set('apellidos')}
              error={form.errors.apellidos}
            />
          </div>
          <TextField
            label={t('company.registry.email')}
            type="email"
            autoComplete="email"
            required
            maxLength={ACCOUNT_LIMITS.email}
            value={values.email}
            onChange={set('email')}
            error={form.errors.email}
          />
          <NewPasswordFields
            labels={{ password: t('company.registry.password'), repeat: t('company.registry.repeatPassword') }}
            hint={t('company.registry.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            values={values}
            onChange={(field, value) => setValues({ ...values, [field]: value })}
            errors={form.errors}
          />
          <Checkbox
            label={t('company.registry.terms')}
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            aria-invalid={form.errors.terms ? true : undefined}
            aria-describedby={form.errors.terms ? 'company-registry-terms-error' : undefined}
          />
          {form.errors.terms && (
            <p role="alert" id="company-registry-terms-error" className="company-field-error">
              {form.errors.terms}
            </p>
          )}
          <Button type="submit" loading={form.pending}>
            {t('company.registry.submit')}
          </Button>
        </form>
      </Card>
      <p>
        {t('company.registry.haveAccount')} <Link to="/login">{t('company.registry.login')}</Link>
      </p>
    </section>
  );
}
