// shared-kit's catalogues as plain data, for a server that says the design system's and the page table's words
// (the api's pages: docs/i18n.md#on-the-server). The browser loads them per language instead (../locales).
import type { Locale } from '../contracts/locales';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
import pagesDe from '../locales/pages/de.json';
import pagesEn from '../locales/pages/en.json';
import pagesEs from '../locales/pages/es.json';
import pagesFr from '../locales/pages/fr.json';
import pagesIt from '../locales/pages/it.json';
import pagesPl from '../locales/pages/pl.json';
import pl from '../locales/pl.json';

/** Every language's kit messages (`kit.*`: the design system's labels, the page table's titles), uncompiled. */
export const KIT_MESSAGES: Record<Locale, Record<string, string>> = {
  en: { ...en, ...pagesEn },
  de: { ...de, ...pagesDe },
  es: { ...es, ...pagesEs },
  fr: { ...fr, ...pagesFr },
  it: { ...it, ...pagesIt },
  pl: { ...pl, ...pagesPl },
};
