// A small HTTP server answering like a WordPress site's REST API (wp/v2), for the api's blog tests: it stands for a
// real WordPress, which is exactly what BLOG_API_URL may name. It records what it was sent, and can be told to hang
// or fail.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helper';
import { freePort } from './free-port';

export type FakePost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** UTC, no zone, as WordPress writes date_gmt. */
  date: string;
  modified: string;
  lang?: string;
  categories: number[];
  image?: boolean;
  jobList?: string;
};

export type FakeCategory = { id: number; slug: string; name: string; description: string };

export type FakeWordPress = {
  /** The site's root, what BLOG_API_URL names (with a path, like a WordPress installed in a folder). */
  url: string;
  /** Every request received: path with query and headers. */
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** 'ok', 'hang' (accept and never answer), 'error' (500 to everything). */
  mode: 'ok' | 'hang' | 'error';
  close: () => Promise<void>;
};

const ROOT = '/wordpress';
/** The bytes of a tiny image (the proxy only passes them on). */
export const IMAGE_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake-image-bytes');

export async function startFakeWordPress(posts: FakePost[], categories: FakeCategory[]): Promise<FakeWordPress> {
  const hanging = new Set<import('node:http').ServerResponse>();
  let url = '';
  const state: FakeWordPress = {
    url: '',
    requests: [],
    mode: 'ok',
    close: async () => {
      for (const response of hanging) response.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const term = (category: FakeCategory) => ({
    id: category.id,
    count: posts.filter((post) => post.categories.includes(category.id)).length,
    description: category.description,
    link: `${url}/category/${category.slug}/`,
    name: category.name,
    slug: category.slug,
    taxonomy: 'category',
    parent: 0,
    meta: [],
  });

  const media = (post: FakePost) => ({
    id: 500 + post.id,
    date: post.date,
    slug: `${post.slug}-image`,
    type: 'attachment',
    link: `${url}/${post.slug}-image/`,
    title: { rendered: post.title },
    author: 1,
    caption: { rendered: '<p>Caption<script>alert(1)</script></p>' },
    alt_text: `Picture for ${post.title}`,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: { width: 1600, height: 900, file: `2026/11/${post.slug}.webp`, sizes: {} },
    source_url: `${url}/wp-content/uploads/2026/11/${post.slug}.webp`,
  });

  const wpPost = (post: FakePost, embed: boolean) => ({
    id: post.id,
    date: post.date,
    date_gmt: post.date,
    guid: { rendered: `${url}/?p=${post.id}` },
    modified: post.modified,
    modified_gmt: post.modified,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link: `${url}/${post.slug}/`,
    title: { rendered: post.title },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: post.excerpt, protected: false },
    author: 1,
    featured_media: post.image ? 500 + post.id : 0,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: post.jobList ? { eulangjobs_job_list: post.jobList } : [],
    categories: post.categories,
    tags: [],
    ...(post.lang ? { lang: post.lang } : {}),
    _links: { self: [{ href: `${url}/wp-json/wp/v2/posts/${post.id}` }] },
    ...(embed
      ? {
          _embedded: {
            author: [{ id: 1, name: 'Anna Berg', slug: 'anna' }],
            ...(post.image ? { 'wp:featuredmedia': [media(post)] } : {}),
            'wp:term': [categories.filter((c) => post.categories.includes(c.id)).map(term), []],
          },
        }
      : {}),
  });

  const server: Server = createServer((request, response) => {
    state.requests.push({ url: request.url ?? '', headers: request.headers });
    if (state.mode === 'hang') {
      hanging.add(response);
      return;
    }
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (state.mode === 'error')
      return send(500, { code: 'internal_server_error', message: 'Boom', data: { status: 500 } });
    const address = new URL(request.url ?? '/', 'http://x');
    const query = address.searchParams;
    // `/?rest_route=/wp/v2/posts`: WordPress's own address of a route (a site without pretty permalinks).
    const route = query.get('rest_route');
    const path =
      route !== null && address.pathname === `${ROOT}/`
        ? `/wp-json${route}`
        : address.pathname.startsWith(ROOT)
          ? address.pathname.slice(ROOT.length)
          : '';

    if (path === '/wp-content/uploads/2026/11/page.html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<script>alert(1)</script>');
    }
    if (path.startsWith('/wp-content/uploads/')) {
      response.writeHead(200, { 'content-type': 'image/webp', etag: '"img-1"', 'cache-control': 'max-age=31536000' });
      return response.end(IMAGE_BYTES);
    }
    if (path === '/wp-json/') return send(200, { name: 'Fake WordPress', namespaces: ['wp/v2'] });
    if (path === '/wp-json/wp/v2/categories') {
      const slug = query.get('slug');
      const found = categories.filter((c) => !slug || c.slug === slug).map(term);
      return send(200, found, { 'X-WP-Total': String(found.length), 'X-WP-TotalPages': '1' });
    }
    if (path === '/wp-json/wp/v2/posts') {
      const embed = query.has('_embed');
      const slug = query.get('slug');
      const category = query.get('categories');
      let found = posts
        .filter((post) => !slug || post.slug === slug)
        .filter((post) => !category || post.categories.includes(Number(category)));
      found = [...found].sort((a, b) => b.date.localeCompare(a.date));
      const perPage = Number(query.get('per_page') ?? 10);
      const page = Number(query.get('page') ?? 1);
      const totalPages = Math.ceil(found.length / perPage);
      if (page > Math.max(1, totalPages)) {
        return send(400, {
          code: 'rest_post_invalid_page_number',
          message: 'The page number requested is larger than the number of pages available.',
          data: { status: 400 },
        });
      }
      if (request.headers['if-none-match'] === `"posts-${page}"`) {
        response.writeHead(304, { ETag: `"posts-${page}"` });
        return response.end();
      }
      const items = found.slice((page - 1) * perPage, page * perPage).map((post) => wpPost(post, embed));
      const next = page < totalPages ? `<${url}/wp-json/wp/v2/posts?page=${page + 1}>; rel="next", ` : '';
      return send(200, items, {
        'X-WP-Total': String(found.length),
        'X-WP-TotalPages': String(totalPages),
        // WordPress names its REST root on every answer; a link to another site is not the proxy's to pass on.
        Link: `${next}<${url}/wp-json/>; rel="https://api.w.org/", <https://elsewhere.example/feed/>; rel="alternate"`,
        ETag: `"posts-${page}"`,
        'Set-Cookie': 'wp_session=secret; Path=/',
      });
    }
    const one = /^\/wp-json\/wp\/v2\/posts\/(\d+)$/.exec(path);
    if (one) {
      const post = posts.find((p) => p.id === Number(one[1]));
      return post
        ? send(200, wpPost(post, query.has('_embed')))
        : send(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    }
    return send(404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${ROOT}`;
  state.url = url;
  return state;
}

/** A port nothing listens on: the blog down. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

export const SAMPLE_CATEGORIES: FakeCategory[] = [
  { id: 1, slug: 'working-abroad', name: 'Working abroad', description: 'Moving to another country for a job.' },
  { id: 2, slug: 'cv-tips', name: 'CV tips', description: 'Writing a CV that gets read.' },
];

/**
 * Eleven posts (two pages of nine): the newest is the Netherlands guide, with an image, a job list, a language, and
 * HTML a hostile WordPress could send; the others are CV tips.
 */
export function samplePosts(): FakePost[] {
  const tips = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    slug: `cv-tip-${i + 1}`,
    title: `CV tip ${i + 1} &#8211; keep it short`,
    excerpt: `<p>Tip number ${i + 1} for your CV.</p>`,
    content: `<p>Tip ${i + 1}.</p>`,
    date: `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00`,
    modified: `2026-10-${String(10 + i).padStart(2, '0')}T10:00:00`,
    categories: [2],
  }));
  return [
    ...tips,
    {
      id: 42,
      slug: 'work-in-the-netherlands',
      title: 'How to get a job in the Netherlands',
      excerpt: '<p>Dutch employers hire <strong>English</strong> speakers &amp; more.</p>',
      content: [
        '<h1>Start here</h1>',
        '<p onclick="steal()">Read this first.</p>',
        '<script>alert("xss")</script>',
        '<img src="https://blog.example/a.webp" onerror="alert(1)" alt="Canals">',
        '<a href="javascript:alert(1)">bad link</a> <a href="https://ind.nl/">IND</a>',
        '<iframe src="https://evil.example/"></iframe>',
        '<h2>Where to look</h2><ul><li>Randstad</li></ul>',
      ].join(''),
      date: '2026-11-20T09:00:00',
      modified: '2026-11-21T08:30:00',
      lang: 'nl',
      categories: [1],
      image: true,
      jobList: '/jobs-in-netherlands-for-dutch-speakers',
    },
  ];
}

/**
 * For every test of a describe: a fake WordPress with `posts` and `categories`, and a test app whose blog it is
 * (BLOG_API_URL; `env` adds the rest). Both are there from beforeAll, closed after all. `wordpress` forwards to the
 * server started in beforeAll, so a test reads and sets its fields (requests, mode) as on the server itself.
 */
export function useAppWithFakeWordPress(
  posts: FakePost[],
  categories: FakeCategory[],
  env: Record<string, string> = {},
): { t: TestApp; wordpress: FakeWordPress } {
  const t = {} as TestApp;
  let server: FakeWordPress | undefined;
  const started = () => {
    if (!server) throw new Error('the fake WordPress starts in beforeAll');
    return server;
  };
  const wordpress = new Proxy({} as FakeWordPress, {
    get: (_, key) => started()[key as keyof FakeWordPress],
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
  beforeAll(async () => {
    server = await startFakeWordPress(posts, categories);
    Object.assign(t, await buildTestApp({ BLOG_API_URL: server.url, ...env }));
  });
  afterAll(async () => {
    await t.close();
    await server?.close();
  });
  return { t, wordpress };
}
