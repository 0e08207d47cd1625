import { RRSS_IDS } from 'shared-kit/constants';
import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import { onlineProfileOf } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { TextField } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { saveOnlineProfiles } from '../../api/save-online-profiles';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndRefocus, PersonalForm, type SectionFormProps } from '../../../../profile-sections/personal-form-parts';

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
          <dl className="sk-facts candidate-personal-facts">
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

/** The form's fields, by the api's names of them (`rrss.0.value`), so its 422 lands on the field it names. */
type Values = Record<`rrss.${number}.value`, string>;
const fieldName = (index: number) => `rrss.${index}.value` as const;

function OnlineProfilesForm({ profile, onSaved, close }: SectionFormProps) {
  const t = useTranslate<CandidateMessageId>();
  // On the form toolkit (docs/design-system.md#useform-and-errorsummary): each address checked before sending by the
  // api's own rule (onlineProfileOf), every error at its field and in the summary; the api's 422 on the same fields.
  const form = useForm<Values>({
    id: SECTION_ID,
    initial: Object.fromEntries(ENTRIES.map((entry, index) => [fieldName(index), savedLink(profile, entry.rrssId)])),
    rules: () =>
      Object.fromEntries(
        ENTRIES.map((entry, index) => {
          const label = t(entry.label);
          const check = (value: string) => {
            const checked = onlineProfileOf(entry.key === 'linkedin' ? 'linkedin' : 'website', value);
            if (!('problem' in checked)) return undefined;
            if (checked.problem === 'format') return t('candidate.profile.online.format', { label });
            if (checked.problem === 'linkedin') return t('candidate.profile.online.linkedinHost', { label });
            return t('candidate.profile.online.tooLong', { label, max: PROFILE_LIMITS.url });
          };
          return [fieldName(index), { label, maxLength: PROFILE_LIMITS.url, check }];
        }),
      ),
    failure: () => t('candidate.profile.online.error'),
  });

  const save = form.submit(async (values) => {
    // Both entries every time: an empty one removes what was saved (docs/contracts.md#profile-and-settings).
    const rrss = ENTRIES.map((entry, index) => ({
      rrss_id: entry.rrssId,
      value: values[fieldName(index)]?.trim() || null,
    }));
    onSaved(await saveOnlineProfiles({ rrss }));
    notify.success(t('candidate.profile.online.saved'));
  });

  return (
    <PersonalForm form={form} save={save} close={close}>
      {ENTRIES.map((entry, index) => (
        <TextField
          key={entry.key}
          {...form.field(fieldName(index))}
          hint={t(
            entry.key === 'linkedin' ? 'candidate.profile.online.linkedinHint' : 'candidate.profile.online.siteHint',
          )}
          type="url"
          inputMode="url"
          autoComplete="url"
          optional
        />
      ))}
    </PersonalForm>
  );
}
