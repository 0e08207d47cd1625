import { useMemo } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import type { CountryChoice } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Combobox, Select, TextField } from 'shared-kit/ui';
import { useCities } from 'shared-kit/ui/account';
import { useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../locales';
import { useCountries } from './api/get-countries';
import { updateProfile } from './api/update-profile';
import type { CandidateProfileResponse, ProfileSectionProps } from './profile-state';
import { ProfileSection } from './profile-section';
import { closeAndRefocus, PersonalForm, type SectionFormProps } from './personal-form-parts';

/** The anchor the "contact details" task links to (profile-tasks.ts: `#personal`). */
const SECTION_ID = 'personal';

const idOrNull = (value: string | null | undefined) => (value ? Number(value) : null);

/**
 * First name, surname, country, city and town (docs/candidate-area.md#name-and-location): the
 * `general_information` task. Also the contact step of /welcome, so it opens by itself while the name or the country
 * is missing.
 */
export function NameLocationSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const countries = useCountries();
  const list = countries.status === 'success' ? countries.data.countries : null;
  const { user } = profile;
  const incomplete = !user.nombre || !user.apellidos || user.fk_pais_id === null;
  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.personal.title')}
      description={t('candidate.profile.personal.description')}
      startOpen={incomplete}
      view={<NameLocationView profile={profile} countries={list} />}
      form={(close) => (
        <NameLocationForm
          profile={profile}
          countries={list}
          countriesFailed={countries.status === 'error'}
          onSaved={onChange}
          close={() => closeAndRefocus(SECTION_ID, close)}
        />
      )}
    />
  );
}

function NameLocationView({
  profile,
  countries,
}: {
  profile: CandidateProfileResponse;
  countries: CountryChoice[] | null;
}) {
  const t = useTranslate<CandidateMessageId>();
  const { user } = profile;
  const cities = useCities(user.fk_city_id === null ? null : user.fk_pais_id);
  const country = countries?.find((one) => one.id === user.fk_pais_id)?.name;
  const city = cities.status === 'success' ? cities.data.find((one) => one.id === user.fk_city_id)?.name : undefined;
  const name = [user.nombre, user.apellidos].filter(Boolean).join(' ');
  const place = [user.poblacion, city, country].filter(Boolean).join(', ');
  if (!name && !place) return <p>{t('candidate.profile.personal.empty')}</p>;
  return (
    <dl className="sk-facts candidate-personal-facts">
      <div>
        <dt>{t('candidate.profile.personal.name')}</dt>
        <dd>{name || t('candidate.profile.personal.notGiven')}</dd>
      </div>
      <div>
        <dt>{t('candidate.profile.personal.location')}</dt>
        <dd>{place || t('candidate.profile.personal.notGiven')}</dd>
      </div>
    </dl>
  );
}

type FormProps = SectionFormProps & {
  countries: CountryChoice[] | null;
  /** The country list could not be loaded: the field says so rather than "Loading…" for ever. */
  countriesFailed: boolean;
};

type Values = { nombre: string; apellidos: string; fk_pais_id: string; fk_city_id: string; poblacion: string };

/** Where the City field's list stands: no country chosen, its cities loading, failed, none, or cities to choose. */
type CityState = 'noCountry' | 'loading' | 'failed' | 'none' | 'ready';

/** The City field's first line: the choice "None of these" once there are cities, else why there is none to choose. */
const CITY_PLACEHOLDERS: Record<CityState, CandidateMessageId> = {
  noCountry: 'candidate.profile.personal.cityNoCountry',
  loading: 'candidate.profile.personal.loading',
  failed: 'candidate.profile.personal.citiesFailed',
  none: 'candidate.profile.personal.cityNone',
  ready: 'candidate.profile.personal.cityPlaceholder',
};

function cityStateOf(country: number | null, cities: ReturnType<typeof useCities>): CityState {
  if (country === null) return 'noCountry';
  if (cities.status === 'loading') return 'loading';
  if (cities.status === 'error') return 'failed';
  return cities.data.length === 0 ? 'none' : 'ready';
}

