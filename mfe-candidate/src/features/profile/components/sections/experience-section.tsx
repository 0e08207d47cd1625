import type { Experience } from 'shared-kit/contracts';
import { CANDIDATE_RECORD_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { Combobox, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { createExperience } from '../../api/create-experience';
import { deleteExperience } from '../../api/delete-experience';
import { useCountries } from '../../../../profile-sections/api/get-countries';
import { highlightExperience } from '../../api/highlight-experience';
import { updateExperience } from '../../api/update-experience';
import type { ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { type EntryKind, EntryListSection, type ExtraFieldsProps } from './experience-education-list';

/** The experience's own fields besides title, company and dates: the city and the country (both optional). */
function ExperienceFields({ form }: ExtraFieldsProps) {
  const t = useTranslate<CandidateMessageId>();
  // Every country, named in the interface language by the api (docs/contracts.md#reference-lists).
  const list = useCountries();
  const countries =
    list.status === 'success' ? list.data.countries.map((c) => ({ value: String(c.id), label: c.name })) : [];
  return (
    <>
      <TextField {...form.field('lugar')} optional />
      <Combobox
        label={t('candidate.profile.experience.country')}
        options={countries}
        value={form.values.fk_pais_id || null}
        onChange={(value) => form.set('fk_pais_id', value ?? '')}
        error={form.error('fk_pais_id')}
      />
    </>
  );
}

/** The experience kind of the shared entry list: SPEC's fields puesto, empresa, lugar, fk_pais_id. */
function useExperienceKind(): EntryKind<Experience> {
  const list = useCountries();
  const countryOf = (id: number | null) =>
    list.status === 'success' && id !== null ? list.data.countries.find((c) => c.id === id) : undefined;
  return {
    id: 'experience',
    titleField: 'puesto',
    placeField: 'empresa',
    words: {
      title: 'candidate.profile.experience.title',
      description: 'candidate.profile.experience.description',
      emptyTitle: 'candidate.profile.experience.emptyTitle',
      empty: 'candidate.profile.experience.empty',
      listLabel: 'candidate.profile.experience.listLabel',
      add: 'candidate.profile.experience.add',
      addHeading: 'candidate.profile.experience.addHeading',
      titleField: 'candidate.profile.experience.puesto',
      placeField: 'candidate.profile.experience.empresa',
      saved: 'candidate.profile.experience.saved',
      deleted: 'candidate.profile.experience.deleted',
      deleteTitle: 'candidate.profile.experience.deleteTitle',
      error: 'candidate.profile.entries.error',
    },
    extraValues: (entry) => ({
      lugar: entry?.lugar ?? '',
      fk_pais_id: entry?.fk_pais_id ? String(entry.fk_pais_id) : '',
    }),
    // The city's bound, as the api's schema has it.
    extraRules: (t) => ({
      lugar: { label: t('candidate.profile.experience.lugar'), maxLength: CANDIDATE_RECORD_LIMITS.city },
    }),
    extraBody: (values) => ({
      lugar: values.lugar?.trim() || null,
      fk_pais_id: values.fk_pais_id ? Number(values.fk_pais_id) : null,
    }),
    extraFields: (props) => <ExperienceFields {...props} />,
    details: (entry) => {
      const country = countryOf(entry.fk_pais_id);
      return [entry.lugar ?? '', country?.name ?? ''];
    },
    calls: {
      create: createExperience,
      update: updateExperience,
      highlight: highlightExperience,
      remove: deleteExperience,
    },
  };
}

/**
 * The candidate's work experience (docs/candidate-area.md#languages-experience-education-and-skills): newest first,
 * the highlighted job first and marked; "I currently work here" sends no end date.
 */
export function ExperienceSection(props: ProfileSectionProps) {
  return <EntryListSection kind={useExperienceKind()} {...props} />;
}
