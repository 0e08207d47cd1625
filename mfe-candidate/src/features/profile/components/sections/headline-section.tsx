import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { TextField } from 'shared-kit/ui';
import { useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { updateField } from '../../api/update-field';
import type { ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndRefocus, PersonalForm, type SectionFormProps } from '../../../../profile-sections/personal-form-parts';

const SECTION_ID = 'headline';

/**
 * One line that says who the candidate is ("Bilingual customer support agent, German and Spanish"), at most 150
 * characters (docs/candidate-area.md#headline): what a company reads first in a search.
 */
export function HeadlineSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const headline = profile.user.candidate.headline;
  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.headline.title')}
      description={t('candidate.profile.headline.description')}
      startOpen={!headline}
      view={<p className="candidate-personal-headline">{headline || t('candidate.profile.headline.empty')}</p>}
      form={(close) => (
        <HeadlineForm profile={profile} onSaved={onChange} close={() => closeAndRefocus(SECTION_ID, close)} />
      )}
    />
  );
}

function HeadlineForm({ profile, onSaved, close }: SectionFormProps) {
  const t = useTranslate<CandidateMessageId>();
  const max = PROFILE_LIMITS.headline;
  // On the form toolkit (docs/design-system.md#useform-and-errorsummary): the api's bound checked before sending (a
  // headline saved before the bound, or pasted past it), the api's 422 on the field.
  const form = useForm<{ headline: string }>({
    id: 'headline',
    initial: { headline: profile.user.candidate.headline ?? '' },
    rules: () => ({ headline: { label: t('candidate.profile.headline.label'), maxLength: max } }),
    failure: () => t('candidate.profile.headline.error'),
  });
  const headline = form.values.headline;

  const save = form.submit(async (values) => {
    // An empty line clears the headline.
    onSaved(await updateField('headline', values.headline.trim() || null));
    notify.success(t('candidate.profile.headline.saved'));
  });

  return (
    <PersonalForm form={form} save={save} close={close}>
      <TextField
        {...form.field('headline')}
        // The count is part of the hint, so it is read with the field; the browser stops typing at the limit.
        hint={t('candidate.profile.headline.count', { count: [...headline].length, max })}
        placeholder={t('candidate.profile.headline.placeholder')}
      />
    </PersonalForm>
  );
}
