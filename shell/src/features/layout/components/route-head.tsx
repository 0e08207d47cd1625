import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { currentLocale, loadPageMessages, registerCatalogue, useTranslate } from 'shared-kit/i18n';
import { useLocation } from 'shared-kit/router';
import { applyHead, releaseServerMarkup } from 'shared-kit/ui';
import { EVENT_ENTRY_ROUTE_ID, useRoute } from '../lib/use-route';

type PageHeads = typeof import('shared-kit/routes/page-heads');

/**
 * Keeps the document's head on the page table after every client-side navigation (docs/pages.md): the same title,
 * description and robots the api serves for the URL, in the page's language. A layout effect, so it runs before the
 * pages' own effects: a data-driven page (useApiHead) or a not-found page then writes over the table's fallback.
 * On the first page of a visit the server's head is already the right one (the api writes it from the same tables,
 * in the same language) and is left alone, and neither the page table (`shared-kit/routes/page-heads`) nor its messages
 * are loaded: requests and a render of the whole app less before the page is usable (docs/i18n.md#catalogues,
 * docs/delivery.md#what-the-first-render-of-jobs-loads). After a language switch a static page's head is said again;
 * a data-driven page says its own (useApiHead).
 */
export function RouteHead() {
  const { pathname } = useLocation();
  const route = useRoute(pathname);
  // An event published at a path outside the route table writes its own head from its page (mfe-events).
  const ownHead = route === null || route.id === EVENT_ENTRY_ROUTE_ID;
  // The path the server rendered; null once the visitor has navigated away from it.
  const servedPath = useRef<string | null>(pathname);
  // The language the server wrote that head in.
  const servedLocale = useRef(currentLocale());
  // A new `t` after a language switch or a catalogue load: the head is said again.
  const t = useTranslate();
  // The page table and its messages, loaded together the first time a head has to be said.
  const [heads, setHeads] = useState<PageHeads | null>(null);
  const [headsWanted, setHeadsWanted] = useState(false);

  useEffect(() => {
    if (!headsWanted) return;
    Promise.all([import('shared-kit/routes/page-heads'), registerCatalogue(loadPageMessages)]).then(
      ([table]) => setHeads(table),
      (error: unknown) => console.error('[i18n] page titles not loaded', error),
    );
  }, [headsWanted]);

  useLayoutEffect(() => {
    const served = servedPath.current === pathname;
    if (!served && servedPath.current !== null) {
      servedPath.current = null;
      // The server's markup was for the first page of the visit only.
      releaseServerMarkup();
    }
    if (ownHead) return;
    if (served && currentLocale() === servedLocale.current) return;
    if (!heads) {
      setHeadsWanted(true);
      return;
    }
    if (served && heads.isDataDrivenPage(pathname)) return;
    // Only now: translating before the page table's messages are in falls back to their ids (and warns).
    applyHead({ ...heads.pageMeta(pathname, t), canonical: `${window.location.origin}${pathname}` });
  }, [pathname, t, heads, ownHead]);
  return null;
}
