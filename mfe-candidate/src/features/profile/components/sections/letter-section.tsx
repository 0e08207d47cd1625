import { PROFILE_LIMITS } from 'shared-kit/account-rules';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { RichTextEditor, richTextLengthOf } from 'shared-kit/ui/account';
import { useForm } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../../../../locales';
import { updatePreferences } from '../../api/update-preferences';
import type { CandidateProfileResponse, ProfileSectionProps } from '../../../../profile-sections/profile-state';
import { ProfileSection } from '../../../../profile-sections/profile-section';
import { closeAndFocusEdit } from './preferences-form-parts';
import { PersonalForm } from '../../../../profile-sections/personal-form-parts';

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
  const max = PROFILE_LIMITS.presentationLetterText;
  const label = t('candidate.profile.letter.label');
  // On the form toolkit (docs/design-system.md#useform-and-errorsummary): the api's two bounds checked before sending
  // (PROFILE_LIMITS: the text without markup, as the api counts it, and the markup sent), the api's 422 on the editor.
  const form = useForm<{ presentation_letter: string }>({
    id: SECTION_ID,
    initial: { presentation_letter: profile.user.candidate.presentation_letter_html ?? '' },
    rules: () => ({
      presentation_letter: {
        label,
        check: (html) =>
          richTextLengthOf(html) > max
            ? t('candidate.profile.letter.tooLong', { label, max: formatCount(max) })
            : [...html].length > PROFILE_LIMITS.presentationLetterHtml
              ? t('candidate.profile.letter.tooMuchMarkup', { label })
              : undefined,
      },
    }),
    failure: () => t('candidate.profile.letter.error'),
  });

  const save = form.submit(async (values) => {
    // An empty editor ('') removes the letter.
    onSaved(await updatePreferences({ presentation_letter: values.presentation_letter || null }));
    notify.success(t('candidate.profile.letter.saved'));
  });

  return (
    <PersonalForm block="candidate-prefs-form" form={form} save={save} close={close}>
      <RichTextEditor
        id={form.fieldId('presentation_letter')}
        label={label}
        hint={t('candidate.profile.letter.hint')}
        value={form.values.presentation_letter}
        onChange={(html) => form.set('presentation_letter', html)}
        maxLength={max}
        error={form.error('presentation_letter')}
        disabled={form.pending}
      />
    </PersonalForm>
  );
}
