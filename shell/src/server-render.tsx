// The shell's server module (docs/architecture.md#one-rendering): the first HTML of the shell's screens, written by
// the same components the browser renders. Built by tooling/build-server-module.mjs into `dist/server/render.js`
// (never part of a client chunk) beside the static files the api serves, and run by the api
// (api/src/lib/shell-render.ts). Pure functions of their input: nothing here fetches or reads a session.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { isLocale, LOCALES, type Locale } from 'shared-kit/constants';
import { I18nRoot, i18n, loadKitMessages, loadPageMessages } from 'shared-kit/i18n';
import { MemoryRouter } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { Layout } from './features/layout/components/layout';
import { type ServerFrame, ServerFrameContext } from './features/layout/lib/server-frame';
import { loadShellMessages, loadShellPageMessages } from './locales';
import { AreaSkeleton } from './remotes/area-skeleton';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** Every language's messages (the shell's, its pages' and shared-kit's), compiled into this file at build time. */
export async function prepare(): Promise<void> {
  for (const locale of LOCALES) {
    const catalogues = await Promise.all([
      loadKitMessages(locale),
      loadPageMessages(locale),
      loadShellMessages(locale),
      loadShellPageMessages(locale),
    ]);
    i18n.load(locale, Object.assign({}, ...catalogues));
  }
}

function inLocale(locale: string): Locale {
  const chosen: Locale = isLocale(locale) ? locale : 'en';
  // The one instance switches per call; a render is synchronous, so two pages never mix their languages.
  i18n.activate(chosen);
  return chosen;
}

// The main content the api passes in is already markup (another remote's, or a template's): React writes this text
// where the page goes, and it is replaced by that markup afterwards. Nothing a visitor types reaches the layout.
const MAIN = '\u0001shell-main\u0001';

function render(path: string, locale: string, frame: ServerFrame, screen: ReactNode): string {
  inLocale(locale);
  return renderToString(
    <I18nRoot>
      <ServerFrameContext.Provider value={frame}>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      </ServerFrameContext.Provider>
    </I18nRoot>,
    // useId's ids start with a letter, as HTML validators want them.
    { identifierPrefix: 'shell-' },
  );
}

/**
 * The shell's Layout (skip link, navbar, `<main>`, footer; bare where the route has no chrome) around `main`, markup
 * the api already has. `path` is where the page is (with its query: the language forms come back to it); `who`:
 * a guest's navbar or a signed-in area's frame; `chrome`: the api's choice for paths the route table does not know.
 */
export function renderLayout(input: {
  path: string;
  main: string;
  locale: string;
  who?: 'guest' | 'member';
  chrome?: boolean;
}): string {
  const { path, main, locale, who = 'guest', chrome } = input;
  const html = render(path, locale, { who, chrome }, <Layout>{MAIN}</Layout>);
  // A function, so `$` in the main markup is not a replacement pattern.
  return html.replace(MAIN, () => main);
}

/** A signed-in area's page skeleton (the shell's AreaSkeleton), shaped like its content, until the remote renders. */
export function renderAreaSkeleton(input: { path: string; locale: string }): string {
  return render(input.path, input.locale, { who: 'member' }, <AreaSkeleton path={input.path} />);
}

/** shared-kit's not-found page, as the shell shows it for an unknown path. */
export function renderNotFound(input: { path: string; locale: string }): string {
  return render(input.path, input.locale, { who: 'guest' }, <NotFound />);
}

/**
 * A message of the shell's (or shared-kit's) catalogues in a language: the words of the parts of the shell's pages
 * the api still writes itself (the home page and the account pages: docs/pages.md).
 */
export function translate(input: { locale: string; id: string; values?: Record<string, unknown> }): string {
  inLocale(input.locale);
  return i18n._(input.id, input.values);
}
