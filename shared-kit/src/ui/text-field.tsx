import type { InputHTMLAttributes } from 'react';
import { type FieldProps, FormField } from './form-field';
import { cx } from './class-names';
import { splitFieldProps } from './field-props';

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled one-line input (docs/design-system.md#textfield-textarea-select-and-dateinput); `type` passes through. */
export function TextField(props: TextFieldProps) {
  const [fieldProps, input] = splitFieldProps(props);
  return (
    <FormField {...fieldProps}>
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
