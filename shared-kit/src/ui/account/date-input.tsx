import { type InputHTMLAttributes, useState } from 'react';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import { cx } from '../class-names';
import { splitFieldProps } from '../field-props';
import { type FieldProps, FormField } from 'shared-kit/ui';

export type DateInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'children'> & {
    /** yyyy-mm-dd, or '' when empty. */
    value: string;
    onChange: (value: string) => void;
    /** The earliest and latest dates accepted (yyyy-mm-dd). */
    min?: string;
    max?: string;
  };

/**
 * A labelled native date input (docs/design-system.md#textfield-textarea-select-and-dateinput): the platform's own
 * picker and its keyboard. A date outside min/max (typed, since the picker refuses them) gets an error naming the
 * limit, once the visitor leaves the field, because typing a year passes through years like 0002.
 */
export function DateInput(props: DateInputProps) {
  const [field, { value, onChange, min, max, onBlur, ...input }] = splitFieldProps(props);
  const t = useTranslate<KitMessageId>();
  const [left, setLeft] = useState(value !== '');
  // yyyy-mm-dd strings compare as dates.
  const rangeError =
    value === ''
      ? null
      : min && value < min
        ? t('kit.ui.dateInput.beforeMin', { date: formatDate(min) })
        : max && value > max
          ? t('kit.ui.dateInput.afterMax', { date: formatDate(max) })
          : null;
  return (
    <FormField {...field} error={field.error || (left && rangeError) || undefined}>
      {(control) => (
        <input
          {...input}
          {...control}
          aria-describedby={cx(control['aria-describedby'], input['aria-describedby']) || undefined}
          type="date"
          value={value}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            setLeft(true);
            onBlur?.(event);
          }}
          className="sk-input sk-date"
        />
      )}
    </FormField>
  );
}
