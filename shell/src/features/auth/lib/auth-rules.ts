import { ACCOUNT_LIMITS, PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import { translate } from 'shared-kit/i18n';
import type { FieldRule } from 'shared-kit/ui/form';
import type { ShellMessageId } from '../../../locales';

// The rules the account forms check before sending (docs/design-system.md#useform-and-errorsummary): the bounds of the api's
// schemas (auth.ts: ACCOUNT_LIMITS) and its password rule (PASSWORD_MIN_LENGTH); what only the server knows (the
// email taken, a common password) comes back as its 422 and lands on the same field.

const say = (id: ShellMessageId) => translate(id);

/** The account's email; `shape` where the api's schema checks `format: 'email'` (registering). */
export function emailRule<V>(shape = false): FieldRule<V> {
  return { label: say('shell.auth.email'), required: true, maxLength: ACCOUNT_LIMITS.email, email: shape };
}

type NewPassword = { password: string; password_confirmation: string };

/** A new password and its repetition, as registering and resetting check them. */
export function newPasswordRules<V extends NewPassword>(labels: { password: ShellMessageId; repeat: ShellMessageId }) {
  return {
    password: {
      label: say(labels.password),
      required: true,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: ACCOUNT_LIMITS.password,
    } satisfies FieldRule<V>,
    password_confirmation: {
      label: say(labels.repeat),
      required: true,
      maxLength: ACCOUNT_LIMITS.password,
      check: (value: string, values: V) =>
        values.password && value !== values.password ? say('shell.auth.passwordMismatch') : undefined,
    } satisfies FieldRule<V>,
  };
}
