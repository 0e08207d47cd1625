import type { Education } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Select } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { createEducation } from '../../api/create-education';
import { deleteEducation } from '../../api/delete-education';
import { highlightEducation } from '../../api/highlight-education';
import { updateEducation } from '../../api/update-education';
import type { ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { type EntryKind, EntryListSection, type ExtraFieldsProps } from './experience-education-list';

/** `tipo_formacion`, the api's `EDUCATION_TYPES` (docs/product-rules.md#candidate-records), named in the catalogue. */
const TYPES: Record<string, CandidateMessageId> = {
  '1': 'candidate.profile.education.type1',
  '2': 'candidate.profile.education.type2',
  '3': 'candidate.profile.education.type3',
  '4': 'candidate.profile.education.type4',
  '5': 'candidate.profile.education.type5',
  '6': 'candidate.profile.education.type6',
};

/** The kind of education, optional. */
function EducationFields({ form }: ExtraFieldsProps) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <Select
      id={form.fieldId('tipo_formacion')}
      name="tipo_formacion"
      label={t('candidate.profile.education.tipo_formacion')}
      optional
      placeholder=""
      options={Object.entries(TYPES).map(([value, id]) => ({ value, label: t(id) }))}
      value={form.values.tipo_formacion ?? ''}
      onChange={(event) => form.set('tipo_formacion', event.target.value)}
      error={form.error('tipo_formacion')}
    />
  );
}

/** The education kind of the shared entry list: SPEC's fields titulo, centro_estudios, tipo_formacion. */
function useEducationKind(): EntryKind<Education> {
  const t = useTranslate<CandidateMessageId>();
  return {
    id: 'education',
    titleField: 'titulo',
    placeField: 'centro_estudios',
    words: {
      title: 'candidate.profile.education.title',
      description: 'candidate.profile.education.description',
      emptyTitle: 'candidate.profile.education.emptyTitle',
      empty: 'candidate.profile.education.empty',
      listLabel: 'candidate.profile.education.listLabel',
      add: 'candidate.profile.education.add',
      addHeading: 'candidate.profile.education.addHeading',
      titleField: 'candidate.profile.education.titulo',
      placeField: 'candidate.profile.education.centro_estudios',
      saved: 'candidate.profile.education.saved',
      deleted: 'candidate.profile.education.deleted',
      deleteTitle: 'candidate.profile.education.deleteTitle',
      error: 'candidate.profile.entries.error',
    },
    extraValues: (entry) => ({ tipo_formacion: entry?.tipo_formacion ? String(entry.tipo_formacion) : '' }),
    extraBody: (values) => ({ tipo_formacion: values.tipo_formacion ? Number(values.tipo_formacion) : null }),
    extraFields: (props) => <EducationFields {...props} />,
    details: (entry) => {
      const type = entry.tipo_formacion ? TYPES[String(entry.tipo_formacion)] : undefined;
      return [type ? t(type) : ''];
    },
    calls: {
      create: createEducation,
      update: updateEducation,
      highlight: highlightEducation,
      remove: deleteEducation,
    },
  };
}

/**
 * The candidate's education (docs/candidate-area.md#languages-experience-education-and-skills): the same list and
 * form as the experience, with the kind of studies; "I am still studying here" sends no end date.
 */
export function EducationSection(props: ProfileSectionProps) {
  return <EntryListSection kind={useEducationKind()} {...props} />;
}
