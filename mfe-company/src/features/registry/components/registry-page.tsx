import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/account-rules';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, Navigate, useNavigate } from 'shared-kit/router';
import { startSession, useSession } from 'shared-kit/session';
import { Button, Card, Checkbox, TextField } from 'shared-kit/ui';
import { ErrorSummary, NewPasswordFields, newPasswordRules, useForm } from 'shared-kit/ui/form';
import type { CompanyMessageId } from '../../../locales';
import { registerCompany } from '../api/register-company';

/** The api's register fields of a company, and `terms`: '1' once accepted. */
type Values = Record<
  'company_name' | 'nombre' | 'apellidos' | 'email' | 'password' | 'password_confirmation' | 'terms',
  string
>;

const EMPTY: Values = {
  company_name: '',
  nombre: '',
  apellidos: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: '',
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
  // The api's RegisterRequestSchema bounds (ACCOUNT_LIMITS) and password rule, checked before sending
  // (docs/design-system.md#useform-and-errorsummary); the email taken comes back as its 422 on `email`.
  const form = useForm<Values>({
    id: 'company-registry',
    initial: EMPTY,
    rules: () => ({
      company_name: { label: t('company.registry.companyName'), required: true, maxLength: ACCOUNT_LIMITS.companyName },
      nombre: { label: t('company.registry.firstName'), required: true, maxLength: ACCOUNT_LIMITS.firstName },
      apellidos: { label: t('company.registry.lastName'), maxLength: ACCOUNT_LIMITS.lastName },
      email: { label: t('company.registry.email'), required: true, maxLength: ACCOUNT_LIMITS.email, email: true },
      ...newPasswordRules<Values>({
        password: t('company.registry.password'),
        repeat: t('company.registry.repeatPassword'),
      }),
      terms: { label: t('company.registry.terms'), required: true, requiredMessage: t('company.registry.acceptTerms') },
    }),
    failure: () => t('company.registry.failed'),
  });

  const submit = form.submit(async ({ terms: _accepted, ...values }) => {
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
  const termsError = form.error('terms');
  const termsId = form.fieldId('terms');

  return (
    <section className="company-page company-registry" aria-labelledby="company-registry-heading">
      <h1 id="company-registry-heading">{t('company.registry.title')}</h1>
      <p className="company-pitch">{t('company.registry.intro')}</p>
      <Card className="company-registry__card">
        <form ref={form.formRef} onSubmit={submit} noValidate>
          {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
          {form.message && <p role="alert">{form.message}</p>}
          <TextField {...form.field('company_name')} autoComplete="organization" />
          <div className="company-editor__row">
            <TextField {...form.field('nombre')} autoComplete="given-name" />
            <TextField {...form.field('apellidos')} autoComplete="family-name" optional />
          </div>
          <TextField {...form.field('email')} type="email" autoComplete="email" />
          <NewPasswordFields form={form} hint={t('company.registry.passwordHint', { min: PASSWORD_MIN_LENGTH })} />
          <Checkbox
            id={termsId}
            name="terms"
            label={t('company.registry.terms')}
            checked={form.values.terms === '1'}
            onChange={(event) => form.set('terms', event.target.checked ? '1' : '')}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
          />
          {termsError && (
            <p id={`${termsId}-error`} className="company-field-error">
              {termsError}
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
