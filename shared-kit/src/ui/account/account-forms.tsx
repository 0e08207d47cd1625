import { type ReactNode, useId } from 'react';
import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { updateSessionUser } from 'shared-kit/session';
import type { KitMessageId } from '../../locales';
import { Button } from '../button';
import { Card } from '../card';
import { ErrorSummary } from '../form/error-summary';
import { type Form, useForm } from '../form/use-form';
import { NewPasswordFields, newPasswordRules } from '../new-password-fields';
import { TextField } from '../text-field';
import { type AccountSettingsBase, updateEmail, updatePassword } from './update-account';

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
  // The bounds of the api's account-settings schemas (ACCOUNT_LIMITS); a wrong password or a taken address is the
  // api's 422 on its field.
  const form = useForm<{ email: string; password: string }>({
    initial: { email: '', password: '' },
    rules: () => ({
      email: { label: t('kit.account.email.new'), required: true, maxLength: ACCOUNT_LIMITS.email, email: true },
      password: { label: say(words.password), required: true, maxLength: ACCOUNT_LIMITS.password },
    }),
    failure: () => translate(words.error),
  });
  const submit = form.submit(async (values) => {
    const data = await updateEmail(base, values);
    updateSessionUser({ email: data.user.email });
    onChanged?.(data.user.email);
    form.set('email', '');
    form.set('password', '');
    notify.success(data.message || translate(words.saved));
  });

  return (
    <AccountCard className={className} headingId={headingId} heading={t('kit.account.email.heading')}>
      {current && <p>{say(words.current, { email: current })}</p>}
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <FormHead form={form} />
        <TextField {...form.field('email')} type="email" autoComplete="email" />
        <TextField {...form.field('password')} type="password" autoComplete="current-password" />
        <Button type="submit" loading={form.pending}>
          {say(words.submit)}
        </Button>
      </form>
    </AccountCard>
  );
}

export type AccountPasswordFormProps = {
  /** The area's account settings: `/api/candidates/account-settings` or `/api/companies/account-settings`. */
  base: AccountSettingsBase;
  /**
   * The area's own words, ids of its catalogue: the new password's hint (if any), the button, the notice when the
   * server sends none, and the failure. Two different new passwords are refused in the kit's words.
   */
  words: { hint?: string; submit: string; saved: string; error: string };
  className?: string;
};

type PasswordValues = { current_password: string; password: string; password_confirmation: string };
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** The current password and a new one typed twice; other sessions end (docs/product-rules.md#account-settings). */
export function AccountPasswordForm({ base, words, className }: AccountPasswordFormProps) {
  const t = useTranslate<KitMessageId>();
  const say = useTranslate();
  const headingId = useId();
  const form = useForm<PasswordValues>({
    initial: EMPTY,
    rules: () => ({
      current_password: {
        label: t('kit.account.password.current'),
        required: true,
        maxLength: ACCOUNT_LIMITS.password,
      },
      ...newPasswordRules<PasswordValues>({
        password: t('kit.account.password.new'),
        repeat: t('kit.account.password.repeat'),
      }),
    }),
    failure: () => translate(words.error),
  });
  const submit = form.submit(async (values) => {
    const data = await updatePassword(base, values);
    for (const name of Object.keys(EMPTY) as (keyof PasswordValues)[]) form.set(name, '');
    notify.success(data.message || translate(words.saved));
  });

  return (
    <AccountCard className={className} headingId={headingId} heading={t('kit.account.password.heading')}>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <FormHead form={form} />
        <TextField {...form.field('current_password')} type="password" autoComplete="current-password" />
        <NewPasswordFields form={form} hint={words.hint && say(words.hint)} />
        <Button type="submit" loading={form.pending}>
          {say(words.submit)}
        </Button>
      </form>
    </AccountCard>
  );
}

/** The card of one account form, named by its heading. */
function AccountCard(props: { className?: string; headingId: string; heading: string; children: ReactNode }) {
  return (
    <Card as="section" className={props.className} aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.heading}</h2>
      {props.children}
    </Card>
  );
}

/** Above a form's fields: every error once a send was tried, and the form's own message. */
function FormHead({ form }: { form: Pick<Form<Record<string, string>>, 'sent' | 'errors' | 'focus' | 'message'> }) {
  return (
    <>
      {form.sent && <ErrorSummary errors={form.errors} onSelect={form.focus} />}
      {form.message && <p role="alert">{form.message}</p>}
    </>
  );
}
