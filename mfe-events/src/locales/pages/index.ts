// The page builder's words for Puck's own interface and the controls we add to it (docs/events.md#the-admin-area), a
// catalogue of its own loaded with the builder's chunk: no other screen of mfe-events carries them
// (docs/i18n.md#catalogues).
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';

export type BuilderMessageId = keyof typeof english;

export const loadBuilderMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "events-builder-[request]", webpackInclude: /[\\/]pages[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
