import type { CSSProperties } from 'react';
import { SKELETON_SHAPES, type SkeletonNode, type SkeletonShapeName } from 'shared-kit/constants';
import { useTranslate } from '../i18n/react';
import type { KitMessageId } from '../locales';

export type SkeletonProps = {
  /**
   * Fixed size, so the real content replaces it without a layout shift. Omitted, `className` sizes it: markup the api
   * writes into a page carries no inline style, which the page's Content-Security-Policy refuses (docs/security.md).
   */
  width?: number | string;
  height?: number | string;
  /** What is loading, for screen readers (default: "Loading" in the interface language). */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

/** A loading placeholder's live region: busy, named by `label` or "Loading" in the interface language. */
function useLoadingStatus(label: string | undefined) {
  const t = useTranslate<KitMessageId>();
  return { role: 'status', 'aria-busy': true, 'aria-label': label ?? t('kit.spinner.loading') } as const;
}

/** Fixed-size placeholder shown while content loads (docs/design-system.md#skeleton-and-spinner). */
export function Skeleton({ width = '100%', height, label, className, style }: SkeletonProps) {
  return (
    <div
      {...useLoadingStatus(label)}
      className={['sk-skeleton', className].filter(Boolean).join(' ')}
      // Only the size is inline (it varies per use); the look comes from styles/skeleton.css.
      style={height === undefined ? style : { width, height, ...style }}
    />
  );
}

function ShapeNode({ node }: { node: SkeletonNode }) {
  if (typeof node === 'string') return <div aria-hidden="true" className={`sk-skeleton sk-shape__${node}`} />;
  return (
    <div className={`sk-shape__${node.group}`}>
      {node.children.map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
        <ShapeNode key={index} node={child} />
      ))}
    </div>
  );
}

/**
 * A page's loading state shaped like its content (the job list's cards, the job page's columns, the dashboard's
 * blocks, the applicants' tabs and rows, an admin table): the shapes are shared-kit's data (`SKELETON_SHAPES`), which
 * the api draws the same way in a signed-in page's first HTML, so nothing jumps when the page arrives
 * (docs/design-system.md#skeleton-and-spinner).
 */
export function PageSkeleton({ shape, label }: { shape: SkeletonShapeName; label?: string }) {
  return (
    <div {...useLoadingStatus(label)} className={`sk-shape sk-shape--${shape}`}>
      {SKELETON_SHAPES[shape].map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
        <ShapeNode key={index} node={node} />
      ))}
    </div>
  );
}
