import { useEffect } from 'react';
import { useLocation } from 'shared-kit/router';
import { hashTarget } from 'shared-kit/routes';

const HASH_WAIT_MS = 2000;

/**
 * docs/product-rules.md#page-chrome-scroll-and-loading-bar: a hash scrolls smoothly to its target; otherwise the page
 * returns to the top when the path changes.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path (same hash or none) must scroll again.
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // The target may be rendered by a remote that is still loading: look for it for a short while.
    // A malformed hash (`#%`) must not throw: it just matches no element.
    const id = hashTarget(hash);
    const started = Date.now();
    let timer = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth' });
      else if (Date.now() - started < HASH_WAIT_MS) timer = window.setTimeout(seek, 100);
    };
    seek();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
