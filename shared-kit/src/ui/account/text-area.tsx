import { type ChangeEvent, type TextareaHTMLAttributes, useEffect, useId, useState } from 'react';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import { cx } from '../class-names';
import { type FieldProps, FormField } from 'shared-kit/ui';

export type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'maxLength'> & {
    /** The most characters it takes: the browser stops typing there, and the counter counts towards it. */
    maxLength: number;
    /** Shows the "n / max" counter (default true). */
    showCount?: boolean;
  };

// How long typing must pause before the count is read out: a screen reader announcing every keystroke's count would
// drown the typing (docs/design-system.md#textfield-textarea-select-and-dateinput).
const ANNOUNCE_AFTER_MS = 1000;

/** A labelled multi-line input with a character counter, bound by `maxLength`. */
export function TextArea({
  label,
  hint,
  error,
  optional,
  id,
  className,
  maxLength,
  showCount = true,
  onChange,
  ...textarea
}: TextAreaProps) {
  const t = useTranslate<KitMessageId>();
  const countId = useId();
  const [typed, setTyped] = useState(String(textarea.value ?? textarea.defaultValue ?? '').length);
  const count = textarea.value === undefined ? typed : String(textarea.value).length;
  const [announced, setAnnounced] = useState('');
  const used = t('kit.ui.textArea.used', { count: formatCount(count), max: formatCount(maxLength) });
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!dirty || !showCount) return;
    const timer = setTimeout(() => setAnnounced(used), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [used, dirty, showCount]);
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    setDirty(true);
    onChange?.(event);
  };
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
      describedBy={showCount ? countId : undefined}
      footer={
        showCount && (
          <>
            <p
              className={cx('sk-textarea__count', count >= maxLength && 'sk-textarea__count--full')}
              aria-hidden="true"
            >
              {t('kit.ui.textArea.count', { count: formatCount(count), max: formatCount(maxLength) })}
            </p>
            <span className="sk-visually-hidden" id={countId}>
              {used}
            </span>
            <span className="sk-visually-hidden" aria-live="polite">
              {announced}
            </span>
          </>
        )
      }
    >
      {(field) => (
        <textarea
          {...textarea}
          {...field}
          aria-describedby={cx(field['aria-describedby'], textarea['aria-describedby']) || undefined}
          maxLength={maxLength}
          onChange={change}
          className="sk-input sk-textarea"
        />
      )}
    </FormField>
  );
}
