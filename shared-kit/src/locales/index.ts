// shared-kit's own messages (the area error, not-found and spinner texts), registered by the shell at start.
import type { CatalogueLoader } from '../i18n/runtime';
import type english from './en.json';

export type KitMessageId = keyof typeof english;

export const loadKitMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "kit-messages-[request]", webpackInclude: /[\\/]locales[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
