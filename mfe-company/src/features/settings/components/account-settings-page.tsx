import { type FormEvent, useState } from 'react';
import { COMPANY_PROFILE_LIMITS } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useSession } from 'shared-kit/session';
import { AreaError, Button, Card, Combobox, Skeleton, TextField } from 'shared-kit/ui';
import { AccountEmailForm, AccountPasswordForm, TextArea, useFormSubmit } from 'shared-kit/ui/account';
import type { CompanyMessageId } from '../../../locales';
import { type CompanyProfile, updateCompanyProfile, useCompanyProfile } from '../api/company-profile';
import { useCountries } from '../api/get-countries';
import { ApplicantMailsCard } from './applicant-mails-form';

const SETTINGS = '/api/companies/account-settings';
// The company's own words around the shared email and password forms.
const EMAIL_WORDS = {
  current: 'company.settings.email.current',
  password: 'company.settings.email.password',
  submit: 'company.settings.email.submit',
  saved: 'company.settings.email.saved',
  error: 'company.settings.email.error',
} satisfies Record<string, CompanyMessageId>;
const PASSWORD_WORDS = {
  mismatch: 'company.settings.password.mismatch',
  submit: 'company.settings.password.submit',
  saved: 'company.settings.password.saved',
  error: 'company.settings.password.error',
} satisfies Record<string, CompanyMessageId>;

/**
 * `/company/account-settings`: the company's profile and billing details, its mails about new applicants, the sign-in
 * email and the password.
 */
export function AccountSettingsPage() {
  const t = useTranslate<CompanyMessageId>();
  const profile = useCompanyProfile();
  const { user } = useSession();
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
      <ApplicantMailsCard />
      <AccountEmailForm base={SETTINGS} current={user?.email} words={EMAIL_WORDS} className="company-settings-card" />
      <AccountPasswordForm base={SETTINGS} words={PASSWORD_WORDS} className="company-settings-card" />
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
          maxLength={COMPANY_PROFILE_LIMITS.name}
          value={values.name}
          onChange={set('name')}
          error={form.errors.name}
        />
        <TextField
          label={t('company.settings.profile.website')}
          type="url"
          optional
          maxLength={COMPANY_PROFILE_LIMITS.website}
          value={text(values.website)}
          onChange={set('website')}
          error={form.errors.website}
        />
        <TextArea
          label={t('company.settings.profile.description')}
          optional
          maxLength={COMPANY_PROFILE_LIMITS.description}
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
          maxLength={COMPANY_PROFILE_LIMITS.vatId}
          value={text(values.vat_id)}
          onChange={set('vat_id')}
          error={form.errors.vat_id}
        />
        <TextField
          label={t('company.settings.billing.address')}
          autoComplete="street-address"
          optional
          maxLength={COMPANY_PROFILE_LIMITS.billingAddress}
          value={text(values.billing_address)}
          onChange={set('billing_address')}
          error={form.errors.billing_address}
        />
        <div className="company-editor__row">
          <TextField
            label={t('company.settings.billing.postcode')}
            autoComplete="postal-code"
            optional
            maxLength={COMPANY_PROFILE_LIMITS.billingPostcode}
            value={text(values.billing_postcode)}
            onChange={set('billing_postcode')}
            error={form.errors.billing_postcode}
          />
          <TextField
            label={t('company.settings.billing.city')}
            autoComplete="address-level2"
            optional
            maxLength={COMPANY_PROFILE_LIMITS.billingCity}
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
