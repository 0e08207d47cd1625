import { avatarInitials, avatarTone, type Job, jobPath, type Locale } from 'shared-kit/contracts';
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

/** shared-kit's LinkButton as markup: the same classes and label span (docs/design-system.md#button-and-linkbutton). */
export const linkButton = (href: string, text: string, variant: 'primary' | 'secondary' = 'secondary') =>
  `<a class="sk-button sk-button--${variant}" href="${escapeHtml(href)}"><span class="sk-button__label">${escapeHtml(text)}</span></a>`;

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
