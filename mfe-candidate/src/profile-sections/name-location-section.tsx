import { type FormEvent, useMemo, useRef, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/constants';
import type { CountryChoice } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useFormSubmit } from 'shared-kit/ui/account';
import { Combobox, Select, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';
import { useCities } from './api/get-cities';
import { useCountries } from './api/get-countries';
import { updateProfile } from './api/update-profile';
import type { CandidateProfileResponse, ProfileSectionProps } from './profile-state';
import { ProfileSection } from './profile-section';
import { closeAndRefocus, focusFirstInvalid, PersonalFormActions, PersonalFormMessage } from './personal-form-parts';

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
    <dl className="candidate-personal-facts">
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

type FormProps = {
  profile: CandidateProfileResponse;
  countries: CountryChoice[] | null;
  /** The country list could not be loaded: the field says so rather than "Loading…" for ever. */
  countriesFailed: boolean;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

function NameLocationForm({ profile, countries, countriesFailed, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const { user } = profile;
  const [nombre, setNombre] = useState(user.nombre ?? '');
  const [apellidos, setApellidos] = useState(user.apellidos ?? '');
  const [country, setCountry] = useState<number | null>(user.fk_pais_id);
  const [city, setCity] = useState<number | null>(user.fk_city_id);
  const [poblacion, setPoblacion] = useState(user.poblacion ?? '');
  // What is missing, said before sending: kinder words than the api's field names, and no round trip.
  const [missing, setMissing] = useState<Record<string, string>>({});
  const form = useFormSubmit(() => translate('candidate.profile.personal.error' satisfies CandidateMessageId));
  const formElement = useRef<HTMLFormElement>(null);
  const cities = useCities(country);
  const cityOptions = useMemo(
    () => (cities.status === 'success' ? cities.data.map((one) => ({ value: String(one.id), label: one.name })) : []),
    [cities],
  );
  const countryOptions = useMemo(
    () => (countries ?? []).map((one) => ({ value: String(one.id), label: one.name })),
    [countries],
  );
  const error = (field: string) => missing[field] ?? form.errors[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!nombre.trim()) found.nombre = t('candidate.profile.personal.nombreRequired');
    if (!apellidos.trim()) found.apellidos = t('candidate.profile.personal.apellidosRequired');
    if (country === null) found.fk_pais_id = t('candidate.profile.personal.countryRequired');
    setMissing(found);
    if (Object.keys(found).length > 0 || country === null) {
      focusFirstInvalid(formElement.current);
      return;
    }
    const saved = await form.run(async () => {
      onSaved(
        await updateProfile({
          nombre: nombre.trim(),
          apellidos: apellidos.trim(),
          fk_pais_id: country,
          fk_city_id: city,
          poblacion: poblacion.trim() || null,
        }),
      );
      notify.success(t('candidate.profile.personal.saved'));
    });
    if (saved) close();
    else focusFirstInvalid(formElement.current);
  }

  return (
    <form ref={formElement} className="candidate-personal-form" onSubmit={submit} noValidate>
      <PersonalFormMessage message={form.message} />
      <div className="candidate-personal-form__pair">
        <TextField
          label={t('candidate.profile.personal.nombre')}
          name="nombre"
          autoComplete="given-name"
          maxLength={PROFILE_LIMITS.name}
          required
          value={nombre}
          onChange={(event) => setNombre(event.target.value)}
          error={error('nombre')}
        />
        <TextField
          label={t('candidate.profile.personal.apellidos')}
          name="apellidos"
          autoComplete="family-name"
          maxLength={PROFILE_LIMITS.name}
          required
          value={apellidos}
          onChange={(event) => setApellidos(event.target.value)}
          error={error('apellidos')}
        />
      </div>
      <Combobox
        label={t('candidate.profile.personal.country')}
        options={countryOptions}
        value={country === null ? null : String(country)}
        onChange={(value) => {
          const next = idOrNull(value);
          // A city belongs to one country: a new country starts without one (the api would drop it too).
          if (next !== country) setCity(null);
          setCountry(next);
        }}
        placeholder={
          countries ? t('candidate.profile.personal.countryPlaceholder') : t('candidate.profile.personal.loading')
        }
        error={error('fk_pais_id') ?? (countriesFailed ? t('candidate.profile.personal.countriesFailed') : undefined)}
      />
      {cityOptions.length > 0 && (
        <Select
          label={t('candidate.profile.personal.city')}
          name="fk_city_id"
          optional
          options={cityOptions}
          placeholder={t('candidate.profile.personal.cityPlaceholder')}
          value={city === null ? '' : String(city)}
          onChange={(event) => setCity(idOrNull(event.target.value))}
          error={error('fk_city_id')}
        />
      )}
      <TextField
        label={t('candidate.profile.personal.poblacion')}
        hint={t('candidate.profile.personal.poblacionHint')}
        name="poblacion"
        autoComplete="address-level2"
        optional
        maxLength={PROFILE_LIMITS.poblacion}
        value={poblacion}
        onChange={(event) => setPoblacion(event.target.value)}
        error={error('poblacion')}
      />
      <PersonalFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
