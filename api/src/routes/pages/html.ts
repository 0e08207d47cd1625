import type { PageHead } from './head';
import { SITE_NAME } from '../jobs/seo';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: `<` escaped so no value can close the element ("</script>") or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A stored URL (logos are kept as site paths, `/static/logos/x.svg`) as an absolute one on our origin. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

export type AppConfig = { siteId: string; version: string; adminDashboardUrl: string };

/**
 * The shell's index.html with our head: its <title> replaced, any description/canonical/robots/Open Graph/
 * app-config it had removed, ours inserted before </head>; `root` (server-rendered main content) goes inside
 * the empty <div id="root">, which React's createRoot replaces on boot.
 */
export function fillHead(template: string, head: PageHead, canonical: string, appConfig: AppConfig, root = ''): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', canonical),
    meta('og:type', head.ogType ?? 'website'),
    meta('og:site_name', SITE_NAME),
    ...(head.ogImage ? [meta('og:image', head.ogImage)] : []),
    // Logos are small and square: the plain summary card, not summary_large_image.
    '<meta name="twitter:card" content="summary">',
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    `<script id="app-config" type="application/json">${scriptJson(appConfig)}</script>`,
  ].join('\n    ');
  let html = template
    .replace(/<meta\s+name=["'](?:description|robots|twitter:[a-z:]+)["'][^>]*>\s*/gi, '')
    .replace(/<meta\s+property=["']og:[a-z:_]+["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '')
    .replace(/<script\s+type=["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<script\s+id=["']app-config["'][^>]*>[\s\S]*?<\/script>\s*/gi, '');
  const title = `<title>${escapeHtml(head.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  // Function replacements throughout: a `$` in a job title must not be read as a replacement pattern.
  html = html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
  return root ? html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${root}</div>`) : html;
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
