import type { InputHTMLAttributes } from 'react';
import { type FieldProps, FormField } from './form-field';
import { cx } from './class-names';

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled one-line input (docs/design-system.md#textfield-textarea-select-and-dateinput); `type` passes through. */
export function TextField({ label, hint, error, optional, id, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      {(field) => (
        <input
          type="text"
          {...input}
          {...field}
          aria-describedby={cx(field['aria-describedby'], input['aria-describedby']) || undefined}
          className="sk-input"
        />
      )}
    </FormField>
  );
}
