import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html';

type PlainPage = {
  status: number;
  /** The document title (escaped here). */
  title: string;
  /** The page's one heading (escaped here). */
  heading: string;
  /** HTML under the heading, escaped by the caller. */
  body: string;
  stylesheet?: string;
  /** For an address that carries a token: it is never sent on to another site. */
  noReferrer?: boolean;
};

/**
 * The site's icon, the shell's /favicon.svg (docs/pages.md): without a link the browser asks for /favicon.ico, which is
 * a 404 and an error in the console.
 */
const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/**
 * A small page the api renders itself, outside the front ends (the test provider's checkout, a job alert's
 * unsubscribe link): in the request's language, never cached, never indexed.
 */
export function plainPage(request: FastifyRequest, reply: FastifyReply, page: PlainPage): string {
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow');
  if (page.noReferrer) reply.header('referrer-policy', 'no-referrer');
  const stylesheet = page.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(page.stylesheet)}">` : '';
  return `<!doctype html>
<html lang="${escapeHtml(request.locale)}">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)}</title>${ICON}${stylesheet}</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
${page.body}
</main>
</body>
</html>
`;
}
