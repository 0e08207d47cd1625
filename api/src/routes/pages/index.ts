import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../../lib/cookies';
import { publicOrigin } from '../../lib/public-url';
import { createResourceHints } from '../../lib/resource-hints';
import { createRemoteRenderers } from '../../lib/remote-render';
import { createShellRenderer } from '../../lib/shell-render';
import { isShellAsset, registerShellAssets, sendShellAsset } from '../../plugins/shell-assets';
import { createCountryIsoCache } from '../../services/country-iso';
import { buildJobListPath, JOB_SEARCH_LIMITS, parseJobListPath } from 'shared-kit/contracts';
import { fillPage, parseTemplate, SHELL_MISSING_HTML, type ShellTemplate, TemplateError } from './html';
import { blogRedirect } from './blog-page';
import { resolvePage } from './resolve-page';
import { siteShareImage } from '../../services/share-images';
import { liveSessionUser } from '../../services/sessions';
import { LANGUAGE_VARY } from '../../plugins/locale';

/**
 * The api's own answer to `GET url` for the session `token`, as the browser would get it (the same route, guard,
 * serialiser and language), or null when it is not a 200: what a signed-in page's first HTML is written from
 * (docs/delivery.md#the-dashboard-in-the-first-html).
 */
async function answerAs(fastify: FastifyInstance, request: FastifyRequest, token: string, url: string) {
  if (!token) return null;
  const language = request.headers['accept-language'];
  const response = await fastify.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      // The page's language: the visitor's choice rides in a cookie, else in Accept-Language (docs/i18n.md).
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
  });
  return response.statusCode === 200 ? (response.json() as unknown) : null;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

// A name of the job-list grammar: letters (any script: München) and underscores; anything else is ignored.
const NAME = /^[\p{L}_]{1,60}$/u;
const REMOTE = /^[a-z-]{1,20}$/;
const SMALL_INT = /^\d{1,2}$/;

/**
 * The search forms without JavaScript send `GET /jobs?…`: the home page's (`language`, `location`) and the job list's
 * filter bar (docs/pages.md#server-rendered-content: the current filters as `language`, `location`, `remote`,
 * `keywords`, `experience`, `employment_type`, `latests`, and a chip's `toggle`, e.g. `remote:hybrid`,
 * `employment_type:2`, `latests`). Answered with the canonical list path of the result, the query filters kept; null
 * when the query holds none of the path's names (a plain `/jobs?keywords=…` is a list already). Names outside the
 * grammar are ignored.
 */
