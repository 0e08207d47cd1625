import { type ReactNode, startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Locale } from 'shared-kit/constants';
import { type CatalogueLoader, currentLocale, i18n, registerCatalogue, type Translate } from './runtime';

// Every language switch and catalogue load bumps the version (registered first, so it runs before the components'
// listeners), and components that translate re-render.
let version = 0;
i18n.on('change', () => {
  version += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const getVersion = () => version;

/**
 * `t(id, values)` in the active language. Typed per package: `useTranslate<JobsMessageId>()` makes an id that is
 * not in the package's English catalogue a type error. It reads the page's one instance directly (not a React
 * context), so a component translates the same inside the shell, a remote or a test.
 */
export function useTranslate<Id extends string = string>(): Translate<Id> {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new function per version: memoised children that receive `t` re-render too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the reason to make a new function
  return useCallback<Translate<Id>>((id, values) => i18n._(id, values), [current]);
}

/**
 * The active language, re-rendering on a switch. A screen whose data the api says in the visitor's language (place
 * names, the lists' reference names) loads it again when it changes (docs/i18n.md#place-names): a load memoised on it,
 * or an effect that depends on it. Not every load: an editor's form must keep what was typed.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/**
 * Renders its children once the package's catalogue is loaded for the active language (a remote's routes sit inside
 * one); until then the fallback, which for the first render is the server's markup (docs/pages.md).
 */
export function CatalogueGate({
  load,
  fallback = null,
  children,
}: {
  load: CatalogueLoader;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    registerCatalogue(load).then(
      // A transition: the area's first screen, often the whole page, renders in slices that yield to the browser
      // rather than in one long task (docs/delivery.md#main-thread-and-layout).
      () => live && startTransition(() => setReady(true)),
      // A catalogue that cannot be fetched (a deploy in progress): the screen shows its ids rather than nothing;
      // the area's error boundary handles a remote that is down altogether.
      (error: unknown) => {
        console.error('[i18n] catalogue not loaded', error);
        if (live) setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  return <>{ready ? children : fallback}</>;
}
