import { SKELETON_SHAPES, type SkeletonNode, skeletonShapeFor } from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import type { Say } from './markup';

const node = (part: SkeletonNode): string =>
  typeof part === 'string'
    ? `<div aria-hidden="true" class="sk-skeleton sk-shape__${part}"></div>`
    : `<div class="sk-shape__${part.group}">${part.children.map(node).join('')}</div>`;

/**
 * shared-kit's PageSkeleton for a signed-in page's path, as the shell's AreaSkeleton shows it
 * (shell/src/remotes/remote-area.tsx): what the page shows from the first paint until its area's remote is there,
 * shaped like its content (the dashboard's blocks, the applicants' tabs and rows, an admin table), drawn from the same
 * data (`SKELETON_SHAPES`) with the same classes, so nothing moves when React takes over
 * (docs/pages.md#reacts-takeover-without-a-jump).
 */
export function renderAreaSkeleton(path: string, { t }: Say): string {
  const shape = skeletonShapeFor(path);
  const label = escapeHtml(t('kit.spinner.loading'));
  return `<div role="status" aria-busy="true" aria-label="${label}" class="sk-shape sk-shape--${shape}">${SKELETON_SHAPES[shape].map(node).join('')}</div>`;
}
