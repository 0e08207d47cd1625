import type { FormEvent } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { TextField } from 'shared-kit/ui';
import { ErrorSummary, useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { updateField } from '../../api/update-field';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import {
  closeAndRefocus,
  PersonalFormActions,
  PersonalFormMessage,
} from '../../../../profile-sections/personal-form-parts';

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

type FormProps = {
  profile: CandidateProfileResponse;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

function HeadlineForm({ profile, onSaved, close }: FormProps) {
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
  const submit = async (event: FormEvent) => {
    if (await save(event)) close();
  };

  return (
    <form ref={form.formRef} className="candidate-personal-form" onSubmit={submit} noValidate>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      <PersonalFormMessage message={form.message} />
      <TextField
        {...form.field('headline')}
        // The count is part of the hint, so it is read with the field; the browser stops typing at the limit.
        hint={t('candidate.profile.headline.count', { count: [...headline].length, max })}
        placeholder={t('candidate.profile.headline.placeholder')}
      />
      <PersonalFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
