import { COMPANY_PROFILE_LIMITS } from 'shared-kit/account-rules';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useSession } from 'shared-kit/session';
import { AreaError, Button, Card, Combobox, Skeleton, TextField } from 'shared-kit/ui';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import { AccountEmailForm, AccountPasswordForm, TextArea } from 'shared-kit/ui/account';
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

type Values = Record<Exclude<keyof CompanyProfile, 'billing_country_id'>, string> & { billing_country_id: string };

/** The profile as the form holds it: every field a string, '' for none. */
const toValues = (profile: CompanyProfile): Values => ({
  name: profile.name,
  vat_id: profile.vat_id ?? '',
  billing_address: profile.billing_address ?? '',
  billing_city: profile.billing_city ?? '',
  billing_postcode: profile.billing_postcode ?? '',
  billing_country_id: profile.billing_country_id === null ? '' : String(profile.billing_country_id),
  website: profile.website ?? '',
  description: profile.description ?? '',
});
const orNull = (value: string) => value.trim() || null;

function ProfileForm({ initial }: { initial: CompanyProfile }) {
  const t = useTranslate<CompanyMessageId>();
  const countries = useCountries();
  const L = COMPANY_PROFILE_LIMITS;
  // The bounds of the api's CompanyProfileRequestSchema; the VAT ID's format for its country only the api knows
  // (its 422 on `vat_id`).
  const form = useForm<Values>({
    id: 'company-profile',
    initial: toValues(initial),
    rules: () => ({
      name: { label: t('company.settings.profile.name'), required: true, minLength: 2, maxLength: L.name },
      website: { label: t('company.settings.profile.website'), maxLength: L.website },
      description: { label: t('company.settings.profile.description'), maxLength: L.description },
      vat_id: { label: t('company.settings.billing.vatId'), maxLength: L.vatId },
      billing_address: { label: t('company.settings.billing.address'), maxLength: L.billingAddress },
      billing_postcode: { label: t('company.settings.billing.postcode'), maxLength: L.billingPostcode },
      billing_city: { label: t('company.settings.billing.city'), maxLength: L.billingCity },
    }),
    failure: () => t('company.settings.profile.error'),
  });

  const submit = form.submit(async (values) => {
    const saved = await updateCompanyProfile({
      name: values.name.trim(),
      vat_id: orNull(values.vat_id),
      billing_address: orNull(values.billing_address),
      billing_city: orNull(values.billing_city),
      billing_postcode: orNull(values.billing_postcode),
      billing_country_id: values.billing_country_id ? Number(values.billing_country_id) : null,
      website: orNull(values.website),
      description: orNull(values.description),
    });
    for (const [name, value] of Object.entries(toValues(saved))) form.set(name as keyof Values, value);
    notify.success(translate('company.settings.profile.saved' satisfies CompanyMessageId));
  });

  const countryOptions =
    countries.status === 'success'
      ? countries.data.countries.map((country) => ({ value: String(country.id), label: country.name }))
      : [];
  return (
    <Card as="section" className="company-settings-card" aria-labelledby="company-settings-profile">
      <h2 id="company-settings-profile">{t('company.settings.profile.heading')}</h2>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
        {form.message && <p role="alert">{form.message}</p>}
        <TextField {...form.field('name')} autoComplete="organization" />
        <TextField {...form.field('website')} type="url" optional />
        <TextArea {...form.field('description')} maxLength={L.description} optional rows={4} />
        <h3>{t('company.settings.billing.heading')}</h3>
        <TextField {...form.field('vat_id')} hint={t('company.settings.billing.vatIdHint')} optional />
        <TextField {...form.field('billing_address')} autoComplete="street-address" optional />
        <div className="company-editor__row">
          <TextField {...form.field('billing_postcode')} autoComplete="postal-code" optional />
          <TextField {...form.field('billing_city')} autoComplete="address-level2" optional />
        </div>
        <Combobox
          label={t('company.settings.billing.country')}
          options={countryOptions}
          value={form.values.billing_country_id || null}
          onChange={(value) => form.set('billing_country_id', value ?? '')}
          error={form.error('billing_country_id')}
        />
        <Button type="submit" loading={form.pending}>
          {t('company.settings.profile.submit')}
        </Button>
      </form>
    </Card>
  );
}