function NameLocationForm({ profile, countries, countriesFailed, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const { user } = profile;
  // The rules of the api's personal details (PROFILE_LIMITS), what is missing said in kinder words than a field name.
  const form = useForm<Values>({
    id: 'personal',
    initial: {
      nombre: user.nombre ?? '',
      apellidos: user.apellidos ?? '',
      fk_pais_id: user.fk_pais_id === null ? '' : String(user.fk_pais_id),
      fk_city_id: user.fk_city_id === null ? '' : String(user.fk_city_id),
      poblacion: user.poblacion ?? '',
    },
    rules: () => ({
      nombre: {
        label: t('candidate.profile.personal.nombre'),
        required: true,
        maxLength: PROFILE_LIMITS.name,
        requiredMessage: t('candidate.profile.personal.nombreRequired'),
      },
      apellidos: {
        label: t('candidate.profile.personal.apellidos'),
        required: true,
        maxLength: PROFILE_LIMITS.name,
        requiredMessage: t('candidate.profile.personal.apellidosRequired'),
      },
      fk_pais_id: {
        label: t('candidate.profile.personal.country'),
        required: true,
        requiredMessage: t('candidate.profile.personal.countryRequired'),
      },
      poblacion: { label: t('candidate.profile.personal.poblacion'), maxLength: PROFILE_LIMITS.poblacion },
    }),
    failure: () => t('candidate.profile.personal.error'),
  });
  const country = idOrNull(form.values.fk_pais_id);
  const cities = useCities(country);
  const cityOptions = useMemo(
    () => (cities.status === 'success' ? cities.data.map((one) => ({ value: String(one.id), label: one.name })) : []),
    [cities],
  );
  // The City field is always there, so nothing under it (the town, Save) moves when a country's cities arrive: until
  // it has cities to offer it is disabled, its one line saying why (docs/candidate-area.md#name-and-location).
  const cityState = cityStateOf(country, cities);
  const countryOptions = useMemo(
    () => (countries ?? []).map((one) => ({ value: String(one.id), label: one.name })),
    [countries],
  );

  const save = form.submit(async (values) => {
    onSaved(
      await updateProfile({
        nombre: values.nombre.trim(),
        apellidos: values.apellidos.trim(),
        // Required by the rules above: a send never has it empty.
        fk_pais_id: Number(values.fk_pais_id),
        fk_city_id: idOrNull(values.fk_city_id),
        poblacion: values.poblacion.trim() || null,
      }),
    );
    notify.success(t('candidate.profile.personal.saved'));
  });

  return (
    <PersonalForm form={form} save={save} close={close}>
      <div className="sk-two-columns candidate-personal-form__pair">
        <TextField {...form.field('nombre')} autoComplete="given-name" />
        <TextField {...form.field('apellidos')} autoComplete="family-name" />
      </div>
      <Combobox
        label={t('candidate.profile.personal.country')}
        options={countryOptions}
        value={form.values.fk_pais_id || null}
        onChange={(value) => {
          // A city belongs to one country: a new country starts without one (the api would drop it too).
          if ((value ?? '') !== form.values.fk_pais_id) form.set('fk_city_id', '');
          form.set('fk_pais_id', value ?? '');
        }}
        placeholder={
          countries ? t('candidate.profile.personal.countryPlaceholder') : t('candidate.profile.personal.loading')
        }
        error={
          form.error('fk_pais_id') ?? (countriesFailed ? t('candidate.profile.personal.countriesFailed') : undefined)
        }
      />
      <Select
        id={form.fieldId('fk_city_id')}
        label={t('candidate.profile.personal.city')}
        name="fk_city_id"
        optional
        options={cityOptions}
        placeholder={t(CITY_PLACEHOLDERS[cityState])}
        disabled={cityState !== 'ready'}
        aria-busy={cityState === 'loading' || undefined}
        value={cityState === 'ready' ? form.values.fk_city_id : ''}
        onChange={(event) => form.set('fk_city_id', event.target.value)}
        error={form.error('fk_city_id')}
      />
      <TextField
        {...form.field('poblacion')}
        hint={t('candidate.profile.personal.poblacionHint')}
        autoComplete="address-level2"
        optional
      />
    </PersonalForm>
  );
}
