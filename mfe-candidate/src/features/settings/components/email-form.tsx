import { type FormEvent, useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { updateSessionUser } from 'shared-kit/session';
import { useFormSubmit } from 'shared-kit/ui/account';
import { Button, Card, TextField } from 'shared-kit/ui';
import type { CandidateMessageId } from '../../../locales';
import { updateEmail } from '../api/update-email';

/** A new email address, confirmed with the password (docs/product-rules.md#account-settings). */
export function EmailForm({ current, onChanged }: { current: string; onChanged: (email: string) => void }) {
  const t = useTranslate<CandidateMessageId>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(() => translate('candidate.settings.email.error' satisfies CandidateMessageId));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.run(async () => {
      const data = await updateEmail({ email, password });
      updateSessionUser({ email: data.user.email });
      onChanged(data.user.email);
      setEmail('');
      setPassword('');
      notify.success(data.message || translate('candidate.notice.emailUpdated' satisfies CandidateMessageId));
    });
  }

  return (
    <Card as="section" className="candidate-settings-card" aria-labelledby="settings-email-heading">
      <h2 id="settings-email-heading">{t('candidate.settings.email.heading')}</h2>
      <p>{t('candidate.settings.email.current', { email: current })}</p>
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('candidate.settings.email.new')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={255}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.errors.email}
        />
        <TextField
          label={t('candidate.settings.email.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={255}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errors.password}
        />
        <Button type="submit" loading={form.pending}>
          {t('candidate.settings.email.submit')}
        </Button>
      </form>
    </Card>
  );
}
