import { useMemo, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import type { CountryChoice } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Combobox, TextField } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../locales';
import { useCountries } from './api/get-countries';
import { savePhone } from './api/save-phone';
import type { ProfileSectionProps } from './profile-state';
import { ProfileSection } from './profile-section';
import { closeAndRefocus, PersonalForm, type SectionFormProps } from './personal-form-parts';

const SECTION_ID = 'phone';

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

type FormProps = SectionFormProps & { countries: CountryChoice[] | null };

function PhoneForm({ profile, countries, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const { user } = profile;
  // The number's own country, else the candidate's country (the api falls back to it as well).
  const home = countries?.find((one) => one.id === user.fk_pais_id)?.iso2 ?? null;
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const region = chosen === undefined ? (user.phone?.countryCode ?? home) : chosen;
  // On the form toolkit (docs/design-system.md#useform-and-errorsummary): the number's bound checked before sending
  // (PROFILE_LIMITS.phone, the api's); whether it is a real number is the api's (libphonenumber-js), on the field.
  const form = useForm<{ phoneNumber: string; countryCode: string }>({
    id: 'phone',
    initial: { phoneNumber: user.phone?.formatNational ?? user.phone?.phoneNumber ?? '', countryCode: '' },
    rules: () => ({ phoneNumber: { label: t('candidate.profile.phone.number'), maxLength: PROFILE_LIMITS.phone } }),
    failure: () => t('candidate.profile.phone.error'),
  });
  const options = useMemo(
    () => (countries ?? []).flatMap((one) => (one.iso2 ? [{ value: one.iso2, label: one.name, hint: one.iso2 }] : [])),
    [countries],
  );

  const save = form.submit(async (values) => {
    const answer = await savePhone({ phoneNumber: values.phoneNumber.trim(), countryCode: region });
    onSaved({ ...profile, user: { ...profile.user, phone: answer.phone }, tasks: answer.tasks });
    notify.success(t(answer.phone ? 'candidate.profile.phone.saved' : 'candidate.profile.phone.removed'));
  });

  return (
    <PersonalForm form={form} save={save} close={close}>
      <div className="sk-two-columns candidate-personal-form__pair">
        <Combobox
          label={t('candidate.profile.phone.country')}
          hint={t('candidate.profile.phone.countryHint')}
          options={options}
          value={region}
          onChange={(value) => {
            setChosen(value);
            // The country is the toolkit's too, so a new choice drops the api's message about it.
            form.set('countryCode', value ?? '');
          }}
          placeholder={countries ? undefined : t('candidate.profile.personal.loading')}
          error={form.error('countryCode')}
        />
        <TextField
          {...form.field('phoneNumber')}
          hint={t('candidate.profile.phone.numberHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
    </PersonalForm>
  );
}
