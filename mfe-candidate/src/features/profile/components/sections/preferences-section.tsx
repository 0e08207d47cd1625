import { type FormEvent, useMemo, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/constants';
import type { PreferencesRequest } from 'shared-kit/contracts';
import { currentLocale, formatCurrency, formatDate, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Checkbox, MultiCombobox, Select, TextField } from 'shared-kit/ui';
import { DateInput, RadioGroup, useFormSubmit } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import type { CountryChoice } from 'shared-kit/contracts';
import { useCountries } from '../../../../profile-sections/api/get-countries';
import { updatePreferences } from '../../api/update-preferences';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndFocusEdit, PreferencesFormActions, PreferencesFormMessage } from './preferences-form-parts';

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

function PreferencesForm({ profile, countries, countriesFailed, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const candidate = profile.user.candidate;
  const [workPermit, setWorkPermit] = useState<string | null>(
    candidate.work_permit === null ? null : candidate.work_permit ? 'yes' : 'no',
  );
  const [relocate, setRelocate] = useState(candidate.relocate === true);
  const [destination, setDestination] = useState(() => candidate.destination.map(String));
  const [internship, setInternship] = useState(candidate.work_internship === true);
  const [status, setStatus] = useState(candidate.working_status === null ? '' : String(candidate.working_status));
  const [salaryFrom, setSalaryFrom] = useState(candidate.salary_from === null ? '' : String(candidate.salary_from));
  const [salaryTo, setSalaryTo] = useState(candidate.salary_to === null ? '' : String(candidate.salary_to));
  const [negotiable, setNegotiable] = useState(candidate.salary_negotiate);
  const [birthDate, setBirthDate] = useState(candidate.f_nace ?? '');
  const form = useFormSubmit(() => translate('candidate.profile.preferences.error' satisfies CandidateMessageId));
  const options = useMemo(
    () =>
      (countries ?? [])
        .map((country) => ({ value: String(country.id), label: country.name }))
        .sort((a, b) => a.label.localeCompare(b.label, currentLocale())),
    [countries],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const from = amount(salaryFrom);
    const to = amount(salaryTo);
    if (from !== null && !Number.isSafeInteger(from))
      return form.reject('salary_from', t('candidate.profile.preferences.wholeEuros'));
    if (to !== null && !Number.isSafeInteger(to))
      return form.reject('salary_to', t('candidate.profile.preferences.wholeEuros'));
    const changes: PreferencesRequest = {
      work_permit: workPermit === null ? null : workPermit === 'yes',
      // An unticked box the candidate never answered stays "not said" rather than becoming "no".
      relocate: relocate ? true : candidate.relocate === null ? null : false,
      work_internship: internship ? true : candidate.work_internship === null ? null : false,
      working_status: status === '' ? null : Number(status),
      // Negotiable replaces the range (docs/product-rules.md#profile-and-settings: sent as 1 or null).
      salary_from: negotiable ? null : from,
      salary_to: negotiable ? null : to,
      salary_negotiate: negotiable ? 1 : null,
      f_nace: birthDate || null,
    };
    // Destinations are sent only when the list could be shown: otherwise the stored ones are kept as they are.
    if (countries) changes.destination = relocate ? destination.map(Number) : [];
    const saved = await form.run(async () => {
      onSaved(await updatePreferences(changes));
      notify.success(translate('candidate.profile.preferences.saved' satisfies CandidateMessageId));
    });
    if (saved) close();
  }

  return (
    <form className="candidate-prefs-form" onSubmit={submit} noValidate>
      <PreferencesFormMessage message={form.message} />
      <RadioGroup
        legend={t('candidate.profile.preferences.workPermit')}
        name="work_permit"
        value={workPermit}
        onChange={setWorkPermit}
        options={[
          { value: 'yes', label: t('candidate.profile.preferences.yes') },
          { value: 'no', label: t('candidate.profile.preferences.no') },
        ]}
        error={form.errors.work_permit}
      />
      <Checkbox
        label={t('candidate.profile.preferences.relocateLabel')}
        name="relocate"
        checked={relocate}
        onChange={(event) => setRelocate(event.target.checked)}
      />
      {relocate &&
        (countries ? (
          <MultiCombobox
            label={t('candidate.profile.preferences.destinations')}
            hint={t('candidate.profile.preferences.destinationsHint')}
            options={options}
            values={destination}
            onChange={setDestination}
            max={PROFILE_LIMITS.destinations}
            error={form.errors.destination}
          />
        ) : (
          <p className="candidate-prefs__note" role={countriesFailed ? 'status' : undefined}>
            {countriesFailed
              ? t('candidate.profile.preferences.destinationsUnavailable')
              : t('candidate.profile.preferences.destinationsLoading')}
          </p>
        ))}
      <Checkbox
        label={t('candidate.profile.preferences.internshipLabel')}
        name="work_internship"
        checked={internship}
        onChange={(event) => setInternship(event.target.checked)}
      />
      <Select
        label={t('candidate.profile.preferences.workingStatus')}
        name="working_status"
        placeholder={t('candidate.profile.preferences.statusPlaceholder')}
        options={WORKING_STATUSES.map((label, code) => ({ value: String(code), label: t(label) }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        error={form.errors.working_status}
      />
      <fieldset className="candidate-prefs__salary">
        <legend>{t('candidate.profile.preferences.salary')}</legend>
        <div className="candidate-prefs__salary-range">
          <TextField
            label={t('candidate.profile.preferences.salaryFromLabel')}
            name="salary_from"
            inputMode="numeric"
            autoComplete="off"
            maxLength={SALARY_TYPED_MAX}
            value={salaryFrom}
            disabled={negotiable}
            onChange={(event) => setSalaryFrom(event.target.value)}
            error={form.errors.salary_from}
          />
          <TextField
            label={t('candidate.profile.preferences.salaryToLabel')}
            name="salary_to"
            inputMode="numeric"
            autoComplete="off"
            maxLength={SALARY_TYPED_MAX}
            value={salaryTo}
            disabled={negotiable}
            onChange={(event) => setSalaryTo(event.target.value)}
            error={form.errors.salary_to}
          />
        </div>
        <Checkbox
          label={t('candidate.profile.preferences.negotiableLabel')}
          name="salary_negotiate"
          checked={negotiable}
          onChange={(event) => setNegotiable(event.target.checked)}
        />
      </fieldset>
      <DateInput
        label={t('candidate.profile.preferences.birthDate')}
        name="f_nace"
        autoComplete="bday"
        value={birthDate}
        onChange={setBirthDate}
        min={yearsAgo(PROFILE_LIMITS.maxAge)}
        max={yearsAgo(PROFILE_LIMITS.minAge)}
        optional
        error={form.errors.f_nace}
      />
      <PreferencesFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
