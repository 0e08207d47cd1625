// What the profile sections' edit forms share: their form's frame (the error summary, the form's own message, Save and
// Cancel, closing once saved), used by the "personal" sections (photo, name and location, phone, headline, online
// profiles) and the letter, sectors and preferences sections; and where focus goes when a personal form closes.
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { CandidateProfileResponse } from './profile-state';
import { useTranslate } from 'shared-kit/i18n';
import { Button } from 'shared-kit/ui';
import { ErrorSummary, type FormError } from 'shared-kit/ui/form';
import type { CandidateMessageId } from '../locales';

/** What a section gives its edit form: the profile, what to do with the saved one, and how to close the form. */
export type SectionFormProps = {
  profile: CandidateProfileResponse;
  onSaved: (next: CandidateProfileResponse) => void;
  close: () => void;
};

type FormState = {
  formRef: RefObject<HTMLFormElement | null>;
  sent: boolean;
  errors: FormError[];
  focus: (name: string) => void;
  message: string;
  pending: boolean;
};

/**
 * A profile section's edit form on the form toolkit (docs/design-system.md#useform-and-errorsummary): every error at
 * once in the summary, the form's own message, the fields, then Save and Cancel; closed once `save` (the form's
 * `submit`) has saved, and `close` then puts the focus on the section's Edit button. `block` is the form's class (its
 * layout in styles/onboarding.css and styles/dashboard.css): the personal sections' by default, `candidate-prefs-form`
 * for the preferences'.
 */
export function PersonalForm({
  form,
  save,
  close,
  children,
  block = 'candidate-personal-form',
}: {
  form: FormState;
  save: (event: FormEvent) => Promise<boolean>;
  close: () => void;
  children: ReactNode;
  block?: 'candidate-personal-form' | 'candidate-prefs-form';
}) {
  const submit = async (event: FormEvent) => {
    if (await save(event)) close();
  };
  return (
    <form ref={form.formRef} className={block} onSubmit={submit} noValidate>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      <PersonalFormMessage block={block} message={form.message} />
      {children}
      <PersonalFormActions block={block} pending={form.pending} onCancel={close} />
    </form>
  );
}

/** Save (the form's submit) and Cancel (closes the form, keeping what is saved). */
function PersonalFormActions({ block, pending, onCancel }: { block: string; pending: boolean; onCancel: () => void }) {
  const t = useTranslate<CandidateMessageId>();
  return (
    <div className={`sk-actions ${block}__actions`}>
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
function PersonalFormMessage({ block, message }: { block: string; message: string }) {
  return message ? (
    <p role="alert" className={`${block}__message`}>
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
