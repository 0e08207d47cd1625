import type { CSSProperties } from 'react';

export type SkeletonProps = {
  /** Fixed size, so the real content replaces it without a layout shift. */
  width?: number | string;
  height: number | string;
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

/** Fixed-size placeholder shown while content loads. */
export function Skeleton({ width = '100%', height, label = 'Loading', className, style }: SkeletonProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      className={['sk-skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: 4, background: '#e9ecef', ...style }}
    />
  );
}
