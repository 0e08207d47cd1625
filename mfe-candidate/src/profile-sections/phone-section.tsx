import { type FormEvent, useMemo, useRef, useState } from 'react';
import type { CountryChoice } from 'shared-kit/contracts';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useFormSubmit } from 'shared-kit/ui/account';
import { Combobox, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';
import { useCountries } from './api/get-countries';
import { savePhone } from './api/save-phone';
import type { CandidateProfileResponse, ProfileSectionProps } from './profile-state';
import { ProfileSection } from './profile-section';
import { closeAndRefocus, focusFirstInvalid, PersonalFormActions, PersonalFormMessage } from './personal-form-parts';

const SECTION_ID = 'phone';
/** PhoneFieldsRequestSchema's bound on `phoneNumber`. */
const PHONE_MAX_LENGTH = 40;

/**
 * The candidate's phone (docs/candidate-area.md#phone): a country, for numbers typed without `+`, and the number.
 * The api parses and checks it (libphonenumber-js) and answers the Phone entity, shown in its international format.
 * Also part of /welcome's contact step.
 */
export function PhoneSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const countries = useCountries();
  const list = countries.status === 'success' ? countries.data.countries : null;
  const phone = profile.user.phone;
  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.phone.title')}
      description={t('candidate.profile.phone.description')}
      startOpen={!phone}
      view={
        phone?.formatInternational ? (
          <p>
            <a href={`tel:${phone.e164 ?? ''}`} className="candidate-personal-phone">
              {phone.formatInternational}
            </a>
          </p>
        ) : (
          <p>{t('candidate.profile.phone.empty')}</p>
        )
      }
      form={(close) => (
        <PhoneForm
          profile={profile}
          countries={list}
          onSaved={onChange}
          close={() => closeAndRefocus(SECTION_ID, close)}
        />
      )}
    />
  );
}

type FormProps = {
  profile: CandidateProfileResponse;
  countries: CountryChoice[] | null;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

function PhoneForm({ profile, countries, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const { user } = profile;
  // The number's own country, else the candidate's country (the api falls back to it as well).
  const home = countries?.find((one) => one.id === user.fk_pais_id)?.iso2 ?? null;
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const region = chosen === undefined ? (user.phone?.countryCode ?? home) : chosen;
  const [number, setNumber] = useState(user.phone?.formatNational ?? user.phone?.phoneNumber ?? '');
  const form = useFormSubmit(() => translate('candidate.profile.phone.error' satisfies CandidateMessageId));
  const formElement = useRef<HTMLFormElement>(null);
  const options = useMemo(
    () => (countries ?? []).flatMap((one) => (one.iso2 ? [{ value: one.iso2, label: one.name, hint: one.iso2 }] : [])),
    [countries],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phoneNumber = number.trim();
    const saved = await form.run(async () => {
      const answer = await savePhone({ phoneNumber, countryCode: region });
      onSaved({ ...profile, user: { ...profile.user, phone: answer.phone }, tasks: answer.tasks });
      notify.success(t(answer.phone ? 'candidate.profile.phone.saved' : 'candidate.profile.phone.removed'));
    });
    if (saved) close();
    else focusFirstInvalid(formElement.current);
  }

  return (
    <form ref={formElement} className="candidate-personal-form" onSubmit={submit} noValidate>
      <PersonalFormMessage message={form.message} />
      <div className="candidate-personal-form__pair">
        <Combobox
          label={t('candidate.profile.phone.country')}
          hint={t('candidate.profile.phone.countryHint')}
          options={options}
          value={region}
          onChange={setChosen}
          placeholder={countries ? undefined : t('candidate.profile.personal.loading')}
          error={form.errors.countryCode}
        />
        <TextField
          label={t('candidate.profile.phone.number')}
          hint={t('candidate.profile.phone.numberHint')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_MAX_LENGTH}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={form.errors.phoneNumber}
        />
      </div>
      <PersonalFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
