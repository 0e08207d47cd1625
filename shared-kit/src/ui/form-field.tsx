import { type ReactNode, useId } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';
import { cx } from './class-names';

/** What a field hands its control, so the control is labelled, described and marked invalid. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** The props every labelled control shares (TextField, TextArea, Select, DateInput). */
export type FieldProps = {
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** Shown under the control, read with it, and announced when it appears. */
  error?: ReactNode;
  /** Marks the field "(optional)"; required fields carry no mark, as most fields of a form are required. */
  optional?: boolean;
};

export type FormFieldProps = FieldProps & {
  /** The control's id (default: a generated one). */
  id?: string;
  className?: string;
  /** More ids the control is described by (a counter), read after the error and the hint. */
  describedBy?: string;
  /** Renders the control with the props that tie it to the label, the hint and the error. */
  children: (field: FieldControlProps) => ReactNode;
  /** Rendered after the error, inside the field (TextArea's counter). */
  footer?: ReactNode;
};

/**
 * A label, a hint, a control and its error, wired together (docs/design-system.md#formfield): the label names the
 * control, the error and hint describe it, `aria-invalid` marks it. The error sits in a polite live region that is
 * always present, so a message that appears after a submit or a blur is announced once, without interrupting.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  describedBy,
  footer,
  children,
}: FormFieldProps) {
  const t = useTranslate<KitMessageId>();
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error != null && error !== false && error !== '';
  const described = cx(invalid && errorId, hint != null && hintId, describedBy) || undefined;
  return (
    <div className={cx('sk-field', invalid && 'sk-field--invalid', className)}>
      <label className="sk-field__label" htmlFor={controlId}>
        {label}
        {optional && <span className="sk-field__optional"> ({t('kit.ui.field.optional')})</span>}
      </label>
      {hint != null && (
        <p className="sk-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': described, 'aria-invalid': invalid || undefined })}
      <p className="sk-field__error" id={errorId} aria-live="polite">
        {invalid ? error : null}
      </p>
      {footer}
    </div>
  );
}
