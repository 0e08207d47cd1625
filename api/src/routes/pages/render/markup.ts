import type { Locale } from 'shared-kit/contracts';
import type { Translate } from '../../../i18n/catalogues';
import { escapeHtml } from '../../../lib/escape-html';

/** The visitor's language and its texts (the request's `locale` and `t`). */
export type Say = { locale: Locale; t: Translate };

/** shared-kit's LinkButton as markup: the same classes and label span (docs/design-system.md#button-and-linkbutton). */
export const linkButton = (href: string, text: string, variant: 'primary' | 'secondary' = 'secondary') =>
  `<a class="sk-button sk-button--${variant}" href="${escapeHtml(href)}"><span class="sk-button__label">${escapeHtml(text)}</span></a>`;
