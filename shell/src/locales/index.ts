// The shell's own messages, in two catalogues (docs/i18n.md#catalogues): what every page needs (navbar, footer,
// notices, error screens), registered before the first render (bootstrap.tsx), and the words of its own pages (home,
// log in, register, password reset), loaded with those pages. The api's first HTML of these pages says them through the shell's server module
// (src/server-render.tsx), which compiles the same files into itself.
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';
import type pagesEnglish from './pages/en.json';

export type ShellMessageId = keyof typeof english | keyof typeof pagesEnglish;

export const loadShellMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "shell-messages-[request]", webpackInclude: /[\\/]locales[\\/][a-z]{2}\.json$/ */ `./${locale}.json`
  ).then((module) => module.default);

export const loadShellPageMessages: CatalogueLoader = (locale) =>
  import(
    /* webpackChunkName: "shell-pages-[request]", webpackInclude: /[\\/]pages[\\/][a-z]{2}\.json$/ */ `./pages/${locale}.json`
  ).then((module) => module.default);
