import { useSyncExternalStore } from 'react';

/**
 * Wide screens show the list and the selected job side by side (split view from 64rem:
 * docs/product-rules.md#loading-selection-and-paging).
 */
export const WIDE_SCREEN = '(min-width: 64rem)';

/**
 * Whether a media query matches, following changes. Without matchMedia (tests, very old browsers) the query
 * counts as matching, so the split view is the default behaviour under test.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}
