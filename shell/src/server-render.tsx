// The shell's server module (docs/architecture.md#one-rendering): the first HTML of the shell's screens, written by
// the same components the browser renders. Built by tooling/build-server-module.mjs into `dist/server/render.js`
// (never part of a client chunk) beside the static files the api serves, and run by the api
// (api/src/lib/shell-render.ts). Pure functions of their input: nothing here fetches or reads a session.
import type { ReactNode } from 'react';
import { isLocale, LOCALES, type Locale } from 'shared-kit/constants';
import { loadKitMessages, loadPageMessages } from 'shared-kit/i18n';
import { loadEveryLanguage, renderScreen } from 'shared-kit/server-render';
import { NotFound } from 'shared-kit/ui';
import { CONTENT_PAGES, type ContentPage, loadPageContent, type PageContent } from './content';
import { LoginPage } from './features/auth/components/login-page';
import { RegisterPage } from './features/auth/components/register-page';
import { Layout } from './features/layout/components/layout';
import { AboutUsPage } from './features/pages/components/about-us-page';
import { type HomeData, HomePage } from './features/pages/components/home-page';
import { InfoPage } from './features/pages/components/info-page';
import { NativePicker } from './features/pages/components/native-picker';
import { type ServerFrame, ServerFrameContext } from './lib/server-frame';
import { loadShellMessages, loadShellPageMessages } from './locales';
import { AreaSkeleton } from './remotes/area-skeleton';

/** The contract with the api: a changed input gets a new number, so an api that does not know it falls back. */
export const version = 1;

/** The content pages' texts (About us, the information pages) by `page locale`, read by `prepare`. */
const contents = new Map<string, PageContent>();

/**
 * Every language's messages (the shell's, its pages' and shared-kit's) and every content page's text, compiled into
 * this file at build time.
 */
export async function prepare(): Promise<void> {
  await loadEveryLanguage([loadKitMessages, loadPageMessages, loadShellMessages, loadShellPageMessages]);
  for (const locale of LOCALES) {
    for (const page of CONTENT_PAGES) contents.set(`${page} ${locale}`, await loadPageContent(page, locale));
  }
}

/** The language a page is written in: the one asked for, English for an unknown one (as renderScreen does). */
const inLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

// The main content the api passes in is already markup (another remote's, or a template's): React writes this text
// where the page goes, and it is replaced by that markup afterwards. Nothing a visitor types reaches the layout.
const MAIN = '\u0001shell-main\u0001';

const render = (path: string, locale: string, frame: ServerFrame, screen: ReactNode) =>
  renderScreen({
    path,
    locale,
    idPrefix: 'shell-',
    screen: <ServerFrameContext.Provider value={frame}>{screen}</ServerFrameContext.Provider>,
  });

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
 * The home page (HomePage) with the popular lists' counts and the search's reference lists the api has: its search
 * form works without JavaScript (a GET to /jobs with native selects). Added to contract 1: an api that finds no
 * `renderHome` sends the page without it.
 */
export function renderHome(input: { path: string; locale: string } & HomeData): string {
  const { path, locale, counts, lists } = input;
  return render(path, locale, { who: 'guest' }, <HomePage served={{ counts, lists, Picker: NativePicker }} />);
}

/**
 * /login or /register (LoginPage, RegisterPage; `path` with its query: `?type=company` shows the company's field).
 * Logging in and registering need the JSON api: the form says so where JavaScript is off, and its fields lose their
 * names, so a submit without JavaScript sends nothing and no password lands in an address. A radio keeps its name:
 * without it the account types would not be one choice. Added to contract 1, as `renderHome`.
 */
export function renderAuthPage(input: { page: 'login' | 'register'; path: string; locale: string }): string {
  const { page, path, locale } = input;
  const html = render(path, locale, { who: 'guest' }, page === 'login' ? <LoginPage /> : <RegisterPage />);
  // React writes attribute values escaped (no `"` inside one), so a tag ends at the first `>` outside them.
  return html.replace(/<input\b[^>]*>/g, (tag) => (/ type="radio"/.test(tag) ? tag : tag.replace(/ name="[^"]*"/, '')));
}

/** The content page at `path` (the shell's routes: `/about-us`, `/eulangjobs/{page}`), or null. */
function contentPageOf(path: string): ContentPage | null {
  if (path === '/about-us') return 'about-us';
  const slug = /^\/eulangjobs\/([a-z0-9-]+)$/.exec(path)?.[1];
  const page = CONTENT_PAGES.find((known) => known === slug);
  return page && page !== 'about-us' ? page : null;
}

/**
 * About us or an information page (AboutUsPage, InfoPage) with its text in the visitor's language; '' for any other
 * path. Added to contract 1, as `renderHome`: an api that finds no `renderContentPage` leaves the page to the browser.
 */
export function renderContentPage(input: { path: string; locale: string }): string {
  const { path } = input;
  const page = contentPageOf(path);
  if (!page) return '';
  const locale = inLocale(input.locale);
  const served = contents.get(`${page} ${locale}`);
  if (!served) return '';
  const screen = page === 'about-us' ? <AboutUsPage served={served} /> : <InfoPage slug={page} served={served} />;
  return render(path, locale, { who: 'guest' }, screen);
}
