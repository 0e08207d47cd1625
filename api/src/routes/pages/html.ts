import type { PageHead } from './head';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: `<` escaped so no value can close the element ("</script>") or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export type AppConfig = { siteId: string; version: string; adminDashboardUrl: string };

/**
 * The shell's index.html with our head: its <title> replaced, any description/canonical/robots/app-config it had
 * removed, ours inserted before </head>.
 */
export function fillHead(template: string, head: PageHead, canonical: string, appConfig: AppConfig): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<script id="app-config" type="application/json">${scriptJson(appConfig)}</script>`,
  ].join('\n    ');
  let html = template
    .replace(/<meta\s+name=["'](?:description|robots)["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '')
    .replace(/<script\s+id=["']app-config["'][^>]*>[\s\S]*?<\/script>\s*/gi, '');
  const title = `<title>${escapeHtml(head.title)}</title>`;
  html = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, title) : html.replace(/<\/head>/i, `${title}\n</head>`);
  return html.replace(/<\/head>/i, `    ${tags}\n  </head>`);
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
