// The page table's titles and descriptions (kit.page.*), a catalogue of their own: the first page of a visit already
// has its head from the server, so they are loaded only when a page's head must be set in the browser (a static
// page's first render, a navigation, a language switch), and stay out of the first render of /jobs
// (docs/i18n.md#catalogues).
import type { CatalogueLoader } from '../../i18n/runtime';

export const loadPageMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "kit-pages-[request]", webpackInclude: /[\\/]pages[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
