import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { translate } from 'shared-kit/i18n';
import type { FieldRule } from 'shared-kit/ui/form';
import type { ShellMessageId } from '../../../locales';

// The rules the account forms check before sending (docs/design-system.md#useform-and-errorsummary): the bounds of the api's
// schemas (auth.ts: ACCOUNT_LIMITS); the new password's rules are shared-kit's `newPasswordRules`; what only the server knows (the
// email taken, a common password) comes back as its 422 and lands on the same field.

const say = (id: ShellMessageId) => translate(id);

/** The account's email; `shape` where the api's schema checks `format: 'email'` (registering). */
export function emailRule<V>(shape = false): FieldRule<V> {
  return { label: say('shell.auth.email'), required: true, maxLength: ACCOUNT_LIMITS.email, email: shape };
}
