import { useEffect, useState } from 'react';
import { formatCount, useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../../locales';
import { cx } from '../class-names';

// How long typing must pause before the count is read out: a screen reader announcing every keystroke's count would
// drown the typing (docs/design-system.md#textfield-textarea-select-and-dateinput).
const ANNOUNCE_AFTER_MS = 1000;

export type CharacterCountProps = {
  /** The id of the screen readers' sentence, which the field names in its aria-describedby. */
  id: string;
  count: number;
  maxLength: number;
  /** The counter's full look (at or over the bound, as the field decides). */
  full: boolean;
  /** Whether the visitor has typed yet: nothing is announced before. */
  dirty: boolean;
};

/**
 * The counter under a bounded text field (TextArea, RichTextEditor): "n / max" for the eye, "n of max characters
 * used" for screen readers (the field is described by it), said again in a polite live region once typing pauses.
 */
export function CharacterCount({ id, count, maxLength, full, dirty }: CharacterCountProps) {
  const t = useTranslate<KitMessageId>();
  const [announced, setAnnounced] = useState('');
  const used = t('kit.ui.textArea.used', { count: formatCount(count), max: formatCount(maxLength) });
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => setAnnounced(used), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [used, dirty]);
  return (
    <>
      <p className={cx('sk-textarea__count', full && 'sk-textarea__count--full')} aria-hidden="true">
        {t('kit.ui.textArea.count', { count: formatCount(count), max: formatCount(maxLength) })}
      </p>
      <span className="sk-visually-hidden" id={id}>
        {used}
      </span>
      <span className="sk-visually-hidden" aria-live="polite">
        {announced}
      </span>
    </>
  );
}
