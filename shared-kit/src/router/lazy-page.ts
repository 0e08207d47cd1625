import { type ComponentType, createElement } from 'react';
import { matchPath } from 'react-router-dom';

/** A page of an area loaded as a chunk of its own, which can be asked for before it renders. */
export type LazyPage<P> = ComponentType<P> & { preload(): void };

/**
 * An account area's page as a chunk of its own (docs/delivery.md#account-areas-load-one-page): the area's exposed
 * module holds its routes and layout only, so opening the dashboard does not download and evaluate every other page.
 * `load` picks the page's named export: `lazyPage(() => import('./dashboard-page').then((m) => m.DashboardPage))`.
 *
 * Not React.lazy: a React.lazy component suspends on its first render even when its chunk has already arrived (it
 * learns so a microtask later), and React then holds the page back until 300 ms after the fallback it showed (its
 * fallback throttle). A page whose chunk was preloaded (preloadPageFor, the area's start) renders at once instead;
 * one still downloading suspends as before (docs/delivery.md#no-fallback-for-a-chunk-already-there).
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy makes its component.
  function Page(props: P) {
    if (loaded) return createElement(loaded as ComponentType<object>, props as object);
    // The area's error boundary shows a chunk that could not be loaded, with its retry.
    if (failure) throw failure.error;
    // Suspends until the chunk is in (Suspense's promise protocol, as React.lazy does).
    throw start().catch(() => undefined);
  }
  return Object.assign(Page, { preload: () => void start().catch(() => undefined) });
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
