// The shell's own messages (navbar, footer, home, account pages, notices), registered before its first render
// (bootstrap.tsx, docs/i18n.md#in-the-front-ends). The api reads the same files for the pages it renders.
import type { CatalogueLoader } from 'shared-kit/i18n';
import type english from './en.json';

export type ShellMessageId = keyof typeof english;

export const loadShellMessages: CatalogueLoader = (locale) =>
  import(/* webpackChunkName: "shell-messages-[request]" */ `./${locale}.json`).then((module) => module.default);
