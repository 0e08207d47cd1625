import { routeFor } from 'shared-kit/contracts';
import type { PageContext } from './resolve-page';

/**
 * The shell's Layout around a page's main content, written by the shell's own components through its server module
 * (lib/shell-render.ts; docs/architecture.md#one-rendering): navbar and footer unless the route hides them (or
 * `chrome` says otherwise: an event's entry path outside the route table is a landing, without them). `who`: a guest's
 * navbar, or a signed-in area's frame that names nobody (docs/pages.md#server-rendered-content).
 */
export function renderLayout(
  path: string,
  main: string,
  context: Pick<PageContext, 'shell' | 'locale'>,
  chrome = routeFor(path).chrome,
  who: 'guest' | 'member' = 'guest',
): string {
  return context.shell.layout(path, main, context.locale, { chrome, who });
}

/** The shell's not-found page (shared-kit's NotFound) in its layout. */
export const notFoundRoot = (path: string, context: Pick<PageContext, 'shell' | 'locale'>) =>
  renderLayout(path, context.shell.notFound(path, context.locale), context);

/** The skeleton of a page's area, as the shell shows it while the area's remote loads. */
export const areaSkeleton = (path: string, context: Pick<PageContext, 'shell' | 'locale'>) =>
  context.shell.skeleton(path, context.locale);
