import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_LIMITS } from 'shared-kit/constants';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { updateSessionUser } from 'shared-kit/session';
import type { KitMessageId } from '../../locales';
import { Button } from '../button';
import { Card } from '../card';
import { NewPasswordFields } from '../new-password-fields';
import { TextField } from '../text-field';
import { type AccountSettingsBase, updateEmail, updatePassword } from './update-account';
import { useFormSubmit } from './use-form-submit';

export type AccountEmailFormProps = {
  /** The area's account settings: `/api/candidates/account-settings` or `/api/companies/account-settings`. */
  base: AccountSettingsBase;
  /** The address signed in with, said in `words.current` ({email}); nothing is said while it is unknown. */
  current?: string;
  /**
   * The area's own words, ids of its catalogue (each area says them its way): the sentence with the current
   * address, the password's label, the button, the notice when the server sends none, and the failure.
   */
  words: { current: string; password: string; submit: string; saved: string; error: string };
  className?: string;
  /** Called with the new address once the server has taken it (the session's copy is already updated). */
  onChanged?: (email: string) => void;
};

/** A new sign-in email, confirmed with the password (docs/product-rules.md#account-settings). */
export function AccountEmailForm({ base, current, words, className, onChanged }: AccountEmailFormProps) {
  const t = useTranslate<KitMessageId>();
  const say = useTranslate();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit(() => translate(words.error));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await form.run(async () => {
      const data = await updateEmail(base, { email, password });
      updateSessionUser({ email: data.user.email });
      onChanged?.(data.user.email);
      setEmail('');
      setPassword('');
      notify.success(data.message || translate(words.saved));
    });
  }

  return (
    <Card as="section" className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('kit.account.email.heading')}</h2>
      {current && <p>{say(words.current, { email: current })}</p>}
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('kit.account.email.new')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={ACCOUNT_LIMITS.email}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.errors.email}
        />
        <TextField
          label={say(words.password)}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.password}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.errors.password}
        />
        <Button type="submit" loading={form.pending}>
          {say(words.submit)}
        </Button>
      </form>
    </Card>
  );
}

export type AccountPasswordFormProps = {
  /** The area's account settings: `/api/candidates/account-settings` or `/api/companies/account-settings`. */
  base: AccountSettingsBase;
  /**
   * The area's own words, ids of its catalogue: the new password's hint (if any), the refusal when the two new
   * passwords differ, the button, the notice when the server sends none, and the failure.
   */
  words: { hint?: string; mismatch: string; submit: string; saved: string; error: string };
  className?: string;
};

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The current password and a new one typed twice; other sessions end (docs/product-rules.md#account-settings). */
export function AccountPasswordForm({ base, words, className }: AccountPasswordFormProps) {
  const t = useTranslate<KitMessageId>();
  const say = useTranslate();
  const headingId = useId();
  const [values, setValues] = useState(EMPTY);
  const form = useFormSubmit(() => translate(words.error));
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      form.reject('password_confirmation', translate(words.mismatch));
      return;
    }
    await form.run(async () => {
      const data = await updatePassword(base, values);
      setValues(EMPTY);
      notify.success(data.message || translate(words.saved));
    });
  }

  return (
    <Card as="section" className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('kit.account.password.heading')}</h2>
      <form onSubmit={submit} noValidate>
        {form.message && <p role="alert">{form.message}</p>}
        <TextField
          label={t('kit.account.password.current')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          maxLength={ACCOUNT_LIMITS.password}
          required
          value={values.current_password}
          onChange={set('current_password')}
          error={form.errors.current_password}
        />
        <NewPasswordFields
          labels={{ password: t('kit.account.password.new'), repeat: t('kit.account.password.repeat') }}
          hint={words.hint && say(words.hint)}
          values={values}
          onChange={(field, value) => setValues({ ...values, [field]: value })}
          errors={form.errors}
        />
        <Button type="submit" loading={form.pending}>
          {say(words.submit)}
        </Button>
      </form>
    </Card>
  );
}
