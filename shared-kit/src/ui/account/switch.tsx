import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../class-names';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'role'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
};

/**
 * An on/off setting that applies at once (docs/design-system.md#checkbox-radiogroup-and-switch): a native checkbox
 * with `role="switch"`, so Space toggles it, the label toggles it, and screen readers say "on"/"off".
 */
export function Switch({ label, checked, onChange, hint, id, className, ...input }: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cx('sk-switch', className)}>
      <label className="sk-switch__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        id={inputId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={cx(hint != null && hintId, input['aria-describedby']) || undefined}
        className="sk-switch__control"
      />
      {hint != null && (
        <p className="sk-switch__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
