import { avatarInitials, avatarTone, type Job, jobPath, type Locale, type SearchChoice } from 'shared-kit/contracts';
import type { Translate } from '../../../i18n/catalogues';
import { escapeHtml } from '../../../lib/escape-html';

/** The visitor's language and its texts (the request's `locale` and `t`). */
export type Say = { locale: Locale; t: Translate };

export const jobHref = (job: Job) => jobPath(job.url);
/**
 * A job's own texts (title, description) are marked with the language they are written in, when known, so screen
 * readers and translators treat them as such (docs/i18n.md#the-rules).
 */
export const contentLang = (job: Job) => (job.content_lang ? ` lang="${escapeHtml(job.content_lang)}"` : '');
export const link = (href: string, text: string, className?: string) =>
  `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

// ---- shared-kit/ui's controls, as the React components render them ----

/** A TextField (shared-kit/src/ui/text-field.tsx): its label, its hint, the input and the (empty) error line. */
export function textField(id: string, label: string, attributes: string, className = '', hint = ''): string {
  return [
    `<div class="sk-field${className ? ` ${className}` : ''}">`,
    `<label class="sk-field__label" for="${id}">${escapeHtml(label)}</label>`,
    hint ? `<p class="sk-field__hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '',
    `<input id="${id}" ${attributes}${hint ? ` aria-describedby="${id}-hint"` : ''} class="sk-input">`,
    `<p class="sk-field__error" id="${id}-error" aria-live="polite"></p>`,
    '</div>',
  ].join('');
}

/** A Select (shared-kit/src/ui/select.tsx) with an empty first choice: the server's stand-in for a Combobox. */
export function select(
  id: string,
  name: string,
  label: string,
  none: string,
  choices: SearchChoice[],
  className: string,
) {
  const options = choices
    .map(
      (choice) =>
        `<option value="${escapeHtml(choice.value)}">${escapeHtml(choice.hint ? `${choice.label} (${choice.hint})` : choice.label)}</option>`,
    )
    .join('');
  return [
    `<div class="sk-field ${className}">`,
    `<label class="sk-field__label" for="${id}">${escapeHtml(label)}</label>`,
    `<span class="sk-select"><select id="${id}" name="${name}" class="sk-input sk-select__control"><option value="" selected>${escapeHtml(none)}</option>${options}</select></span>`,
    `<p class="sk-field__error" id="${id}-error" aria-live="polite"></p>`,
    '</div>',
  ].join('');
}

export const button = (text: string, className = '', type = 'submit') =>
  `<button type="${type}" class="sk-button sk-button--primary${className ? ` ${className}` : ''}"><span class="sk-button__label">${escapeHtml(text)}</span></button>`;

/** shared-kit's LinkButton as markup: the same classes and label span (docs/design-system.md#button-and-linkbutton). */
export const linkButton = (href: string, text: string, variant: 'primary' | 'secondary' = 'secondary') =>
  `<a class="sk-button sk-button--${variant}" href="${escapeHtml(href)}"><span class="sk-button__label">${escapeHtml(text)}</span></a>`;

export function withTags(text: string, tags: Record<number, [open: string, close: string]>): string {
  return escapeHtml(text).replace(/&lt;(\/?)(\d+)&gt;/g, (whole, closing: string, n: string) => {
    const tag = tags[Number(n)];
    return tag ? tag[closing ? 1 : 0] : whole;
  });
}

// ---- shared-kit/ui components as markup (docs/design-system.md#components) ----

export const badge = (tone: string, text: string) =>
  `<span class="sk-badge sk-badge--${tone}">${escapeHtml(text)}</span>`;

/**
 * shared-kit's Avatar: the logo, or the name's initials on its tone (the same functions as the component). `decorative`
 * when the name is written beside it. A logo that fails to load before React is swapped by the component afterwards.
 */
export function avatar(name: string, src: string | null, size: 'sm' | 'md' | 'lg', decorative: boolean): string {
  const classes = `sk-avatar sk-avatar--${size} sk-avatar--square`;
  if (src) return `<img class="${classes}" src="${escapeHtml(src)}" alt="${decorative ? '' : escapeHtml(name)}">`;
  const label = decorative ? 'aria-hidden="true"' : `role="img" aria-label="${escapeHtml(name)}"`;
  return `<span ${label} class="${classes} sk-avatar--tone-${avatarTone(name)}">${escapeHtml(avatarInitials(name))}</span>`;
}

/** mfe-jobs' RemoteBadge: remote and hybrid are marked, on-site is not. */
