import { ACCOUNT_LIMITS } from 'shared-kit/account-rules';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/account-rules';
import { translate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import type { FieldRule } from './form/rules';
import { TextField } from './text-field';

type PasswordField = 'password' | 'password_confirmation';
type NewPassword = Record<PasswordField, string>;

/**
 * The rules of a new password and its repetition for `useForm` (docs/design-system.md#newpasswordfields): the api's
 * bounds (PASSWORD_MIN_LENGTH, ACCOUNT_LIMITS.password) and the two typed the same, said under the repetition.
 * `required: false` for a form where the password is optional (the account settings: empty keeps the old one).
 */
export function newPasswordRules<V extends NewPassword>(
  labels: { password: string; repeat: string },
  { required = true }: { required?: boolean } = {},
) {
  return {
    password: {
      label: labels.password,
      required,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: ACCOUNT_LIMITS.password,
    } satisfies FieldRule<V>,
    password_confirmation: {
      label: labels.repeat,
      required: required,
      maxLength: ACCOUNT_LIMITS.password,
      check: (value: string, values: V) =>
        values.password && value !== values.password
          ? translate('kit.form.passwordMismatch' satisfies KitMessageId)
          : undefined,
    } satisfies FieldRule<V>,
  };
}

/** What `useForm`'s `field(name)` gives a TextField. */
type Bound = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  maxLength?: number;
};

export type NewPasswordFieldsProps = {
  /** Said under the new password (its rules), if given. */
  hint?: string;
} & (
  | {
      /** The form on the toolkit (`useForm` with `newPasswordRules`): labels, values, errors and checks come from it. */
      form: { field: (name: PasswordField) => Bound };
    }
  | {
      form?: undefined;
      /** The two labels in the area's words: the new password and its repetition. */
      labels: { password: string; repeat: string };
      values: Record<PasswordField, string>;
      onChange: (field: PasswordField, value: string) => void;
      /** The form's field errors (the server's, or the form's own mismatch on `password_confirmation`). */
      errors: Partial<Record<string, string>>;
    }
);

/**
 * A new password typed twice, as every form that sets one asks it (registering a candidate or a company, resetting
 * it, the account settings): `password` and `password_confirmation`, bound to PASSWORD_MIN_LENGTH and
 * ACCOUNT_LIMITS.password characters (docs/design-system.md#newpasswordfields). The form itself refuses two different
 * passwords before sending.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const field = (name: PasswordField) => {
    const common = { type: 'password', autoComplete: 'new-password', maxLength: ACCOUNT_LIMITS.password };
    if (props.form) return { ...props.form.field(name), ...common };
    return {
      ...common,
      name,
      required: true,
      label: name === 'password' ? props.labels.password : props.labels.repeat,
      value: props.values[name],
      onChange: (event: { target: { value: string } }) => props.onChange(name, event.target.value),
      error: props.errors[name],
    };
  };
  return (
    <>
      <TextField hint={props.hint} minLength={PASSWORD_MIN_LENGTH} {...field('password')} />
      <TextField {...field('password_confirmation')} />
    </>
  );
}
