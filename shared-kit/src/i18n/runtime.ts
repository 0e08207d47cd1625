import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-kit/constants';
import { type CompiledMessage, interpret } from './interpret';

/** A package's messages for one language: id -> message (compiled at build time, ICU source in tests). */
export type Catalogue = Readonly<Record<string, CompiledMessage>>;
/** Loads a package's catalogue for a language, usually a dynamic import of `locales/<locale>.json`. */
export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;
/** Message id and ICU values -> text in the active language. */
export type Translate<Id extends string = string> = (id: Id, values?: Record<string, unknown>) => string;

const messages = new Map<string, Record<string, CompiledMessage>>();
const listeners = new Set<() => void>();
let active = '';
let compile: ((source: string) => CompiledMessage) | undefined;
const compiled = new Map<string, CompiledMessage>();

const changed = () => {
  for (const listener of [...listeners]) listener();
};

/**
 * The page's one set of messages: every package's catalogue is merged into it, ids prefixed by their package
 * (docs/i18n.md#in-the-front-ends). Our own, not a library's: what the catalogues use (plain text, arguments, plural
 * and select) is a few lines to interpret, and every page downloaded about 3 KB of Lingui's runtime for it
 * (docs/delivery.md#figures-session-16). The catalogues are still compiled by Lingui's compiler at build time.
 */
export const i18n = {
  /** The active language ('' before the first activation). */
  get locale(): string {
    return active;
  },
  /** Adds messages to a language's (a later catalogue's id wins), and tells the listeners. */
  load(locale: string, catalogue: Catalogue): void {
    const into = messages.get(locale) ?? {};
    messages.set(locale, Object.assign(into, catalogue));
    changed();
  },
  activate(locale: string): void {
    active = locale;
    changed();
  },
  /** The message in the active language; its id when there is none (a missing message shows, and is seen). */
  _(id: string, values?: Record<string, unknown>): string {
    let message = messages.get(active)?.[id];
    if (message === undefined) return id;
    if (typeof message === 'string') {
      if (!compile) return message;
      const source = message;
      message = compiled.get(source) ?? compile(source);
      compiled.set(source, message);
      if (typeof message === 'string') return message;
    }
    return interpret(message, active, values);
  },
  /** Called after every load and activation; returns the function that stops it. */
  on(_event: 'change', listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** For tests, which load the ICU sources: the build compiles the catalogues, and no compiler reaches a browser. */
  setMessagesCompiler(compiler: (source: string) => CompiledMessage): void {
    compile = compiler;
  },
};

const loaders = new Set<CatalogueLoader>();
const loaded = new Map<CatalogueLoader, Set<Locale>>();

async function load(loader: CatalogueLoader, locale: Locale): Promise<void> {
  const done = loaded.get(loader) ?? new Set<Locale>();
  loaded.set(loader, done);
  if (done.has(locale)) return;
  i18n.load(locale, await loader(locale));
  done.add(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * Adds a package's catalogue and loads it for the active language. A remote calls it (through CatalogueGate) before
 * its first screen renders; later switches load it with everyone else's.
 */
export async function registerCatalogue(loader: CatalogueLoader, locale: Locale = currentLocale()): Promise<void> {
  loaders.add(loader);
  await load(loader, locale);
}

/**
 * Loads every registered catalogue for the language, then switches to it: no screen ever shows a mixture of the old
 * and new languages, or message ids, while a catalogue is on its way.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders].map((loader) => load(loader, locale)));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Text for code outside React (notices, titles); components use useTranslate so they re-render on a switch. */
export const translate: Translate = (id, values) => i18n._(id, values);
