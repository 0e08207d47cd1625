// What the "personal" sections (photo, name and location, phone, headline, online profiles) share: the Save and
// Cancel row of their forms, the form's own message, and where focus goes when a form closes.
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';

/** Save (the form's submit) and Cancel (closes the form, keeping what is saved). */
export function PersonalFormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <div className="sk-actions candidate-personal-form__actions">
      <Button type="submit" loading={pending}>
        {t('candidate.profile.personal.save')}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
        {t('candidate.profile.personal.cancel')}
      </Button>
    </div>
  );
}

/** The form's own message (a failure no field names): announced at once. */
export function PersonalFormMessage({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="candidate-personal-form__message">
      {message}
    </p>
  ) : null;
}

/**
 * Closes a section's form and puts focus on the section's Edit button once the frame shows it again: the button the
 * person was on (Save, Cancel) is gone with the form, and focus must not fall back to the top of the page.
 */
export function closeAndRefocus(sectionId: string, close: () => void) {
  close();
  // After React has rendered the closed frame.
  setTimeout(() => {
    document.getElementById(sectionId)?.querySelector<HTMLElement>(':scope > header button')?.focus();
  }, 0);
}
