import { type FormEvent, useState } from 'react';
import { PROFILE_LIMITS } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { RichTextEditor, useFormSubmit } from 'shared-kit/ui/account';
import type { CandidateMessageId } from '../../../../locales';
import { updatePreferences } from '../../api/update-preferences';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndFocusEdit, PreferencesFormActions, PreferencesFormMessage } from './preferences-form-parts';

const SECTION_ID = 'presentation-letter';

/**
 * The presentation letter (docs/candidate-area.md#presentation-letter-sectors-and-preferences): rich text written in
 * RichTextEditor, saved with `PATCH /api/candidates/preferences {presentation_letter}`, shown as the server
 * sanitised it.
 */
export function LetterSection({ profile, onChange }: ProfileSectionProps) {
  const t = useTranslate<CandidateMessageId>();
  const html = profile.user.candidate.presentation_letter_html;
  return (
    <ProfileSection
      id={SECTION_ID}
      title={t('candidate.profile.letter.title')}
      description={t('candidate.profile.letter.description')}
      startOpen={!html}
      view={
        html ? (
          // Only `presentation_letter_html` is ever rendered as markup: the api sanitised it with an allow-list
          // before storing it (docs/security.md#rich-text: paragraphs, bold, italic, lists, safe links; no script,
          // no attribute but a link's), so it is shown as the letter's formatting rather than escaped as text.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised markup, see above.
          <div className="candidate-letter" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="candidate-prefs__empty">{t('candidate.profile.letter.empty')}</p>
        )
      }
      form={(close) => (
        <LetterForm profile={profile} onSaved={onChange} close={() => closeAndFocusEdit(SECTION_ID, close)} />
      )}
    />
  );
}

type FormProps = {
  profile: CandidateProfileResponse;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

function LetterForm({ profile, onSaved, close }: FormProps) {
  const t = useTranslate<CandidateMessageId>();
  const [letter, setLetter] = useState(profile.user.candidate.presentation_letter_html ?? '');
  const form = useFormSubmit(() => translate('candidate.profile.letter.error' satisfies CandidateMessageId));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await form.run(async () => {
      // An empty editor ('') removes the letter.
      onSaved(await updatePreferences({ presentation_letter: letter || null }));
      notify.success(translate('candidate.profile.letter.saved' satisfies CandidateMessageId));
    });
    if (saved) close();
  }

  return (
    <form className="candidate-prefs-form" onSubmit={submit} noValidate>
      <PreferencesFormMessage message={form.message} />
      <RichTextEditor
        label={t('candidate.profile.letter.label')}
        hint={t('candidate.profile.letter.hint')}
        value={letter}
        onChange={setLetter}
        maxLength={PROFILE_LIMITS.presentationLetterText}
        error={form.errors.presentation_letter}
        disabled={form.pending}
      />
      <PreferencesFormActions pending={form.pending} onCancel={close} />
    </form>
  );
}
