import { useMemo, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import type { PreferencesRequest } from 'shared-kit/contracts';
import { currentLocale, formatCurrency, formatDate, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Checkbox, MultiCombobox, Select, TextField } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import { DateInput, RadioGroup } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import type { CountryChoice } from 'shared-kit/contracts';
import { useCountries } from '../../../../profile-sections/api/get-countries';
import { updatePreferences } from '../../api/update-preferences';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndFocusEdit } from './preferences-form-parts';
import { PersonalForm } from '../../../../profile-sections/personal-form-parts';

const SECTION_ID = 'preferences';

/**
 * The working status codes of the profile form, 0 to PROFILE_LIMITS.workingStatusMax
 * (docs/product-rules.md#profile-and-settings), with their labels in the catalogue.
 */
const WORKING_STATUSES: CandidateMessageId[] = [
  'candidate.profile.preferences.status.0',
  'candidate.profile.preferences.status.1',
  'candidate.profile.preferences.status.2',
  'candidate.profile.preferences.status.3',
  'candidate.profile.preferences.status.4',
  'candidate.profile.preferences.status.5',
  'candidate.profile.preferences.status.6',
  'candidate.profile.preferences.status.7',
  'candidate.profile.preferences.status.8',
  'candidate.profile.preferences.status.9',
  'candidate.profile.preferences.status.10',
];

