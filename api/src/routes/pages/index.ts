import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/public-url';
import { createCountryIsoCache } from './country-iso';
import { fillHead, SHELL_MISSING_HTML } from './html';
import { resolvePage } from './resolve-page';

/** Webpack's [contenthash] in a file name: safe to cache for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ASSET = /\/[^/]+\.[a-z0-9]+$/i;

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

  await fastify.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    cacheControl: false,
    // A missing shell build is reported by the page handler (503), not at start.
    wildcard: false,
  });

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
    // The HTML names the current asset hashes: always revalidate it.
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  };

  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    // A file name with an extension is a static asset (".html" job urls are pages: the client strips the suffix).
    if (ASSET.test(pathname) && !pathname.endsWith('.html')) {
      reply.header('cache-control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
      let file: string;
      try {
        file = decodeURIComponent(pathname.slice(1));
      } catch {
        return reply.callNotFound();
      }
      return reply.sendFile(file);
    }
    if (!acceptsHtml(request)) return reply.callNotFound();
    return sendPage(request, reply, pathname);
  });
};

export default pageRoutes;
