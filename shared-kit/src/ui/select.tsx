import type { SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import { splitFieldProps } from './field-props';
import { type FieldProps, FormField } from './form-field';

export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: { value: string; label: string }[];
    /** A first option with the empty value ("Any country"), which also lets the choice be undone. */
    placeholder?: string;
  };

/**
 * A labelled native select (docs/design-system.md#textfield-textarea-select-and-dateinput): the platform's own list
 * and keyboard on every device; the chevron is drawn by the stylesheet on the wrapper.
 */
export function Select(props: SelectProps) {
  const [fieldProps, { options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <FormField {...fieldProps}>
      {(field) => (
        <span className="sk-select">
          <select
            {...select}
            {...field}
            aria-describedby={cx(field['aria-describedby'], select['aria-describedby']) || undefined}
            className="sk-input sk-select__control"
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </FormField>
  );
}
