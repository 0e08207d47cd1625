// What the letter, sectors and preferences sections' forms share: the actions row, the form's own message, and
// where the focus goes when a form closes.
import { flushSync } from 'react-dom';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../../locales';

/** Save (busy while sending) and Cancel, at the end of a section's form. */
export function PreferencesFormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <div className="sk-actions candidate-prefs-form__actions">
      <Button type="submit" loading={pending}>
        {t('candidate.profile.preferences.actions.save')}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        {t('candidate.profile.preferences.actions.cancel')}
      </Button>
    </div>
  );
}

/** The form's own message (a failure no field explains), announced at once. */
export function PreferencesFormMessage({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="candidate-prefs-form__message">
      {message}
    </p>
  ) : null;
}

/**
 * Closes a section's form and puts the focus on the section's Edit button, which comes back in its place: the
 * form's controls disappear, and a focus left on nothing would send a keyboard user to the top of the page.
 */
export function closeAndFocusEdit(sectionId: string, close: () => void) {
  // Committed at once, so the Edit button is in the page to take the focus (a later frame may come before React's
  // commit, and the focus would be lost).
  flushSync(close);
  document.querySelector<HTMLElement>(`#${sectionId} [aria-expanded="false"]`)?.focus();
}
