import { type ReactNode, useId } from 'react';
import { cx } from '../class-names';

export type RadioGroupProps = {
  legend: ReactNode;
  /** The radios' form name. */
  name: string;
  options: { value: string; label: ReactNode; hint?: ReactNode }[];
  /** The chosen option's value; null (or a value no option has) when none is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/**
 * One choice among a few, all visible (docs/design-system.md#checkbox-radiogroup-and-switch): native radios in a
 * fieldset named by its legend, so Tab enters the group once and the arrow keys move the choice.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  disabled,
  className,
}: RadioGroupProps) {
  const id = useId();
  const invalid = error != null && error !== false && error !== '';
  return (
    <fieldset
      className={cx('sk-radio-group', invalid && 'sk-radio-group--invalid', className)}
      aria-describedby={cx(invalid && `${id}-error`, hint != null && `${id}-hint`) || undefined}
      disabled={disabled}
    >
      <legend className="sk-field__label">{legend}</legend>
      {hint != null && (
        <p className="sk-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        return (
          <div className="sk-check" key={option.value}>
            <input
              type="radio"
              className="sk-check__input sk-check__input--radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint != null ? `${optionId}-hint` : undefined}
            />
            <label className="sk-check__label" htmlFor={optionId}>
              {option.label}
            </label>
            {option.hint != null && (
              <p className="sk-check__hint" id={`${optionId}-hint`}>
                {option.hint}
              </p>
            )}
          </div>
        );
      })}
      <p className="sk-field__error" id={`${id}-error`} aria-live="polite">
        {invalid ? error : null}
      </p>
    </fieldset>
  );
}
