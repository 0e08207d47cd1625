// The interface's languages for the shell and every remote (docs/i18n.md): one set of messages for the page, shared
// through shared-kit (a federation singleton). Each package owns its catalogue and registers a loader; the
// catalogues are compiled at build time (tooling/catalogue-loader.cjs), so no ICU parser reaches the browser.
export { Trans, type TransProps } from './trans';
export { CatalogueGate, useLocale, useTranslate } from './react';
export {
  activateLocale,
  type Catalogue,
  type CatalogueLoader,
  currentLocale,
  i18n,
  registerCatalogue,
  type Translate,
  translate,
} from './runtime';
export {
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTimeRange,
  formatFileSize,
  formatRelativeTime,
} from './format';
export { chooseLocaleOnPage, localeFromCookie, rememberLocale, startI18n } from './choice';
export { type KitMessageId, loadKitMessages } from '../locales';
export { loadPageMessages } from '../locales/pages';