function searchFormPath(search: URLSearchParams, minisitePath: string | null = null): string | null {
  const toggle = search.get('toggle') ?? '';
  if (minisitePath ? !toggle : !['language', 'location', 'remote'].some((n) => search.has(n)) && !toggle) return null;
  const languages: string[] = [];
  for (const language of search.getAll('language')) {
    if (NAME.test(language) && !languages.some((l) => l.toLowerCase() === language.toLowerCase())) {
      languages.push(language);
    }
  }
  const location = search.get('location') ?? '';
  let remote = search.get('remote') ?? '';
  if (!REMOTE.test(remote)) remote = '';
  const ints = (name: string) => [
    ...new Set(
      search
        .getAll(name)
        .filter((v) => SMALL_INT.test(v))
        .map(Number),
    ),
  ];
  let employment = ints('employment_type');
  let latests = search.get('latests') === '1';
  const [kind, value = ''] = toggle.split(':');
  if (kind === 'remote' && REMOTE.test(value)) remote = remote === value ? '' : value;
  if (kind === 'employment_type' && SMALL_INT.test(value)) {
    const id = Number(value);
    employment = employment.includes(id) ? employment.filter((e) => e !== id) : [...employment, id];
  }
  if (kind === 'latests') latests = !latests;
  const query = new URLSearchParams();
  // A minisite's language and location filters ride in its query (docs/product-rules.md#minisite-filters).
  if (minisitePath) {
    for (const language of languages) query.append('language', language);
    if (NAME.test(location)) query.set('location', location);
  }
  const keywords = search.get('keywords')?.trim();
  if (keywords) query.set('keywords', keywords.slice(0, JOB_SEARCH_LIMITS.keywords));
  for (const years of ints('experience').sort((a, b) => a - b)) query.append('experience', String(years));
  for (const id of employment.sort((a, b) => a - b)) query.append('employment_type', String(id));
  if (latests) query.set('latests', '1');
  // A minisite's form keeps to the minisite: its filters are in the query.
  const path =
    minisitePath ??
    buildJobListPath({ languages, location: NAME.test(location) ? location : null, remote: remote || null });
  const text = query.toString();
  // A Location header is ASCII: the path's letters (München) percent-encoded; the query already is.
  return text ? `${encodeURI(path)}?${text}` : encodeURI(path);
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
  const remotes = createRemoteRenderers(fastify.config, fastify.log);
  // The shell's server module, beside its static files: read once at the start (lib/shell-render.ts).
  const shellRenderer = await createShellRenderer(fastify.config.shellServerModule, fastify.log);

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
    // The session cookie the shell writes (docs/contracts.md#auth): the signed-in screens the server writes
    // (docs/delivery.md#the-dashboard-in-the-first-html) are the api's own answers to that session's token.
    const token = parseCookies(request.headers.cookie)[`auth_token${fastify.config.siteId}`] ?? '';
    const page = await resolvePage(
      {
        db: fastify.db,
        reference: fastify.reference,
        countryIso,
        // The unfiltered list's exact total, as GET /api/jobs counts it (routes/jobs): the page carries the list the
        // client shows (docs/delivery.md), so its total must not be the capped count ("1000+").
        activeJobs: fastify.activeJobs,
        popularCounts: fastify.popularCounts,
        titleMatch: fastify.titleMatches,
        origin,
        blog: fastify.blog,
        // The shell's words (`shell.*`) are said by its module's screens: the api reads no catalogue of the shell.
        t: request.t,
        locale: request.locale,
        remotes,
        shell: shellRenderer,
        viewer: () => (token ? liveSessionUser(fastify.db, token) : Promise.resolve(null)),
        answerAs: (url) => answerAs(fastify, request, token, url),
      },
      pathname,
      search,
    );
    if (page.redirect) return reply.header('cache-control', 'no-cache').redirect(page.redirect, page.status);
    // Every page has a picture for link previews: its own, else the site's card in the visitor's language.
    const head = page.head.ogImage
      ? page.head
      : { ...page.head, ogImage: siteShareImage(request.locale, request.t, origin) };
    const body = fillPage(
      shell,
      head,
      `${origin}${head.canonicalPath ?? pathname}`,
      {
        siteId: fastify.config.siteId,
        version: fastify.config.appVersion,
        adminDashboardUrl: fastify.config.adminDashboardUrl,
      },
      page.root,
      // The shell's and the remote's startup files and the inline registry (docs/delivery.md).
      // The session cookie the shell writes (docs/contracts.md#auth) only tells whether to hint an account area's
      // files; it is not checked: a stale one costs a download, and the shell still asks the visitor to log in.
      await resourceHints.forPage(
        pathname,
        token !== '',
        page.remote,
        request.locale,
        Object.keys(page.data?.answers ?? {}),
        page.data?.viewer !== undefined,
      ),
      request.locale,
      page.data ?? null,
    );
    // The HTML names the current asset hashes: always revalidate it.
    // The same URL in every language: caches keep one answer per cookie and Accept-Language (docs/i18n.md#choosing-the-language).
    if (page.headers) reply.headers(page.headers);
    return (
      reply
        .code(page.status)
        // Where the blog's WordPress REST API is, as a WordPress site's pages say it: WPAPI.discover(<any page>) and
        // other clients find it here (docs/blog.md#discovery).
        .header('link', `<${origin}/blog-api/wp-json/>; rel="https://api.w.org/"`)
        .type('text/html; charset=utf-8')
        // A page written for one signed-in user (page.data.viewer) is theirs alone: never kept by any cache.
        .header('cache-control', page.data?.viewer === undefined ? 'no-cache' : 'private, no-store')
        .header('vary', LANGUAGE_VARY)
        .send(body)
    );
  };

  fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (isShellAsset(pathname)) return sendShellAsset(reply, pathname);
    if (!acceptsHtml(request)) return reply.callNotFound();
    const search = new URLSearchParams(request.url.slice(pathname.length + 1));
    const minisite = parseJobListPath(pathname)?.minisite;
    const formTarget =
      pathname === '/jobs'
        ? searchFormPath(search)
        : minisite
          ? searchFormPath(search, buildJobListPath({ minisite }))
          : null;
    if (formTarget) return reply.redirect(formTarget, 303);
    // The paged blog routes without their page (docs/blog.md#pages-rss-and-the-sitemap).
    const blogTarget = blogRedirect(pathname, request.url.slice(pathname.length + 1));
    if (blogTarget) return reply.redirect(blogTarget, 301);
    return sendPage(request, reply, pathname, search);
  });
};

export default pageRoutes;
