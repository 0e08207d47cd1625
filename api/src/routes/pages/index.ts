import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/public-url';
import { createResourceHints } from '../../lib/resource-hints';
import { isShellAsset, registerShellAssets, sendShellAsset } from '../../plugins/shell-assets';
import { createCountryIsoCache } from './country-iso';
import { homeSearchPath } from 'shared-kit/contracts';
import { fillPage, parseTemplate, SHELL_MISSING_HTML, type ShellTemplate, TemplateError } from './html';
import { resolvePage } from './resolve-page';

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

// A name of the job-list grammar: letters (any script: München) and underscores; anything else is ignored.
const NAME = /^[\p{L}_]{1,60}$/u;

/**
 * The home page's search form without JavaScript sends `GET /jobs?keywords=…&language=German&location=Germany`: the
 * path the React form navigates to (shared-kit `homeSearchPath`), or null when the query is not that form's.
 */
function homeSearchTarget(search: URLSearchParams): string | null {
  const language = search.get('language');
  const location = search.get('location');
  if (language === null && location === null) return null;
  const target = homeSearchPath({
    keywords: search.get('keywords') ?? '',
    language: language && NAME.test(language) ? language : null,
    location: location && NAME.test(location) ? location : null,
  });
  // A Location header is ASCII: the path's letters (München) percent-encoded; the query already is.
  const cut = target.indexOf('?');
  return cut === -1 ? encodeURI(target) : encodeURI(target.slice(0, cut)) + target.slice(cut);
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

  let template: { mtimeMs: number; parsed: ShellTemplate } | null = null;
  /** The parsed template, re-read when the build replaces it; null when absent; TemplateError when broken. */
  const readTemplate = async (): Promise<ShellTemplate | null> => {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(indexFile);
    } catch {
      template = null;
      return null;
    }
    if (!template || template.mtimeMs !== info.mtimeMs) {
      template = { mtimeMs: info.mtimeMs, parsed: parseTemplate(await readFile(indexFile, 'utf8')) };
    }
    return template.parsed;
  };

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(SHELL_MISSING_HTML);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string, search: URLSearchParams) => {
    let shell: ShellTemplate | null;
    try {
      shell = await readTemplate();
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      request.log.error({ indexFile, err: error }, 'shell index.html has no page placeholders: rebuild the shell');
      return unavailable(reply);
    }
    if (shell === null) {
      request.log.warn({ indexFile }, 'shell index.html not found');
      return unavailable(reply);
    }
    const origin = publicOrigin(fastify.config, request);
    const page = await resolvePage(
      {
        db: fastify.db,
        reference: fastify.reference,
        countryIso,
        popularCounts: fastify.popularCounts,
        origin,
        t: request.t,
        locale: request.locale,
      },
      pathname,
      search,
    );
    const body = fillPage(
      shell,
      page.head,
      `${origin}${page.head.canonicalPath ?? pathname}`,
      {
        siteId: fastify.config.siteId,
        version: fastify.config.appVersion,
        adminDashboardUrl: fastify.config.adminDashboardUrl,
      },
      page.root,
      // The shell's and the remote's startup files and the inline registry (docs/delivery.md).
      await resourceHints.forPage(pathname),
      request.locale,
    );
    // The HTML names the current asset hashes: always revalidate it.
    // The same URL in every language: caches keep one answer per cookie and Accept-Language (docs/i18n.md#choosing-the-language).
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(body);
  };

  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (isShellAsset(pathname)) return sendShellAsset(reply, pathname);
    if (!acceptsHtml(request)) return reply.callNotFound();
    const search = new URLSearchParams(request.url.slice(pathname.length + 1));
    const formTarget = pathname === '/jobs' ? homeSearchTarget(search) : null;
    if (formTarget) return reply.redirect(formTarget, 303);
    return sendPage(request, reply, pathname, search);
  });
};

export default pageRoutes;
