import { type FormEvent, useRef, useState } from 'react';
import { PROFILE_LIMITS, RRSS_IDS } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useFormSubmit } from 'shared-kit/ui/account';
import { TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { saveOnlineProfiles } from '../../api/save-online-profiles';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import {
  closeAndRefocus,
  focusFirstInvalid,
  PersonalFormActions,
  PersonalFormMessage,
} from '../../../../profile-sections/personal-form-parts';

const SECTION_ID = 'online-profiles';

/**
 * The entries in the order they are sent: the api names an error by the index in `rrss` (`rrss.0.value`), so each
 * field reads its error at its own index.
 */
const ENTRIES = [
  { rrssId: RRSS_IDS.linkedin, key: 'linkedin', label: 'candidate.profile.online.linkedin' },
  { rrssId: RRSS_IDS.site, key: 'site', label: 'candidate.profile.online.site' },
] as const;

const savedLink = (profile: CandidateProfileResponse, rrssId: number) =>
  profile.user.candidate.rrss.find((entry) => entry.rrss_id === rrssId)?.value ?? '';

/**
 * The candidate's LinkedIn profile and own website (docs/candidate-area.md#online-profiles): saved as links the
 * api normalised, shown as links that open in a new tab.
 */
export function OnlineProfilesSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const saved = ENTRIES.map((entry) => ({ ...entry, value: savedLink(profile, entry.rrssId) })).filter(
    (entry) => entry.value,
  );
  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.online.title')}
      description={t('candidate.profile.online.description')}
      startOpen={saved.length === 0}
      view={
        saved.length === 0 ? (
          <p>{t('candidate.profile.online.empty')}</p>
        ) : (
          <dl className="candidate-personal-facts">
            {saved.map((entry) => (
              <div key={entry.key}>
                <dt>{t(entry.label)}</dt>
                <dd>
                  <a href={entry.value} target="_blank" rel="noopener noreferrer">
                    {entry.value}
                    <span className="sk-visually-hidden"> {t('candidate.profile.online.newTab')}</span>
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        )
      }
      form={(close) => (
        <OnlineProfilesForm profile={profile} onSaved={onChange} close={() => closeAndRefocus(SECTION_ID, close)} />
      )}
    />
  );
}

type FormProps = {
  profile: CandidateProfileResponse;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

function OnlineProfilesForm({ profile, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const [values, setValues] = useState<string[]>(() => ENTRIES.map((entry) => savedLink(profile, entry.rrssId)));
  const form = useFormSubmit(() => translate('candidate.profile.online.error' satisfies CandidateMessageId));
  const formElement = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await form.run(async () => {
      // Both entries every time: an empty one removes what was saved (docs/contracts.md#profile-and-settings).
      const rrss = ENTRIES.map((entry, index) => ({ rrss_id: entry.rrssId, value: values[index]?.trim() || null }));
      onSaved(await saveOnlineProfiles({ rrss }));
      notify.success(t('candidate.profile.online.saved'));
    });
    if (saved) close();
    else focusFirstInvalid(formElement.current);
  }

  return (
    <form ref={formElement} className="candidate-personal-form" onSubmit={submit} noValidate>
      <PersonalFormMessage message={form.message} />
      {ENTRIES.map((entry, index) => (
        <TextField
          key={entry.key}
          label={t(entry.label)}
          hint={t(
            entry.key === 'linkedin' ? 'candidate.profile.online.linkedinHint' : 'candidate.profile.online.siteHint',
          )}
          name={entry.key}
          type="url"
          inputMode="url"
          autoComplete="url"
          optional
          maxLength={PROFILE_LIMITS.url}
          value={values[index] ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            setValues((all) => all.map((value, i) => (i === index ? next : value)));
          }}
          error={form.errors[`rrss.${index}.value`]}
        />
      ))}
      <PersonalFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
