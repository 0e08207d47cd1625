import { type FormEvent, useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useFormSubmit } from 'shared-kit/ui/account';
import { Button, Card, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { updatePassword } from '../api/update-password';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The current password and a new one typed twice; other sessions end (docs/product-rules.md#account-settings). */
export function PasswordForm() {
  const t = useTranslate<CandidateMessageId>();
  const [values, setValues] = useState(EMPTY);
  // SPEC: a failed update shows the server's message, else its own sentence.
  const form = useFormSubmit(() => translate('candidate.notice.passwordUpdateError' satisfies CandidateMessageId));
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      form.reject(
        'password_confirmation',
        translate('candidate.settings.password.mismatch' satisfies CandidateMessageId),
      );
      return;
    }
    await form.run(async () => {
      const data = await updatePassword(values);
      setValues(EMPTY);
      notify.success(data.message || translate('candidate.notice.passwordUpdated' satisfies CandidateMessageId));
    });
  }

  return (
    <Card as="section" className="candidate-settings-card" aria-labelledby="settings-password-heading">
      <h2 id="settings-password-heading">{t('candidate.settings.password.heading')}</h2>
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('candidate.settings.password.current')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          maxLength={255}
          required
          value={values.current_password}
          onChange={set('current_password')}
          error={form.errors.current_password}
        />
        <TextField
          label={t('candidate.settings.password.new')}
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={255}
          required
          value={values.password}
          onChange={set('password')}
          error={form.errors.password}
          hint={t('candidate.settings.password.hint')}
        />
        <TextField
          label={t('candidate.settings.password.repeat')}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          maxLength={255}
          required
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={form.errors.password_confirmation}
        />
        <Button type="submit" loading={form.pending}>
          {t('candidate.settings.password.submit')}
        </Button>
      </form>
    </Card>
  );
}
