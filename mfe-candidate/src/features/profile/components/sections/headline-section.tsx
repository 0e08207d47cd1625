import { type FormEvent, useRef, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useFormSubmit } from 'shared-kit/ui/account';
import { TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';
import { updateField } from '../../api/update-field';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import {
  closeAndRefocus,
  focusFirstInvalid,
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
  const [headline, setHeadline] = useState(profile.user.candidate.headline ?? '');
  const form = useFormSubmit(() => translate('candidate.profile.headline.error' satisfies CandidateMessageId));
  const formElement = useRef<HTMLFormElement>(null);
  const max = PROFILE_LIMITS.headline;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await form.run(async () => {
      // An empty line clears the headline.
      onSaved(await updateField('headline', headline.trim() || null));
      notify.success(t('candidate.profile.headline.saved'));
    });
    if (saved) close();
    else focusFirstInvalid(formElement.current);
  }

  return (
    <form ref={formElement} className="candidate-personal-form" onSubmit={submit} noValidate>
      <PersonalFormMessage message={form.message} />
      <TextField
        label={t('candidate.profile.headline.label')}
        // The count is part of the hint, so it is read with the field; the browser stops typing at the limit.
        hint={t('candidate.profile.headline.count', { count: headline.length, max })}
        name="headline"
        maxLength={max}
        placeholder={t('candidate.profile.headline.placeholder')}
        value={headline}
        onChange={(event) => setHeadline(event.target.value)}
        error={form.errors.headline}
      />
      <PersonalFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
