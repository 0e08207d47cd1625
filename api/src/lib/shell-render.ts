import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { PopularCounts } from 'shared-kit/contracts';
import { evaluateModule } from './remote-render';

/**
 * The shell's screens in the first HTML, written by the shell's own React components (docs/architecture.md#one-rendering):
 * the shell's build writes its server module (`server/render.js`, from shell/src/server-render.tsx) beside the static
 * files the api serves (SHELL_DIST), so the api reads it from there, once, at its start: the shell deploys with the
 * api's static files, and a new shell build is a restart away, as its index.html is. When the module is missing,
 * throws or keeps another contract version, the page keeps its status and head, its main content is what the api
 * has (or nothing), without navbar and footer, and the browser renders the page as always
 * (docs/pages.md#when-a-remote-cannot-render). The module runs with the api's rights: it is our own build.
 */

/** The home page's data, as the shell's HomePage takes it (shell/src/features/pages/components/home-page.tsx). */
export type HomeInput = {
  counts: PopularCounts;
  lists: { languages: unknown[]; countries: unknown[]; cities: unknown[] };
};

/** The shell's server module (shell/src/server-render.tsx): version 1 of its contract. */
type ShellModule = {
  version: 1;
  prepare: () => Promise<void>;
  renderLayout: (input: {
    path: string;
    main: string;
    locale: string;
    who?: 'guest' | 'member';
    chrome?: boolean;
  }) => string;
  renderAreaSkeleton: (input: { path: string; locale: string }) => string;
  renderNotFound: (input: { path: string; locale: string }) => string;
  /** Added to contract 1 later: a module without them leaves those pages' main content to the browser. */
  renderHome?: (input: { path: string; locale: string } & HomeInput) => string;
  renderAuthPage?: (input: { page: 'login' | 'register'; path: string; locale: string }) => string;
  /** About us and the information pages ('' for another path); added later too. */
  renderContentPage?: (input: { path: string; locale: string }) => string;
};

const VERSION = 1;
const FUNCTIONS = ['prepare', 'renderLayout', 'renderAreaSkeleton', 'renderNotFound'] as const;
const PREPARE_TIMEOUT_MS = 3_000;

async function load(file: string): Promise<ShellModule> {
  const exports = evaluateModule(await readFile(file, 'utf8'), file);
  if (exports.version !== VERSION) {
    throw new Error(`the shell's server module keeps contract ${String(exports.version)}, the api needs ${VERSION}`);
  }
  for (const fn of FUNCTIONS) {
    if (typeof exports[fn] !== 'function') throw new Error(`the shell's server module has no ${fn}()`);
  }
  const module = exports as unknown as ShellModule;
  await Promise.race([
    module.prepare(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('prepare() timed out')), PREPARE_TIMEOUT_MS).unref()),
  ]);
  return module;
}

export type LayoutOptions = { chrome: boolean; who?: 'guest' | 'member' };

/** Loads the shell's module (`file`: SHELL_DIST/server/render.js) and gives its renderers, each with its fallback. */
export async function createShellRenderer(file: string, log: FastifyBaseLogger) {
  const module = await load(file).catch((error: unknown) => {
    log.warn({ err: error, file }, "the shell's server module was not loaded: pages are sent without their layout");
    return null;
  });
  /** Calls the module; a throw is logged and gives the fallback. */
  const call = (what: string, render: (module: ShellModule) => string, fallback: string): string => {
    if (!module) return fallback;
    try {
      return render(module);
    } catch (error) {
      log.error({ err: error, render: what }, "the shell's server module threw: the page goes without that part");
      return fallback;
    }
  };
  return {
    /** The shell's Layout around `main`; without the module, `main` alone in the page's `<main>`. */
    layout: (path: string, main: string, locale: string, { chrome, who = 'guest' }: LayoutOptions) =>
      call(
        'renderLayout',
        (shell) => shell.renderLayout({ path, main, locale, who, chrome }),
        `<main id="main" class="${chrome ? 'main sk-container' : 'main main--bare'}">${main}</main>`,
      ),
    /** The page's skeleton while its area loads; without the module, nothing (the browser draws it). */
    skeleton: (path: string, locale: string) =>
      call('renderAreaSkeleton', (shell) => shell.renderAreaSkeleton({ path, locale }), ''),
    /** shared-kit's not-found page as the shell shows it. */
    notFound: (path: string, locale: string) =>
      call('renderNotFound', (shell) => shell.renderNotFound({ path, locale }), ''),
    /** The home page's main content (the shell's HomePage); without the module, nothing (the browser draws it). */
    home: (path: string, locale: string, data: HomeInput) =>
      call('renderHome', (shell) => shell.renderHome?.({ path, locale, ...data }) ?? '', ''),
    /** /login's or /register's main content (`path` with its query); without the module, nothing. */
    authPage: (page: 'login' | 'register', path: string, locale: string) =>
      call('renderAuthPage', (shell) => shell.renderAuthPage?.({ page, path, locale }) ?? '', ''),
    /** About us's or an information page's main content, its text in `locale`; '' for another path or no module. */
    contentPage: (path: string, locale: string) =>
      call('renderContentPage', (shell) => shell.renderContentPage?.({ path, locale }) ?? '', ''),
  };
}

export type ShellRenderer = Awaited<ReturnType<typeof createShellRenderer>>;
