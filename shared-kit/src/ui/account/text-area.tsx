import { type ChangeEvent, type TextareaHTMLAttributes, useId, useState } from 'react';
import { cx } from '../class-names';
import { splitFieldProps } from '../field-props';
import { CharacterCount } from './character-count';
import { type FieldProps, FormField } from 'shared-kit/ui';

export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'maxLength'> & {
    /** The most characters it takes: the browser stops typing there, and the counter counts towards it. */
    maxLength: number;
    /** Shows the "n / max" counter (default true). */
    showCount?: boolean;
  };

/** A labelled multi-line input with a character counter, bound by `maxLength`. */
export function TextArea(props: TextAreaProps) {
  const [field, { maxLength, showCount = true, onChange, ...textarea }] = splitFieldProps(props);
  const countId = useId();
  const [typed, setTyped] = useState(String(textarea.value ?? textarea.defaultValue ?? '').length);
  const count = textarea.value === undefined ? typed : String(textarea.value).length;
  const [dirty, setDirty] = useState(false);
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    setDirty(true);
    onChange?.(event);
  };
  return (
    <FormField
      {...field}
      describedBy={showCount ? countId : undefined}
      footer={
        showCount && (
          <CharacterCount id={countId} count={count} maxLength={maxLength} full={count >= maxLength} dirty={dirty} />
        )
      }
    >
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          aria-describedby={cx(control['aria-describedby'], textarea['aria-describedby']) || undefined}
          maxLength={maxLength}
          onChange={change}
          className="sk-input sk-textarea"
        />
      )}
    </FormField>
  );
}
