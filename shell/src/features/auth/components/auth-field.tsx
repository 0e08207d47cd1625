import { useTranslate } from 'shared-kit/i18n';
import { TextField } from 'shared-kit/ui';
import type { ShellMessageId } from '../../../locales';

type EmailProps = { id: string; value: string; onChange: (value: string) => void; error?: string };

/** The account's email, as every auth form asks for it (a TextField: label, error and aria-invalid wired). */
export function EmailField({ id, value, onChange, error }: EmailProps) {
  const t = useTranslate<ShellMessageId>();
  return (
    <TextField
      id={id}
      label={t('shell.auth.email')}
      type="email"
      required
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
