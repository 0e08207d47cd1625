import type { CSSProperties } from 'react';
import { useTranslate } from '../i18n/react';
import type { KitMessageId } from '../locales';

export type SkeletonProps = {
  /** Fixed size, so the real content replaces it without a layout shift. */
  width?: number | string;
  height: number | string;
  /** What is loading, for screen readers (default: "Loading" in the interface language). */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

/** Fixed-size placeholder shown while content loads (docs/design-system.md#skeleton-and-spinner). */
export function Skeleton({ width = '100%', height, label, className, style }: SkeletonProps) {
  const t = useTranslate<KitMessageId>();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t('kit.spinner.loading')}
      className={['sk-skeleton', className].filter(Boolean).join(' ')}
      // Only the size is inline (it varies per use); the look comes from styles/skeleton.css.
      style={{ width, height, ...style }}
    />
  );
}
