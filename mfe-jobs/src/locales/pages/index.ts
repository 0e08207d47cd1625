// The words of the blog's pages (docs/blog.md#the-blog-client), a catalogue of their own loaded with the blog's chunk:
// the first render of /jobs does not carry them (docs/i18n.md#catalogues).
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';

export type JobsPageMessageId = keyof typeof english;

export const loadJobsPageMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "jobs-pages-[request]", webpackInclude: /[\\/]pages[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);
