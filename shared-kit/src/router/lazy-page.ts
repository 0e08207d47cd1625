import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react';
import { matchPath } from 'react-router-dom';

/** A page of an area loaded as a chunk of its own, which can be asked for before it renders. */
export type LazyPage<P> = ComponentType<P> & { preload(): void };

/** What a lazy page shows while its chunk loads: the fallback of the PageSuspense around it. */
const PageFallback = createContext<ReactNode>(null);

/**
 * A screen as a chunk of its own: an account area's page (docs/delivery.md#account-areas-load-one-page: the area's
 * exposed module holds its routes and layout only, so opening the dashboard does not download every other page), an
 * area's module in the shell, a panel or dialog shown on demand. `load` picks the named export: `lazyPage(() => import('./dashboard-page').then((m) => m.DashboardPage))`.
 *
 * Not React.lazy, and it does not suspend: React holds back the content of a Suspense boundary until 300 ms after
 * the last fallback it showed (its fallback throttle), and React.lazy suspends even when the chunk has already
 * arrived. This page renders a chunk that is there at once, and otherwise shows its PageSuspense's fallback itself
 * until its own state says the chunk is in: an ordinary update, which React shows at once
 * (docs/delivery.md#no-fallback-for-a-chunk-already-there).
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy makes its component.
  function Page(props: P) {
    const fallback = useContext(PageFallback);
    const [state, setState] = useState<{ component: ComponentType<P> } | { error: unknown } | null>(() =>
      loaded ? { component: loaded } : null,
    );
    useEffect(() => {
      if (state) return;
      let live = true;
      start().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    // The area's error boundary shows a chunk that could not be loaded, with its retry.
    if (state && 'error' in state) throw state.error;
    return state ? createElement(state.component as ComponentType<object>, props as object) : fallback;
  }
  return Object.assign(Page, { preload: () => void start().catch(() => undefined) });
}

/**
 * The boundary around lazy pages: their fallback while their chunk loads, and Suspense's for anything below that
 * suspends.
 */
export function PageSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return createElement(PageFallback.Provider, { value: fallback }, createElement(Suspense, { fallback }, children));
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
