// mfe-company's own messages, registered by the area's CatalogueGate before its first screen (docs/i18n.md).
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';

export type CompanyMessageId = keyof typeof english;

export const loadCompanyMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "company-messages-[request]", webpackInclude: /[\\/]locales[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
