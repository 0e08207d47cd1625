import { DEFAULT_LOCALE, type Locale, LOCALES, PAGE_DATA_ELEMENT_ID, type PageData } from 'shared-kit/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { OgImage, PageHead } from './head';
import { ogLocale } from './og-locale';
import { SITE_NAME } from '../../services/jobs/seo';

/** JSON inside <script>: `<` escaped so no value can close the element ("</script>") or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type AppConfig = { siteId: string; version: string; adminDashboardUrl: string };

/**
 * The placeholders of the shell's template (shell/src/index.html). Comments in server-side-include syntax
 * (`<!--#...-->`) are kept by the production build's HTML minifier, which drops other comments and rewrites
 * tags (`<div id=root>`), so the same markers are found in the built file as in the source and nothing here
 * depends on how the minifier writes tags or attributes (docs/pages.md).
 */
const HEAD_START = '<!--#page-head-->';
const HEAD_END = '<!--#/page-head-->';
const ROOT_MARKER = '<!--#page-root-->';

/** A template that lacks a placeholder: a broken build, reported as such instead of pages without content. */
export class TemplateError extends Error {}

/**
 * The template split at its placeholders once, when it is read, so each page is a few string joins. `<html>`'s own
 * `lang` is left out of `beforeLang` + `beforeHead`: each page says its visitor's language there.
 */
export type ShellTemplate = {
  beforeLang: string;
  beforeHead: string;
  betweenHeadAndRoot: string;
  afterRoot: string;
};

/** `<html ...>`, and a `lang` attribute inside it however the minifier wrote it (`lang=en`, `lang="en"`). */
const HTML_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/i;

/** The part before the head, cut where `<html` ends, its `lang` removed (none: the language goes nowhere). */
function splitAtHtmlTag(beforeHead: string): { beforeLang: string; beforeHead: string } {
  const tag = HTML_TAG.exec(beforeHead);
  if (!tag) return { beforeLang: '', beforeHead };
  const at = tag.index + '<html'.length;
  const rest = tag[0].slice('<html'.length).replace(LANG_ATTRIBUTE, '');
  return {
    beforeLang: beforeHead.slice(0, at),
    beforeHead: rest + beforeHead.slice(tag.index + tag[0].length),
  };
}

export function parseTemplate(html: string): ShellTemplate {
  const headStart = html.indexOf(HEAD_START);
  const headEnd = html.indexOf(HEAD_END);
  const root = html.indexOf(ROOT_MARKER);
  const missing = [
    headStart < 0 ? HEAD_START : null,
    headEnd < 0 ? HEAD_END : null,
    root < 0 ? ROOT_MARKER : null,
  ].filter(Boolean);
  if (missing.length > 0)
    throw new TemplateError(`the shell's index.html lacks the placeholder(s) ${missing.join(', ')}`);
  if (!(headStart < headEnd && headEnd < root))
    throw new TemplateError("the shell's index.html has its placeholders out of order");
  return {
    ...splitAtHtmlTag(html.slice(0, headStart)),
    betweenHeadAndRoot: html.slice(headEnd + HEAD_END.length, root),
    afterRoot: html.slice(root + ROOT_MARKER.length),
  };
}

/** og:locale: the page's content language, else the visitor's; the other interface languages as alternates when the
 * page exists in all of them (everything but a blog post written in one language). */
function localeTags(head: PageHead, locale: Locale): [string, string][] {
  const own = ogLocale(head.contentLanguage ?? locale);
  const tags: [string, string][] = own ? [['og:locale', own]] : [];
  if (head.contentLanguage) return tags;
  for (const other of LOCALES) {
    const alternate = ogLocale(other);
    if (other !== locale && alternate) tags.push(['og:locale:alternate', alternate]);
  }
  return tags;
}

/** og:image and the properties previews read before fetching it: its type, size and text alternative. */
function imageTags(image: OgImage): [string, string][] {
  return [
    ['og:image', image.url],
    ...(image.type ? [['og:image:type', image.type] as [string, string]] : []),
    ...(image.width && image.height
      ? [
          ['og:image:width', String(image.width)] as [string, string],
          ['og:image:height', String(image.height)] as [string, string],
        ]
      : []),
    ...(image.alt ? [['og:image:alt', image.alt] as [string, string]] : []),
  ];
}

/**
 * The page: the template with our head (title, description, robots, canonical, Open Graph, JSON-LD, app-config)
 * in place of the head placeholders and `root` (server-rendered markup, which React replaces on boot) in place of
 * the root placeholder.
 */
export function fillPage(
  template: ShellTemplate,
  head: PageHead,
  canonical: string,
  appConfig: AppConfig,
  root = '',
  resourceHints = '',
  locale: Locale = DEFAULT_LOCALE,
  data: PageData | null = null,
): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    // Startup files (stylesheets linked, scripts preloaded) before anything else can be discovered.
    resourceHints,
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', canonical),
    meta('og:type', head.ogType ?? 'website'),
    meta('og:site_name', SITE_NAME),
    ...localeTags(head, locale).map(([property, content]) => meta(property, content)),
    ...(head.ogImage ? imageTags(head.ogImage).map(([property, content]) => meta(property, content)) : []),
    ...(head.ogMore ?? []).map(([property, content]) => meta(property, content)),
    // Every page has a large picture (its own or the site's card): the large card (docs/pages.md#share-images).
    `<meta name="twitter:card" content="${head.ogImage ? 'summary_large_image' : 'summary'}">`,
    ...(head.ogImage?.alt ? [`<meta name="twitter:image:alt" content="${escapeHtml(head.ogImage.alt)}">`] : []),
    ...(head.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" type="${escapeHtml(alternate.type)}" title="${escapeHtml(alternate.title)}" href="${escapeHtml(alternate.href)}">`,
    ),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    `<script id="app-config" type="application/json">${scriptJson(appConfig)}</script>`,
  ].join('');
  // `<html lang>` in the visitor's language: the app starts in the language it names (docs/i18n.md#choosing-the-language).
  const lang = template.beforeLang ? ` lang="${locale}"` : '';
  // After the markup, outside #root: read by the client before it renders, never painted, never in the way of the
  // first paint's bytes (docs/delivery.md#the-list-travels-in-the-page).
  const dataTag = data
    ? `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`
    : '';
  const bodyEnd = template.afterRoot.lastIndexOf('</body>');
  const afterRoot =
    bodyEnd < 0
      ? template.afterRoot + dataTag
      : template.afterRoot.slice(0, bodyEnd) + dataTag + template.afterRoot.slice(bodyEnd);
  return template.beforeLang + lang + template.beforeHead + tags + template.betweenHeadAndRoot + root + afterRoot;
}

export const SHELL_MISSING_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>EuLangJobs: the shell is not built</title></head>
  <body>
    <h1>The shell is not built</h1>
    <p>The api is running, but the shell's index.html was not found. Build it (<code>pnpm --filter shell build</code>)
    or point <code>SHELL_DIST</code> at its dist folder.</p>
  </body>
</html>
`;
