import { escapeHtml } from '../../../lib/escape-html';
import type { Say } from './markup';

/**
 * The shell's AreaSkeleton (shell/src/remotes/remote-area.tsx): what a signed-in page shows from the first paint until
 * its area's remote is there, instead of a blank page (issue 29). Two shared-kit Skeletons, their heights set by
 * classes (`area-skeleton__bar`, `area-skeleton__panel` in the shell's global.css) because the pages' Content Security
 * Policy allows no inline style: the same boxes as React's, so nothing moves when React takes over
 * (docs/pages.md#reacts-takeover-without-a-jump).
 */
export function renderAreaSkeleton({ t }: Say): string {
  const label = escapeHtml(t('kit.spinner.loading'));
  const bar = (part: string) =>
    `<div role="status" aria-busy="true" aria-label="${label}" class="sk-skeleton area-skeleton__${part}"></div>`;
  return `<div class="area-skeleton">${bar('bar')}${bar('panel')}</div>`;
}
