import { type FormEvent, useMemo, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/constants';
import { currentLocale, translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useFormSubmit } from 'shared-kit/ui/account';
import { AreaError, Chip, MultiCombobox, Skeleton } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { sectorName } from '../../../../sectors/sector-names';
import { useSectors } from '../../api/get-sectors';
import { updateInterests } from '../../api/update-interests';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndFocusEdit, PreferencesFormActions, PreferencesFormMessage } from './preferences-form-parts';

const SECTION_ID = 'sectors';

/** The sectors with their names in the interface language, sorted by those names. */
function useNamedSectors() {
  const t = useTranslate<CandidateMessageId>();
  const loaded = useSectors();
  const sectors = loaded.status === 'success' ? loaded.data.sectors : null;
  const named = useMemo(
    () =>
      sectors
        ?.map((sector) => ({ id: sector.id, name: sectorName(sector, t) }))
        .sort((a, b) => a.name.localeCompare(b.name, currentLocale())) ?? null,
    [sectors, t],
  );
  return { loaded, named };
}

/**
 * The sectors the candidate wants to work in (docs/candidate-area.md#presentation-letter-sectors-and-preferences):
 * at most 20, chosen in a MultiCombobox, saved with `PATCH /api/candidates/interests {sectors}`.
 */
export function SectorsSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const { loaded, named } = useNamedSectors();
  const chosen = profile.user.candidate.categories;
  let view: React.ReactNode;
  if (chosen.length === 0) view = <p className="candidate-prefs__empty">{t('candidate.profile.sectors.empty')}</p>;
  else if (named) {
    view = (
      <ul className="candidate-prefs__chips" aria-label={t('candidate.profile.sectors.chosen')}>
        {named
          .filter((sector) => chosen.includes(sector.id))
          .map((sector) => (
            <li key={sector.id}>
              <Chip>{sector.name}</Chip>
            </li>
          ))}
      </ul>
    );
  } else if (loaded.status === 'error') {
    view = <p>{t('candidate.profile.sectors.count', { count: chosen.length })}</p>;
  } else view = <Skeleton height={44} label={t('candidate.profile.sectors.loading')} />;

  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.sectors.title')}
      description={t('candidate.profile.sectors.description')}
      startOpen={chosen.length === 0}
      view={view}
      form={(close) =>
        loaded.status === 'error' ? (
          <AreaError message={t('candidate.profile.sectors.loadError')} onRetry={loaded.retry} />
        ) : named ? (
          <SectorsForm
            profile={profile}
            sectors={named}
            onSaved={onChange}
            close={() => closeAndFocusEdit(SECTION_ID, close)}
          />
        ) : (
          <Skeleton height={96} label={t('candidate.profile.sectors.loading')} />
        )
      }
    />
  );
}

type FormProps = {
  profile: CandidateProfileResponse;
  sectors: { id: number; name: string }[];
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

function SectorsForm({ profile, sectors, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const [values, setValues] = useState(() => profile.user.candidate.categories.map(String));
  const form = useFormSubmit(() => translate('candidate.profile.sectors.error' satisfies CandidateMessageId));
  const options = useMemo(() => sectors.map((sector) => ({ value: String(sector.id), label: sector.name })), [sectors]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await form.run(async () => {
      onSaved(await updateInterests(values.map(Number)));
      notify.success(translate('candidate.profile.sectors.saved' satisfies CandidateMessageId));
    });
    if (saved) close();
  }

  return (
    <form className="candidate-prefs-form" onSubmit={submit} noValidate>
      <PreferencesFormMessage message={form.message} />
      <MultiCombobox
        label={t('candidate.profile.sectors.label')}
        hint={t('candidate.profile.sectors.hint', { max: PROFILE_LIMITS.sectors })}
        options={options}
        values={values}
        onChange={setValues}
        max={PROFILE_LIMITS.sectors}
        error={form.errors.sectors}
      />
      <PreferencesFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
