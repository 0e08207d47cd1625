import { PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import { AuthField } from './auth-field';

const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters; not your email address and not a common password.`;

export type NewPassword = { password: string; password_confirmation: string };

type Props = {
  /** The id prefix of both inputs (`<id>` and `<id>-confirmation`). */
  id: string;
  label: string;
  repeatLabel: string;
  value: NewPassword;
  onChange: (field: keyof NewPassword, value: string) => void;
  errors: Record<string, string>;
};

/** A new password with its rules (docs/auth.md) and its confirmation: registering and resetting a password. */
export function NewPasswordFields({ id, label, repeatLabel, value, onChange, errors }: Props) {
  return (
    <>
      <AuthField
        id={id}
        label={label}
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={errors.password}
        hint={PASSWORD_RULES}
      />
      <AuthField
        id={`${id}-confirmation`}
        label={repeatLabel}
        type="password"
        required
        autoComplete="new-password"
        value={value.password_confirmation}
        onChange={(event) => onChange('password_confirmation', event.target.value)}
        error={errors.password_confirmation}
      />
    </>
  );
}
