import type { HTMLAttributes } from 'react';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** The colour says the kind of mark; the text says it too (docs/design-system.md#badge-and-chip). */
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'new';
};

/** A short status mark beside something ("Remote", "New", "Closed"): text, never a control. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={['sk-badge', `sk-badge--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
