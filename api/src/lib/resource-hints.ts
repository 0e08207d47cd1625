import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { FIRST_REQUESTS_ELEMENT_ID, firstRequests, routeFor } from 'shared-kit/contracts';
import type { Config } from '../config';
import { createKeyedCache } from './cache';

type RemoteName = keyof Config['remoteManifests'];

/**
 * What a page of a remote's area needs before it can render: the remote's entry and the exposed module's files; and
 * the module's chunks loaded on demand, among which the area's catalogues and its pages (named below).
 */
type RemoteFiles = { scripts: string[]; styles: string[]; chunks: string[] };

/** A deployment replaces a remote's manifest in place: read it again after this long. */
const MANIFEST_TTL_MS = 60_000;
const MANIFEST_TIMEOUT_MS = 2_000;
const EXPOSED_MODULE = 'routes';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the shell requests once the page has painted (shell/src/after-first-paint.ts): hints written as data, not
 * as `<link>` tags, which the browser would fetch at once, sharing the bandwidth of the first paint's HTML and
 * styles (Largest Contentful Paint, docs/delivery.md).
 */
type DeferredHint = { rel: 'prefetch'; href: string; as: 'script' | 'style' };

/**
 * Startup styles are linked as stylesheets, not only preloaded: the server-rendered content is then styled at its
 * first paint instead of jumping when the script adds the styles (the loader finds the link and adds no second).
 */
const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`;

type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } } }[];
};

/** The files of a remote's manifest as absolute URLs (its publicPath is 'auto': relative to the manifest). */
function remoteFiles(manifestUrl: string, manifest: Manifest): RemoteFiles {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const exposed = manifest.exposes?.find((item) => item.name === EXPOSED_MODULE);
  const scripts = [
    ...(entry?.name ? [at(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`)] : []),
    ...(exposed?.assets?.js?.sync ?? []).map(at),
  ];
  return {
    scripts,
    styles: (exposed?.assets?.css?.sync ?? []).map(at),
    chunks: (exposed?.assets?.js?.async ?? []).map(at),
  };
}

/**
 * The chunks a page of the area asks for as the exposed module runs (docs/delivery.md#account-areas-load-one-page):
 * the area's catalogue in the page's language (`<area>-messages-<locale>-json`, not shared-kit's copy, which the
 * shell provides) and the page's own chunk, named `page-<route id>` by the area. Hinted with the entry, they are no
 * longer one round trip behind it.
 */
function pageChunks(chunks: string[], routeId: string, locale: string): string[] {
  const file = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  return chunks.filter((url) => {
    const name = file(url);
    return (
      name.startsWith(`page-${routeId}.`) ||
      (name.includes(`-messages-${locale}-json.`) && !name.startsWith('kit-messages-'))
    );
  });
}

/**
 * Resource hints for the page head, so that the first render does not wait for the chain
 * shell script -> its startup chunks -> registry -> remoteEntry -> chunks (docs/delivery.md):
 * - the shell's startup chunks (listed at build time in `startup-files.json`): styles linked; scripts preloaded on an
 *   account page asked for with a session cookie;
 * - the remote registry inline (the shell reads it instead of fetching /remotes.json);
 * - on a public page of a remote's area, or an account page asked for with a session cookie, once the api has read
 *   the remote's manifest (cached a minute, refreshed in the background, awaited only by the first page), a prefetch
 *   of its entry and exposed files. Not the manifest itself: the shell registers the remote by its entry and never
 *   fetches the manifest (docs/delivery.md#the-remotes-registered-by-their-entry).
 */
