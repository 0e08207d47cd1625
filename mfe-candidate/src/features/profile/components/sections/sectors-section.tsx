import { useMemo } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Chip, MultiCombobox, Skeleton } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { sectorName } from '../../../../sectors/sector-names';
import { useSectors } from '../../api/get-sectors';
import { updateInterests } from '../../api/update-interests';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndFocusEdit } from './preferences-form-parts';
import { PersonalForm } from '../../../../profile-sections/personal-form-parts';

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
      <ul className="sk-inline-list candidate-prefs__chips" aria-label={t('candidate.profile.sectors.chosen')}>
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
    // Sized by a class: the api writes this page's first HTML, where inline styles are refused.
  } else view = <Skeleton className="candidate-prefs__loading" label={t('candidate.profile.sectors.loading')} />;

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
          <Skeleton className="candidate-prefs__loading--form" label={t('candidate.profile.sectors.loading')} />
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

/** The chosen ids as the form toolkit keeps them: one string, comma-separated. */
const idsOf = (text: string) => (text ? text.split(',') : []);

function SectorsForm({ profile, sectors, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  // On the form toolkit (docs/design-system.md#useform-and-errorsummary): the api's bound on the list
  // (PROFILE_LIMITS.sectors) checked before sending; the chooser stops at it, a profile saved before the bound may not.
  const form = useForm<{ sectors: string }>({
    id: 'sectors',
    initial: { sectors: profile.user.candidate.categories.join(',') },
    rules: () => ({
      sectors: {
        label: t('candidate.profile.sectors.label'),
        check: (text) =>
          idsOf(text).length > PROFILE_LIMITS.sectors
            ? t('candidate.profile.sectors.tooMany', { max: PROFILE_LIMITS.sectors })
            : undefined,
      },
    }),
    failure: () => t('candidate.profile.sectors.error'),
  });
  const options = useMemo(() => sectors.map((sector) => ({ value: String(sector.id), label: sector.name })), [sectors]);

  const save = form.submit(async (values) => {
    onSaved(await updateInterests(idsOf(values.sectors).map(Number)));
    notify.success(t('candidate.profile.sectors.saved'));
  });

  return (
    <PersonalForm block="candidate-prefs-form" form={form} save={save} close={close}>
      <MultiCombobox
        label={t('candidate.profile.sectors.label')}
        hint={t('candidate.profile.sectors.hint', { max: PROFILE_LIMITS.sectors })}
        options={options}
        values={idsOf(form.values.sectors)}
        onChange={(ids) => form.set('sectors', ids.join(','))}
        max={PROFILE_LIMITS.sectors}
        error={form.error('sectors')}
      />
    </PersonalForm>
  );
}
