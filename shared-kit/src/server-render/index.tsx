// What every front end's server module does the same way (docs/architecture.md#one-rendering): load all six
// languages of its catalogues once, and render a screen inside a memory router in a language. Imported only by the
// `src/server-render.tsx` of a front end, never by a client chunk: react-dom/server stays out of the browser's files.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { isLocale, LOCALES } from 'shared-kit/constants';
import { type CatalogueLoader, i18n } from 'shared-kit/i18n';
import { MemoryRouter } from 'shared-kit/router';

/** Every language's messages of these catalogues (shared-kit's and the area's), loaded into the one i18n instance. */
export async function loadEveryLanguage(loaders: readonly CatalogueLoader[]): Promise<void> {
  for (const locale of LOCALES) {
    const catalogues = await Promise.all(loaders.map((load) => load(locale)));
    i18n.load(locale, Object.assign({}, ...catalogues));
  }
}

/**
 * `screen` at `path` as the browser's router would place it (a memory router: nothing navigates here), in `locale`
 * (English for an unknown one). `idPrefix` starts useId's ids with a letter, as HTML validators want them.
 */
export function renderScreen(input: { path: string; locale: string; idPrefix: string; screen: ReactNode }): string {
  // The one instance switches per call; a render is synchronous, so two pages never mix their languages.
  i18n.activate(isLocale(input.locale) ? input.locale : 'en');
  const html = renderToString(<MemoryRouter initialEntries={[input.path]}>{input.screen}</MemoryRouter>, {
    identifierPrefix: input.idPrefix,
  });
  // React puts a preload of the first images before the markup, for a document's head; the api's page has its own
  // head, and the area's markup must start with its own element, as the browser renders it (nothing moves).
  return html.replace(/^(<link [^>]*>)+/, '');
}
