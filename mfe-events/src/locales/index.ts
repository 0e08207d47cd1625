// mfe-events's own messages, registered by the area's CatalogueGate before its first screen (docs/i18n.md).
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';

export type EventsMessageId = keyof typeof english;

export const loadEventsMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "events-messages-[request]", webpackInclude: /[\\/]locales[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
