import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/public-url';
import { createResourceHints } from '../../lib/resource-hints';
import { isShellAsset, registerShellAssets, sendShellAsset } from '../../plugins/shell-assets';
import { createCountryIsoCache } from './country-iso';
import { fillHead, SHELL_MISSING_HTML } from './html';
import { resolvePage } from './resolve-page';

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * The browser side of the api: the shell's static files from SHELL_DIST and, for every other page path, the shell's
 * index.html with the head filled in server-side (title, description, canonical, robots, Open Graph, JSON-LD,
 * app-config) and, on job lists and job pages, the main content rendered into <div id="root">, so search engines
 * see both without running JavaScript. index.html itself is never served as a static file.
 */
const pageRoutes: FastifyPluginAsync = async (fastify) => {
  const { shellDist } = fastify.config;
  const indexFile = path.join(shellDist, 'index.html');
  const countryIso = createCountryIsoCache(fastify.db);
  const resourceHints = createResourceHints(fastify.config, fastify.log);

  await registerShellAssets(fastify, shellDist);

  let template: { mtimeMs: number; html: string } | null = null;
  const readTemplate = async (): Promise<string | null> => {
    try {
      const info = await stat(indexFile);
      if (!template || template.mtimeMs !== info.mtimeMs) {
        template = { mtimeMs: info.mtimeMs, html: await readFile(indexFile, 'utf8') };
      }
      return template.html;
    } catch {
      template = null;
      return null;
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const html = await readTemplate();
    if (html === null) {
      request.log.warn({ indexFile }, 'shell index.html not found');
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(SHELL_MISSING_HTML);
    }
    const origin = publicOrigin(fastify.config, request);
    const page = await resolvePage({ db: fastify.db, reference: fastify.reference, countryIso, origin }, pathname);
    const body = fillHead(
      html,
      page.head,
      `${origin}${page.head.canonicalPath ?? pathname}`,
      { siteId: fastify.config.siteId, version: fastify.config.appVersion, adminDashboardUrl: fastify.config.adminDashboardUrl },
      page.root,
    );
    // Preloads of the shell's and the remote's startup files and the inline registry (docs/delivery.md), first in the head's end.
    const headEnd = body.indexOf('</head>');
    const withHints = headEnd < 0 ? body : body.slice(0, headEnd) + (await resourceHints.forPage(pathname)) + body.slice(headEnd);
    // The HTML names the current asset hashes: always revalidate it.
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withHints);
  };

  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (isShellAsset(pathname)) return sendShellAsset(reply, pathname);
    if (!acceptsHtml(request)) return reply.callNotFound();
    return sendPage(request, reply, pathname);
  });
};

export default pageRoutes;
