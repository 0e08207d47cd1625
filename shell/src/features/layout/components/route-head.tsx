import { useLayoutEffect, useRef } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useLocation } from 'shared-kit/router';
import { pageMeta } from 'shared-kit/routes';
import { applyHead, releaseServerMarkup } from 'shared-kit/ui';

/**
 * Keeps the document's head on the page table after every client-side navigation (docs/pages.md): the same title,
 * description and robots the api serves for the URL. A layout effect, so it runs before the pages' own effects:
 * a data-driven page (useApiHead) or a not-found page then writes over the table's fallback.
 * On the first render of a data-driven page the server's head is already the right one and is left alone.
 */
export function RouteHead() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // A new `t` after a language switch: the head is said again in the new language.
  const t = useTranslate();
  useLayoutEffect(() => {
    const meta = pageMeta(pathname, t);
    const initial = first.current;
    first.current = false;
    // The server's markup was for the first page of the visit only.
    if (!initial) releaseServerMarkup();
    if (initial && meta.dynamic) return;
    applyHead({ ...meta, canonical: `${window.location.origin}${pathname}` });
  }, [pathname, t]);
  return null;
}
