// mfe-jobs' own messages, registered by the area's CatalogueGate before its first screen (docs/i18n.md). The api reads
// the same files for the pages it renders (api/src/i18n/catalogues.ts).
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';

export type JobsMessageId = keyof typeof english;

export const loadJobsMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "jobs-messages-[request]", webpackInclude: /[\\/]locales[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
