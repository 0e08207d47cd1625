import { PASSWORD_MIN_LENGTH } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { TextField } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';

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
  const t = useTranslate<ShellMessageId>();
  return (
    <>
      <TextField
        id={id}
        label={label}
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange('password', event.target.value)}
        error={errors.password}
        hint={t('shell.auth.passwordRules', { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField
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
