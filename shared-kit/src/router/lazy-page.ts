import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router-dom';

/** A page of an area loaded as a chunk of its own, which can be asked for before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { preload(): void };

/**
 * An account area's page as a chunk of its own (docs/delivery.md#account-areas-load-one-page): the area's exposed
 * module holds its routes and layout only, so opening the dashboard does not download and evaluate every other page.
 * `load` picks the page's named export: `lazyPage(() => import('./dashboard-page').then((m) => m.DashboardPage))`.
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

/**
 * Asks for the chunk of the page the address shows as the area's module runs, in parallel with the area's messages,
 * instead of after its first render (docs/delivery.md#account-areas-load-one-page).
 */
export function preloadPageFor(pathname: string, pages: [pattern: string, page: { preload(): void }][]): void {
  for (const [pattern, page] of pages) {
    if (matchPath(pattern, pathname)) {
      page.preload();
      return;
    }
  }
}
