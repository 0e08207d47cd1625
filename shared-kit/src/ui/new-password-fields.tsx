import { ACCOUNT_LIMITS, PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import { TextField } from './text-field';

type PasswordField = 'password' | 'password_confirmation';

export type NewPasswordFieldsProps = {
  /** The two labels in the area's words: the new password and its repetition. */
  labels: { password: string; repeat: string };
  /** Said under the new password (its rules), if given. */
  hint?: string;
  values: Record<PasswordField, string>;
  onChange: (field: PasswordField, value: string) => void;
  /** The form's field errors (the server's, or the form's own mismatch on `password_confirmation`). */
  errors: Partial<Record<string, string>>;
};

/**
 * A new password typed twice, as every form that sets one asks it (registering a candidate or a company, the account
 * settings): `password` and `password_confirmation`, bound to PASSWORD_MIN_LENGTH and ACCOUNT_LIMITS.password characters
 * (docs/design-system.md#newpasswordfields). The form itself refuses two different passwords before sending.
 */
export function NewPasswordFields({ labels, hint, values, onChange, errors }: NewPasswordFieldsProps) {
  const field = (name: PasswordField) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    maxLength: ACCOUNT_LIMITS.password,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name],
  });
  return (
    <>
      <TextField label={labels.password} hint={hint} minLength={PASSWORD_MIN_LENGTH} {...field('password')} />
      <TextField label={labels.repeat} {...field('password_confirmation')} />
    </>
  );
}
