import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './class-names';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
};

/**
 * A native checkbox with its label beside it (docs/design-system.md#checkbox-radiogroup-and-switch). The label is
 * part of the 44 px target, so the small box is easy to hit.
 */
export function Checkbox({ label, hint, id, className, ...input }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cx('sk-check', className)}>
      <input
        {...input}
        type="checkbox"
        id={inputId}
        aria-describedby={cx(hint != null && hintId, input['aria-describedby']) || undefined}
        className="sk-check__input"
      />
      <label className="sk-check__label" htmlFor={inputId}>
        {label}
      </label>
      {hint != null && (
        <p className="sk-check__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