/** yyyy-mm-dd of the day `years` years before today (the birth date's bounds: an adult, at most 100 years old). */
function yearsAgo(years: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

type Candidate = CandidateProfileResponse['user']['candidate'];
type Translate = (id: CandidateMessageId, values?: Record<string, unknown>) => string;

/** A yes/no the candidate may not have answered. */
function yesNo(value: boolean | null, t: Translate): string {
  if (value === null) return t('candidate.profile.preferences.notSaid');
  return t(value ? 'candidate.profile.preferences.yes' : 'candidate.profile.preferences.no');
}

function salaryText(candidate: Candidate, t: Translate): string {
  if (candidate.salary_negotiate) return t('candidate.profile.preferences.negotiable');
  const { salary_from: from, salary_to: to } = candidate;
  const euros = (amount: number) => formatCurrency(amount, 'EUR');
  if (from !== null && to !== null)
    return t('candidate.profile.preferences.salaryRange', { from: euros(from), to: euros(to) });
  if (from !== null) return t('candidate.profile.preferences.salaryFrom', { from: euros(from) });
  if (to !== null) return t('candidate.profile.preferences.salaryTo', { to: euros(to) });
  return t('candidate.profile.preferences.notSaid');
}

/**
 * What the candidate wants and can do (docs/candidate-area.md#presentation-letter-sectors-and-preferences): work
 * permit in the EU, relocation and where to, internship, working status, yearly salary range or negotiable, birth
 * date; saved with `PATCH /api/candidates/preferences`. Also the last step of /welcome.
 */
export function PreferencesSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const countries = useCountries();
  const candidate = profile.user.candidate;
  const countryList = countries.status === 'success' ? countries.data.countries : null;
  const said =
    candidate.work_permit !== null ||
    candidate.relocate !== null ||
    candidate.working_status !== null ||
    candidate.salary_from !== null ||
    candidate.salary_to !== null ||
    candidate.salary_negotiate ||
    candidate.f_nace !== null;

  const destinations = candidate.destination
    .map((id) => countryList?.find((country) => country.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  const relocation = !candidate.relocate
    ? yesNo(candidate.relocate, t)
    : destinations.length > 0
      ? t('candidate.profile.preferences.relocateTo', { countries: destinations.join(', ') })
      : t('candidate.profile.preferences.yes');
  const rows: [CandidateMessageId, string][] = [
    ['candidate.profile.preferences.workPermit', yesNo(candidate.work_permit, t)],
    ['candidate.profile.preferences.relocate', relocation],
    ['candidate.profile.preferences.internship', yesNo(candidate.work_internship, t)],
    [
      'candidate.profile.preferences.workingStatus',
      candidate.working_status !== null && WORKING_STATUSES[candidate.working_status]
        ? t(WORKING_STATUSES[candidate.working_status])
        : t('candidate.profile.preferences.notSaid'),
    ],
    ['candidate.profile.preferences.salary', salaryText(candidate, t)],
    [
      'candidate.profile.preferences.birthDate',
      candidate.f_nace ? formatDate(candidate.f_nace) : t('candidate.profile.preferences.notSaid'),
    ],
  ];

  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.preferences.title')}
      description={t('candidate.profile.preferences.description')}
      startOpen={!said}
      view={
        <dl className="candidate-prefs__list">
          {rows.map(([term, value]) => (
            <div key={term} className="candidate-prefs__row">
              <dt>{t(term)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      }
      form={(close) => (
        <PreferencesForm
          profile={profile}
          countries={countryList}
          countriesFailed={countries.status === 'error'}
          onSaved={onChange}
          close={() => closeAndFocusEdit(SECTION_ID, close)}
        />
      )}
    />
  );
}

type FormProps = {
  profile: CandidateProfileResponse;
  /** The countries to relocate to; null while loading or when they could not be loaded. */
  countries: CountryChoice[] | null;
  countriesFailed: boolean;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

/**
 * How much a salary field takes: the digits of the largest salary the api accepts (PROFILE_LIMITS.salary) and room
 * for the group separators and spaces people type (`10.000.000`), which `amount` drops before sending.
 */
const SALARY_TYPED_MAX = String(PROFILE_LIMITS.salary).length + 4;

/** A whole number of euros typed in a field, or null when empty (the api stores below 1 as null). */
const amount = (text: string): number | null => {
  const digits = text.replace(/[\s.,'’]/g, '');
  return digits === '' ? null : Number(digits);
};

/** The form's values, each a string as useForm keeps them: '1' or '' for a ticked box, 'yes'/'no'/'' for the permit. */
type Values = {
  work_permit: string;
  relocate: string;
  work_internship: string;
  working_status: string;
  salary_from: string;
  salary_to: string;
  salary_negotiate: string;
  f_nace: string;
};

const tick = (value: boolean | null) => (value ? '1' : '');
const orEmpty = (value: number | null) => (value === null ? '' : String(value));

function PreferencesForm({ profile, countries, countriesFailed, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const candidate = profile.user.candidate;
  // The destinations are a list: kept beside the form's string values.
  const [destination, setDestination] = useState(() => candidate.destination.map(String));
  // A salary is a whole number of euros, at most PROFILE_LIMITS.salary (the api's PreferencesRequest bounds).
  const salary = (label: CandidateMessageId) => ({
    label: t(label),
    maxLength: SALARY_TYPED_MAX,
    // Negotiable replaces the range: what is typed there is then not sent, so not checked.
    check: (value: string, values: Values) => {
      const euros = values.salary_negotiate ? null : amount(value);
      if (euros === null) return undefined;
      if (!Number.isSafeInteger(euros)) return t('candidate.profile.preferences.wholeEuros');
      // Over the bound, the amount is a number all right: the message says the bound, in the language's digits.
      if (euros > PROFILE_LIMITS.salary)
        return t('candidate.profile.preferences.salaryTooHigh', {
          max: PROFILE_LIMITS.salary.toLocaleString(currentLocale()),
        });
      return undefined;
    },
  });
  const form = useForm<Values>({
    id: 'preferences',
    initial: {
      work_permit: candidate.work_permit === null ? '' : candidate.work_permit ? 'yes' : 'no',
      relocate: tick(candidate.relocate),
      work_internship: tick(candidate.work_internship),
      working_status: orEmpty(candidate.working_status),
      salary_from: orEmpty(candidate.salary_from),
      salary_to: orEmpty(candidate.salary_to),
      salary_negotiate: tick(candidate.salary_negotiate),
      f_nace: candidate.f_nace ?? '',
    },
    rules: () => ({
      salary_from: salary('candidate.profile.preferences.salaryFromLabel'),
      salary_to: salary('candidate.profile.preferences.salaryToLabel'),
    }),
    failure: () => t('candidate.profile.preferences.error'),
  });
  const { values } = form;
  const relocate = values.relocate === '1';
  const negotiable = values.salary_negotiate === '1';
  const options = useMemo(
    () =>
      (countries ?? [])
        .map((country) => ({ value: String(country.id), label: country.name }))
        .sort((a, b) => a.label.localeCompare(b.label, currentLocale())),
    [countries],
  );
  const checkbox = (name: 'relocate' | 'work_internship' | 'salary_negotiate', label: CandidateMessageId) => (
    <Checkbox
      label={t(label)}
      name={name}
      checked={values[name] === '1'}
      onChange={(event) => form.set(name, event.target.checked ? '1' : '')}
    />
  );
  const salaryField = (name: 'salary_from' | 'salary_to') => (
    <TextField {...form.field(name)} inputMode="numeric" autoComplete="off" disabled={negotiable} />
  );

  const submit = form.submit(async () => {
    const changes: PreferencesRequest = {
      work_permit: values.work_permit === '' ? null : values.work_permit === 'yes',
      // An unticked box the candidate never answered stays "not said" rather than becoming "no".
      relocate: relocate ? true : candidate.relocate === null ? null : false,
      work_internship: values.work_internship ? true : candidate.work_internship === null ? null : false,
      working_status: values.working_status === '' ? null : Number(values.working_status),
      // Negotiable replaces the range (docs/product-rules.md#profile-and-settings: sent as 1 or null).
      salary_from: negotiable ? null : amount(values.salary_from),
      salary_to: negotiable ? null : amount(values.salary_to),
      salary_negotiate: negotiable ? 1 : null,
      f_nace: values.f_nace || null,
    };
    // Destinations are sent only when the list could be shown: otherwise the stored ones are kept as they are.
    if (countries) changes.destination = relocate ? destination.map(Number) : [];
    onSaved(await updatePreferences(changes));
    notify.success(translate('candidate.profile.preferences.saved' satisfies CandidateMessageId));
  });

  return (
    <PersonalForm block="candidate-prefs-form" form={form} save={submit} close={close}>
      <RadioGroup
        legend={t('candidate.profile.preferences.workPermit')}
        name="work_permit"
        value={values.work_permit || null}
        onChange={(value) => form.set('work_permit', value ?? '')}
        options={[
          { value: 'yes', label: t('candidate.profile.preferences.yes') },
          { value: 'no', label: t('candidate.profile.preferences.no') },
        ]}
        error={form.error('work_permit')}
      />
      {checkbox('relocate', 'candidate.profile.preferences.relocateLabel')}
      {relocate &&
        (countries ? (
          <MultiCombobox
            label={t('candidate.profile.preferences.destinations')}
            hint={t('candidate.profile.preferences.destinationsHint')}
            options={options}
            values={destination}
            onChange={setDestination}
            max={PROFILE_LIMITS.destinations}
            error={form.error('destination')}
          />
        ) : (
          <p className="candidate-prefs__note" role={countriesFailed ? 'status' : undefined}>
            {countriesFailed
              ? t('candidate.profile.preferences.destinationsUnavailable')
              : t('candidate.profile.preferences.destinationsLoading')}
          </p>
        ))}
      {checkbox('work_internship', 'candidate.profile.preferences.internshipLabel')}
      <Select
        label={t('candidate.profile.preferences.workingStatus')}
        name="working_status"
        placeholder={t('candidate.profile.preferences.statusPlaceholder')}
        options={WORKING_STATUSES.map((label, code) => ({ value: String(code), label: t(label) }))}
        value={values.working_status}
        onChange={(event) => form.set('working_status', event.target.value)}
        error={form.error('working_status')}
      />
      <fieldset className="candidate-prefs__salary">
        <legend>{t('candidate.profile.preferences.salary')}</legend>
        <div className="candidate-prefs__salary-range">
          {salaryField('salary_from')}
          {salaryField('salary_to')}
        </div>
        {checkbox('salary_negotiate', 'candidate.profile.preferences.negotiableLabel')}
      </fieldset>
      <DateInput
        label={t('candidate.profile.preferences.birthDate')}
        name="f_nace"
        autoComplete="bday"
        value={values.f_nace}
        onChange={(value) => form.set('f_nace', value)}
        min={yearsAgo(PROFILE_LIMITS.maxAge)}
        max={yearsAgo(PROFILE_LIMITS.minAge)}
        optional
        error={form.error('f_nace')}
      />
    </PersonalForm>
  );
}
