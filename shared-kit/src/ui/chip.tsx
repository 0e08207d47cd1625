import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';

export type ChipProps = {
  children: ReactNode;
  /** With `onToggle`: whether the chip is on (a toggle button with aria-pressed). */
  selected?: boolean;
  /** Makes the chip a toggle button (a filter that is on or off). */
  onToggle?: () => void;
  /** Adds a remove button after the label (a chosen value that can be taken out). */
  onRemove?: () => void;
  /** The remove button's name; default "Remove <label>" when the label is text, so each button says what it removes. */
  removeLabel?: string;
  /**
   * Without JavaScript (a page's first HTML, docs/pages.md#server-rendered-content): the remove control is a link to
   * this address instead of a button.
   */
  removeHref?: string;
  /** Without JavaScript: the toggle is a submit button of its form, sending `name=value` (a GET filter form). */
  submit?: { name: string; value: string };
  className?: string;
};

/** The remove control without JavaScript: a link, named as the button is (its × is decoration). */
function RemoveLink({ href, name }: { href: string; name: string }) {
  const cross = <span aria-hidden="true">×</span>;
  return (
    <a className="sk-chip__remove" href={href} aria-label={name}>
      {cross}
    </a>
  );
}

/**
 * A chip (docs/design-system.md#badge-and-chip): a static tag, a toggle button with `aria-pressed`, or a value with a
 * remove button. Each interactive part is a native button, so Tab, Enter and Space work as everywhere else.
 */
export function Chip({
  children,
  selected = false,
  onToggle,
  onRemove,
  removeLabel,
  removeHref,
  submit,
  className,
}: ChipProps) {
  const t = useTranslate<KitMessageId>();
  const classes = [
    'sk-chip',
    // A removable chip's toggle is its inner button (sk-chip__toggle), not the chip itself.
    (onToggle || submit) && !onRemove && !removeHref && 'sk-chip--toggle',
    (onRemove || removeHref) && 'sk-chip--removable',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  if (submit && !onRemove && !removeHref)
    return (
      <button type="submit" name={submit.name} value={submit.value} className={classes} aria-pressed={selected}>
        {children}
      </button>
    );
  if (!onRemove && !removeHref)
    return onToggle ? (
      <button type="button" className={classes} aria-pressed={selected} onClick={onToggle}>
        {children}
      </button>
    ) : (
      <span className={classes}>{children}</span>
    );
  const label = onToggle ? (
    <button type="button" className="sk-chip__toggle" aria-pressed={selected} onClick={onToggle}>
      {children}
    </button>
  ) : (
    <span className="sk-chip__label">{children}</span>
  );
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  const name = removeLabel ?? t('kit.ui.chip.remove', { label: text });
  return (
    <span className={classes}>
      {label}
      {removeHref !== undefined ? (
        <RemoveLink href={removeHref} name={name} />
      ) : (
        <button type="button" className="sk-chip__remove" aria-label={name} onClick={onRemove}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </span>
  );
}
