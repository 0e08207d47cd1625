import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { ShellMessageId } from '../../../locales';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its hint and its error, wired for screen readers (auth forms of the shell). */
export function AuthField({ id, label, error, hint, ...input }: Props) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={described} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

type EmailProps = { id: string; value: string; onChange: (value: string) => void; error?: string };

/** The account's email, as every auth form asks for it. */
export function EmailField({ id, value, onChange, error }: EmailProps) {
  const t = useTranslate<ShellMessageId>();
  return (
    <AuthField
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
