// Where the focus goes when the letter, sectors or preferences section's form closes. Their form's frame (the summary,
// the message, Save and Cancel) is the personal sections' one, `PersonalForm` (profile-sections/personal-form-parts).
import { flushSync } from 'react-dom';

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
