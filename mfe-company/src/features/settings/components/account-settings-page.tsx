import { type FormEvent, useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { updateSessionUser, useSession } from 'shared-kit/session';
import { AreaError, Button, Card, Combobox, Skeleton, TextField } from 'shared-kit/ui';
import { TextArea, useFormSubmit } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { type CompanyProfile, updateCompanyProfile, useCompanyProfile } from '../api/company-profile';
import { useCountries } from '../api/get-countries';
import { updateEmail } from '../api/update-email';
import { updatePassword } from '../api/update-password';

/** `/company/account-settings`: the company's profile and billing details, the sign-in email and the password. */
export function AccountSettingsPage() {
  const t = useTranslate<CompanyMessageId>();
  const profile = useCompanyProfile();
  let profileCard = <Skeleton height={420} />;
  if (profile.status === 'error') {
    profileCard = <AreaError message={t('company.settings.loadError')} onRetry={profile.retry} />;
  } else if (profile.status === 'success') {
    profileCard = <ProfileForm initial={profile.data.profile} />;
  }
  return (
    <section className="company-page company-settings" aria-labelledby="company-settings-heading">
      <h1 id="company-settings-heading">{t('company.settings.title')}</h1>
      {profileCard}
      <EmailForm />
      <PasswordForm />
    </section>
  );
}

const text = (value: string | null) => value ?? '';
const orNull = (value: string) => value.trim() || null;

function ProfileForm({ initial }: { initial: CompanyProfile }) {
  const t = useTranslate<CompanyMessageId>();
  const countries = useCountries();
  const [values, setValues] = useState(initial);
  const form = useFormSubmit(() => translate('company.settings.profile.error' satisfies CompanyMessageId));
  const set = (field: keyof CompanyProfile) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.run(async () => {
      const saved = await updateCompanyProfile({
        ...values,
        name: values.name.trim(),
        vat_id: orNull(text(values.vat_id)),
        billing_address: orNull(text(values.billing_address)),
        billing_city: orNull(text(values.billing_city)),
        billing_postcode: orNull(text(values.billing_postcode)),
        website: orNull(text(values.website)),
        description: orNull(text(values.description)),
      });
      setValues(saved);
      notify.success(translate('company.settings.profile.saved' satisfies CompanyMessageId));
    });
  }

  const countryOptions =
    countries.status === 'success'
      ? countries.data.countries.map((country) => ({ value: String(country.id), label: country.name }))
      : [];
  return (
    <Card as="section" className="company-settings-card" aria-labelledby="company-settings-profile">
      <h2 id="company-settings-profile">{t('company.settings.profile.heading')}</h2>
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('company.settings.profile.name')}
          autoComplete="organization"
          required
          maxLength={150}
          value={values.name}
          onChange={set('name')}
          error={form.errors.name}
        />
        <TextField
          label={t('company.settings.profile.website')}
          type="url"
          optional
          maxLength={300}
          value={text(values.website)}
          onChange={set('website')}
          error={form.errors.website}
        />
        <TextArea
          label={t('company.settings.profile.description')}
          optional
          maxLength={5000}
          rows={4}
          value={text(values.description)}
          onChange={set('description')}
          error={form.errors.description}
        />
        <h3>{t('company.settings.billing.heading')}</h3>
        <TextField
          label={t('company.settings.billing.vatId')}
          hint={t('company.settings.billing.vatIdHint')}
          optional
          maxLength={30}
          value={text(values.vat_id)}
          onChange={set('vat_id')}
          error={form.errors.vat_id}
        />
        <TextField
          label={t('company.settings.billing.address')}
          autoComplete="street-address"
          optional
          maxLength={200}
          value={text(values.billing_address)}
          onChange={set('billing_address')}
          error={form.errors.billing_address}
        />
        <div className="company-editor__row">
          <TextField
            label={t('company.settings.billing.postcode')}
            autoComplete="postal-code"
            optional
            maxLength={20}
            value={text(values.billing_postcode)}
            onChange={set('billing_postcode')}
            error={form.errors.billing_postcode}
          />
          <TextField
            label={t('company.settings.billing.city')}
            autoComplete="address-level2"
            optional
            maxLength={100}
            value={text(values.billing_city)}
            onChange={set('billing_city')}
            error={form.errors.billing_city}
          />
        </div>
        <Combobox
          label={t('company.settings.billing.country')}
          options={countryOptions}
          value={values.billing_country_id === null ? null : String(values.billing_country_id)}
          onChange={(value) => setValues({ ...values, billing_country_id: value === null ? null : Number(value) })}
          error={form.errors.billing_country_id}
        />
        <Button type="submit" loading={form.pending}>
          {t('company.settings.profile.submit')}
        </Button>
      </form>
    </Card>
  );
}

function EmailForm() {
  const t = useTranslate<CompanyMessageId>();
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(() => translate('company.settings.email.error' satisfies CompanyMessageId));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.run(async () => {
      const data = await updateEmail({ email, password });
      updateSessionUser({ email: data.user.email });
      setEmail('');
      setPassword('');
      notify.success(data.message || translate('company.settings.email.saved' satisfies CompanyMessageId));
    });
  }

  return (
    <Card as="section" className="company-settings-card" aria-labelledby="company-settings-email">
      <h2 id="company-settings-email">{t('company.settings.email.heading')}</h2>
      {user && <p>{t('company.settings.email.current', { email: user.email })}</p>}
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('company.settings.email.new')}
          type="email"
          autoComplete="email"
          maxLength={255}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.errors.email}
        />
        <TextField
          label={t('company.settings.email.password')}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errors.password}
        />
        <Button type="submit" loading={form.pending}>
          {t('company.settings.email.submit')}
        </Button>
      </form>
    </Card>
  );
}

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

function PasswordForm() {
  const t = useTranslate<CompanyMessageId>();
  const [values, setValues] = useState(EMPTY);
  const form = useFormSubmit(() => translate('company.settings.password.error' satisfies CompanyMessageId));
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      form.reject('password_confirmation', translate('company.settings.password.mismatch' satisfies CompanyMessageId));
      return;
    }
    await form.run(async () => {
      const data = await updatePassword(values);
      setValues(EMPTY);
      notify.success(data.message || translate('company.settings.password.saved' satisfies CompanyMessageId));
    });
  }

  return (
    <Card as="section" className="company-settings-card" aria-labelledby="company-settings-password">
      <h2 id="company-settings-password">{t('company.settings.password.heading')}</h2>
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('company.settings.password.current')}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          required
          value={values.current_password}
          onChange={set('current_password')}
          error={form.errors.current_password}
        />
        <TextField
          label={t('company.settings.password.new')}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          value={values.password}
          onChange={set('password')}
          error={form.errors.password}
        />
        <TextField
          label={t('company.settings.password.repeat')}
          type="password"
          autoComplete="new-password"
          maxLength={200}
          required
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={form.errors.password_confirmation}
        />
        <Button type="submit" loading={form.pending}>
          {t('company.settings.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