export function createResourceHints(config: Config, log: FastifyBaseLogger) {
  const startupFile = path.join(config.shellDist, 'startup-files.json');
  type Startup = { styles: string; scripts: string; catalogues: Map<string, string> };
  let startup: (Startup & { mtimeMs: number }) | null = null;

  /**
   * The shell's startup files, read again when a build replaced the list: its styles as links, and its scripts as
   * preloads for the pages that use them (below).
   */
  const shellStartup = async (): Promise<Startup> => {
    try {
      const info = await stat(startupFile);
      if (!startup || startup.mtimeMs !== info.mtimeMs) {
        const listed = JSON.parse(await readFile(startupFile, 'utf8')) as unknown;
        const files = (Array.isArray(listed) ? listed : []).filter(
          (file): file is string => typeof file === 'string' && /^[\w.-]+\.(css|js)$/.test(file),
        );
        startup = {
          mtimeMs: info.mtimeMs,
          styles: files
            .filter((file) => file.endsWith('.css'))
            .map((file) => stylesheet(`/${file}`))
            .join(''),
          scripts: files
            .filter((file) => file.endsWith('.js'))
            .map((file) => `<link rel="preload" as="script" href="${escapeAttribute(`/${file}`)}">`)
            .join(''),
          catalogues: await shellCatalogues(),
        };
      }
      return startup;
    } catch {
      // No list (a development build, tests with a hand-made shell): the browser finds the files itself.
      startup = null;
      return { styles: '', scripts: '', catalogues: new Map() };
    }
  };

  /** The shell's catalogue file of each language (`messages-<locale>.<hash>.js`), which its first render waits for. */
  const shellCatalogues = async (): Promise<Map<string, string>> => {
    const files = await readdir(config.shellDist);
    return new Map(
      files.flatMap((file) => {
        const match = /^messages-([a-z]{2})\.[0-9a-f]+\.js$/.exec(file);
        return match ? [[match[1], file] as const] : [];
      }),
    );
  };

  const readManifest = async (name: RemoteName): Promise<RemoteFiles | null> => {
    const url = config.remoteManifests[name];
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return remoteFiles(url, (await response.json()) as Manifest);
    } catch (error) {
      // A dead remote only costs the preloads (and is asked again after the TTL); the shell reports it when it
      // loads the area.
      log.warn({ err: error, remote: name }, 'remote manifest not read for resource hints');
      return null;
    }
  };

  /**
   * The remote's files. Only the first read is awaited (bounded by the manifest timeout), so the first page after a
   * start is styled like every later one; after that a page never waits: the manifest is re-read in the background.
   */
  const filesOf = createKeyedCache(readManifest, { ttlMs: MANIFEST_TTL_MS, refresh: 'background' });

  return {
    /**
     * The tags to put in the head of the page at `pathname`. `signedIn`: the request carries a session cookie, so a
     * page of an account area (which the server renders no content for) will open its area rather than send the
     * visitor to log in: its remote's files are hinted too (docs/delivery.md#account-areas-start-early).
     */
    async forPage(
      pathname: string,
      signedIn = false,
      remote?: RemoteName,
      locale = 'en',
      /** GETs whose answers the page carries already (page-data): not asked for again. */
      carried: readonly string[] = [],
      /**
       * The account page carries its remote's markup for the signed-in user (the candidate's dashboard,
       * docs/delivery.md#the-dashboard-in-the-first-html): its stylesheet is linked, as a public page's.
       */
      rendered = false,
    ): Promise<string> {
      const route = routeFor(pathname);
      const shell = await shellStartup();
      const tags = [
        shell.styles,
        `<script id="remote-registry" type="application/json">${scriptJson({ remotes: config.remoteManifests })}</script>`,
      ];
      // On a public page the shell's scripts wait for the server's content to paint (main.js asks for them then), so
      // they do not share its bandwidth. An account page asked for with a session has no such content: its first
      // paint that counts is the area's screen, at the end of the chain page -> main.js -> these scripts -> the
      // area -> its data. Preloaded, they download beside main.js, one step less (docs/delivery.md#account-areas-start-early).
      if (signedIn && route.access !== 'public' && route.owner !== 'not-found') {
        tags.push(shell.scripts);
        // And the shell's catalogue in the page's language: its first render waits for it, and the shell asks for it
        // only once its scripts run, a round trip after them.
        const catalogue = shell.catalogues.get(locale);
        if (catalogue) tags.push(`<link rel="preload" as="script" href="${escapeAttribute(`/${catalogue}`)}">`);
        // The page's first api requests, which main.js starts before anything else with the session's token: their
        // answer, not the chain of scripts, was the last step before the screen (docs/delivery.md#account-areas-start-early).
        const urls = firstRequests(route.id, route.params).filter((url) => !carried.includes(url));
        if (urls.length > 0)
          tags.push(`<script id="${FIRST_REQUESTS_ELEMENT_ID}" type="application/json">${scriptJson(urls)}</script>`);
      }
      const deferred: DeferredHint[] = [];
      // An event's own path is outside the route table, but the page says whose markup it carries.
      const owner = remote ?? route.owner;
      const isPublic = remote !== undefined || route.access === 'public';
      if ((isPublic || signedIn) && owner in config.remoteManifests) {
        const name = owner as RemoteName;
        // The remote is served from another origin: its connection is opened while the page's own files download
        // (Lighthouse counted 150 ms of the account pages' Largest Contentful Paint for it).
        const manifest = config.remoteManifests[name];
        if (URL.canParse(manifest))
          tags.push(`<link rel="preconnect" href="${escapeAttribute(new URL(manifest).origin)}">`);
        const files = await filesOf(name);
        // Prefetched, not preloaded: Chromium keeps a failed preload and hands it to the script tag of a later
        // retry, so a remote that was down when the page loaded could not be retried without a reload.
        for (const href of files?.scripts ?? []) deferred.push({ rel: 'prefetch', href, as: 'script' });
        // On an account page only: a public page's content is the server's, and there the catalogue arriving early
        // only moved the area's first render into the shell's start (Lighthouse's TBT on /jobs, median of 5: 315 ms
        // with it, 208 ms without).
        if (!isPublic)
          for (const href of pageChunks(files?.chunks ?? [], route.id, locale))
            deferred.push({ rel: 'prefetch', href, as: 'script' });
        // Styles stay links where the server-rendered content needs them at its first paint. An account page has no
        // such content (but the one `rendered` for its user): a stylesheet there would only hold back the shell's
        // script; the area adds its own. It is prefetched with the scripts instead, so the area's own link finds it
        // in the cache.
        for (const href of files?.styles ?? []) {
          if (isPublic || rendered) tags.push(stylesheet(href));
          else deferred.push({ rel: 'prefetch', href, as: 'style' });
        }
      }
      if (deferred.length > 0)
        tags.push(`<script id="deferred-hints" type="application/json">${scriptJson(deferred)}</script>`);
      return tags.join('');
    },
  };
}
