import { type BlogList, blogListKey } from 'shared-kit/blog';
import { buildTestApp, type TestApp } from '../helper';
import { attr, byClass, byTag, findAll, jsonLd, meta, one, parseHtml, parseXml, text } from '../support/markup';
import { closedPortUrl, SAMPLE_CATEGORIES, samplePosts, useAppWithFakeWordPress } from '../support/fake-wordpress';

const SITE = 'https://www.eulangjobs.test';

/** The blog's pages, RSS and sitemap file, rendered by the api from a WordPress-shaped blog server. */
describe('blog pages in the first HTML', () => {
  const { t, wordpress } = useAppWithFakeWordPress(samplePosts(), SAMPLE_CATEGORIES, { PUBLIC_URL: SITE });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
    return { response, doc: parseHtml(response.body) };
  };
  const canonical = (doc: ReturnType<typeof parseHtml>) =>
    attr(one(findAll(doc, (e) => e.name === 'link' && e.attribs?.rel === 'canonical')), 'href');

  it('sends the paged routes without a page to page 1, query kept', async () => {
    for (const [from, to] of [
      ['/blog/posts', '/blog/posts/1'],
      ['/blog/posts/', '/blog/posts/1'],
      ['/blog/category/cv-tips', '/blog/category/cv-tips/1'],
      ['/blog/category/cv-tips/?utm_source=x', '/blog/category/cv-tips/1?utm_source=x'],
    ]) {
      const response = await t.app.inject({ url: from, headers: { accept: 'text/html' } });
      expect({ from, status: response.statusCode, location: response.headers.location }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  it("names the blog's REST API on every HTML page, as a WordPress site does (WPAPI.discover() reads it)", async () => {
    for (const url of ['/blog', '/blog/posts/2', '/jobs', '/']) {
      const { response } = await page(url);
      expect({ url, link: response.headers.link }).toEqual({
        url,
        link: `<${SITE}/blog-api/wp-json/>; rel="https://api.w.org/"`,
      });
    }
  });

  it('/blog: the newest posts as cards, the categories, "Older posts", the feed, and its head', async () => {
    const { response, doc } = await page('/blog');
    expect(response.statusCode).toBe(200);
    expect(text(one(byTag(doc, 'title')))).toBe('Blog | EuLangJobs');
    expect(canonical(doc)).toBe(`${SITE}/blog`);
    expect(meta(doc, 'robots')).toEqual(['index, follow']);
    const feed = one(findAll(doc, (e) => e.name === 'link' && e.attribs?.rel === 'alternate'));
    expect(attr(feed, 'type')).toBe('application/rss+xml');
    expect(attr(feed, 'href')).toBe(`${SITE}/blog/rss.xml`);
    expect(jsonLd(doc)[0]).toMatchObject({ '@type': 'CollectionPage', url: `${SITE}/blog` });

    const blog = one(byClass(doc, 'blog'));
    expect(text(one(byTag(one(byClass(blog, 'blog-header')), 'h1')))).toBe('Blog');
    const categories = one(byClass(blog, 'blog-categories'));
    expect(attr(categories, 'aria-label')).toBe('Blog categories');
    expect(byTag(categories, 'a').map((a) => [text(a), attr(a, 'href')])).toEqual([
      ['Working abroad', '/blog/category/working-abroad/1'],
      ['CV tips', '/blog/category/cv-tips/1'],
    ]);
    const cards = byClass(one(byClass(blog, 'blog-list')), 'blog-card');
    expect(cards).toHaveLength(9);
    const first = cards[0] as ReturnType<typeof parseHtml>;
    const title = one(byClass(first, 'blog-card-title'));
    expect([text(title), attr(title, 'href')]).toEqual([
      'How to get a job in the Netherlands',
      '/blog/work-in-the-netherlands',
    ]);
    // shared-kit's Card, as mfe-jobs' BlogCard renders it; the title in the post's language.
    expect(attr(one(byTag(first, 'article')), 'class')).toBe('sk-card sk-card--interactive');
    expect(attr(one(byTag(first, 'h2')), 'lang')).toBe('nl');
    const image = one(byClass(first, 'blog-card-image'));
    expect(image.attribs).toMatchObject({
      src: `${wordpress.url}/wp-content/uploads/2026/11/work-in-the-netherlands.webp`,
      width: '1600',
      height: '900',
      alt: 'Picture for How to get a job in the Netherlands',
      loading: 'lazy',
    });
    expect(attr(one(byTag(first, 'time')), 'datetime')).toBe('2026-11-20T09:00:00.000Z');
    const language = one(byClass(first, 'blog-card-language'));
    expect([attr(language, 'lang'), text(language)]).toEqual(['nl', 'Nederlands']);
    expect(text(one(byClass(first, 'blog-card-excerpt')))).toBe('Dutch employers hire English speakers & more.');
    // Entities of a title are text, said once.
    expect(text(one(byClass(cards[1] as ReturnType<typeof parseHtml>, 'blog-card-title')))).toBe(
      'CV tip 10 – keep it short',
    );
    const older = one(byTag(one(byClass(blog, 'blog-pager')), 'a'));
    expect([attr(older, 'rel'), attr(older, 'href'), text(older)]).toEqual(['next', '/blog/posts/2', 'Older posts']);
    expect(attr(one(byClass(blog, 'blog-rss')), 'href')).toBe('/blog/rss.xml');
  });

  it('/blog/posts/2: the last page, its pager, and the texts in the visitor language', async () => {
    const { response, doc } = await page('/blog/posts/2', { 'accept-language': 'de' });
    expect(response.statusCode).toBe(200);
    expect(text(one(byTag(doc, 'h1')))).toBe('Alle Beiträge');
    expect(canonical(doc)).toBe(`${SITE}/blog/posts/2`);
    expect(byClass(doc, 'blog-card')).toHaveLength(2);
    const pager = one(byClass(doc, 'blog-pager'));
    expect(byTag(pager, 'a').map((a) => [attr(a, 'rel'), attr(a, 'href')])).toEqual([['prev', '/blog/posts/1']]);
    expect(text(pager)).toContain('Seite 2 von 2');
  });

  it("carries the list it read in the page's data, under the key the list's screen looks for", async () => {
    const data = async (url: string) => {
      const { response } = await page(url);
      const json = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(response.body)?.[1];
      return JSON.parse(json ?? '{}') as { answers?: Record<string, BlogList> };
    };
    const home = (await data('/blog')).answers?.[blogListKey(1, null)];
    expect(home?.category).toBeNull();
    expect(home?.posts.items.length).toBeGreaterThan(0);
    expect(home?.categories.map((category) => category.slug)).toContain('working-abroad');
    const category = (await data('/blog/category/working-abroad/1')).answers?.[blogListKey(1, 'working-abroad')];
    expect(category?.category?.slug).toBe('working-abroad');
    expect(category?.posts.items).toHaveLength(1);
  });

  it('a category page: its name, description, posts, and the current category marked', async () => {
    const { response, doc } = await page('/blog/category/working-abroad/1');
    expect(response.statusCode).toBe(200);
    expect(text(one(byTag(doc, 'title')))).toBe('Working abroad | Blog | EuLangJobs');
    expect(meta(doc, 'description')).toEqual(['Moving to another country for a job.']);
    const header = one(byClass(doc, 'blog-header'));
    expect(text(one(byTag(header, 'h1')))).toBe('Working abroad');
    expect(text(one(byTag(header, 'p')))).toBe('Moving to another country for a job.');
    expect(byClass(doc, 'blog-card')).toHaveLength(1);
    const current = one(findAll(doc, (e) => e.name === 'a' && e.attribs?.['aria-current'] === 'page'));
    expect(attr(current, 'href')).toBe('/blog/category/working-abroad/1');
    expect(wordpress.requests.some((r) => r.url.includes('categories=1'))).toBe(true);
  });

  it('a post: the article with sanitised HTML, its job list link, and its head for search engines', async () => {
    const { response, doc } = await page('/blog/work-in-the-netherlands');
    expect(response.statusCode).toBe(200);
    expect(text(one(byTag(doc, 'title')))).toBe('How to get a job in the Netherlands | EuLangJobs');
    expect(meta(doc, 'description')).toEqual(['Dutch employers hire English speakers & more.']);
    expect(canonical(doc)).toBe(`${SITE}/blog/work-in-the-netherlands`);
    expect(meta(doc, 'og:type')).toEqual(['article']);
    expect(meta(doc, 'og:image')).toEqual([`${wordpress.url}/wp-content/uploads/2026/11/work-in-the-netherlands.webp`]);
    expect(meta(doc, 'article:published_time')).toEqual(['2026-11-20T09:00:00.000Z']);
    expect(meta(doc, 'article:modified_time')).toEqual(['2026-11-21T08:30:00.000Z']);
    expect(meta(doc, 'article:section')).toEqual(['Working abroad']);
    expect(meta(doc, 'twitter:card')).toEqual(['summary_large_image']);
    expect(jsonLd(doc)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'How to get a job in the Netherlands',
        description: 'Dutch employers hire English speakers & more.',
        image: [`${wordpress.url}/wp-content/uploads/2026/11/work-in-the-netherlands.webp`],
        datePublished: '2026-11-20T09:00:00.000Z',
        dateModified: '2026-11-21T08:30:00.000Z',
        author: { '@type': 'Person', name: 'Anna Berg' },
        publisher: {
          '@type': 'Organization',
          name: 'EuLangJobs',
          logo: { '@type': 'ImageObject', url: `${SITE}/blog/publisher-logo.svg` },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/blog/work-in-the-netherlands` },
        inLanguage: 'nl',
        articleSection: ['Working abroad'],
        url: `${SITE}/blog/work-in-the-netherlands`,
      },
    ]);

    const article = one(byClass(doc, 'blog-post'));
    expect(attr(article, 'lang')).toBe('nl');
    expect(text(one(byTag(article, 'h1')))).toBe('How to get a job in the Netherlands');
    const metaLine = one(byClass(article, 'blog-post-meta'));
    // Our words are English inside a Dutch article.
    expect(attr(metaLine, 'lang')).toBe('en');
    expect(text(metaLine)).toContain('By Anna Berg');
    expect(attr(one(byTag(metaLine, 'a')), 'href')).toBe('/blog/category/working-abroad/1');
    expect(one(byClass(article, 'blog-post-image')).attribs).toMatchObject({ width: '1600', height: '900' });
    const body = one(byClass(article, 'blog-post-body'));
    expect(byTag(body, 'script')).toHaveLength(0);
    expect(byTag(body, 'iframe')).toHaveLength(0);
    expect(findAll(body, (e) => Object.keys(e.attribs ?? {}).some((name) => name.startsWith('on')))).toHaveLength(0);
    expect(byTag(body, 'a').map((a) => attr(a, 'href'))).toEqual([undefined, 'https://ind.nl/']);
    expect(byTag(body, 'h2').map(text)).toEqual(['Start here', 'Where to look']);
    const jobs = one(byClass(article, 'blog-post-jobs'));
    expect(text(one(byTag(jobs, 'h2')))).toBe('Jobs from this article');
    const jobsLink = one(byTag(jobs, 'a'));
    expect([attr(jobsLink, 'href'), text(jobsLink)]).toEqual([
      '/jobs-in-netherlands-for-dutch-speakers',
      'See the jobs',
    ]);
    // The first HTML lets images of the blog's own origin load.
    const imgSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain(new URL(wordpress.url).origin);
  });

  it('answers 404 (not-found page, noindex) for unknown posts, categories, page 0, pages past the end, non-numbers', async () => {
    for (const url of [
      '/blog/no-such-post',
      '/blog/category/no-such-category/1',
      '/blog/posts/0',
      '/blog/posts/3',
      '/blog/posts/two',
      '/blog/category/cv-tips/3',
      '/blog/category/cv-tips/1x',
      '/blog/posts/2/more',
    ]) {
      const { response, doc } = await page(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(meta(doc, 'robots')[0]).toMatch(/^noindex/);
      expect(byClass(doc, 'sk-not-found')).toHaveLength(1);
    }
  });

  it('RSS: the latest posts as RSS 2.0', async () => {
    const response = await t.app.inject('/blog/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = parseXml(response.body);
    const rss = one(byTag(xml, 'rss'));
    expect(attr(rss, 'version')).toBe('2.0');
    const self = one(byTag(xml, 'atom:link'));
    expect(self.attribs).toMatchObject({ href: `${SITE}/blog/rss.xml`, rel: 'self', type: 'application/rss+xml' });
    const items = byTag(xml, 'item');
    expect(items).toHaveLength(11);
    const first = items[0] as ReturnType<typeof parseXml>;
    const field = (name: string) => byTag(first, name).map(text);
    expect(field('title')).toEqual(['How to get a job in the Netherlands']);
    expect(field('link')).toEqual([`${SITE}/blog/work-in-the-netherlands`]);
    expect(field('guid')).toEqual([`${SITE}/blog/work-in-the-netherlands`]);
    expect(field('pubDate')).toEqual(['Fri, 20 Nov 2026 09:00:00 GMT']);
    expect(field('description')).toEqual(['Dutch employers hire English speakers & more.']);
    expect(field('category')).toEqual(['Working abroad']);
    expect(wordpress.requests.some((r) => r.url.includes('per_page=20'))).toBe(true);
  });

  it('RSS: an ETag and Last-Modified (the newest post change), and 304 to a reader that already has it', async () => {
    const first = await t.app.inject('/blog/rss.xml');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    // The newest change among the posts, as the feed's lastBuildDate says it.
    expect(text(one(byTag(parseXml(first.body), 'lastBuildDate')))).toBe(lastModified);

    const byTag304 = await t.app.inject({ url: '/blog/rss.xml', headers: { 'if-none-match': etag } });
    expect(byTag304.statusCode).toBe(304);
    expect(byTag304.body).toBe('');
    expect(byTag304.headers.etag).toBe(etag);
    const byDate = await t.app.inject({ url: '/blog/rss.xml', headers: { 'if-modified-since': lastModified } });
    expect(byDate.statusCode).toBe(304);
    // Another language's feed is another document: its own ETag, so the English one does not match it.
    const german = await t.app.inject({
      url: '/blog/rss.xml',
      headers: { 'if-none-match': etag, 'accept-language': 'de' },
    });
    expect(german.statusCode).toBe(200);
    expect(german.headers.etag).not.toBe(etag);
    const older = await t.app.inject({
      url: '/blog/rss.xml',
      headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
    });
    expect(older.statusCode).toBe(200);
  });

  it('the sitemap lists the blog file, which holds the posts with lastmod and the list pages', async () => {
    const index = parseXml((await t.app.inject('/sitemap.xml')).body);
    expect(byTag(index, 'loc').map(text)).toContain(`${SITE}/sitemaps/blog.xml`);
    const response = await t.app.inject('/sitemaps/blog.xml');
    expect(response.statusCode).toBe(200);
    const entries = byTag(parseXml(response.body), 'url').map((url) => ({
      loc: text(one(byTag(url, 'loc'))),
      lastmod: byTag(url, 'lastmod').map(text)[0],
    }));
    expect(entries).toContainEqual({ loc: `${SITE}/blog`, lastmod: '2026-11-21T08:30:00.000Z' });
    expect(entries).toContainEqual({ loc: `${SITE}/blog/posts/2`, lastmod: undefined });
    expect(entries).toContainEqual({ loc: `${SITE}/blog/category/cv-tips/1`, lastmod: undefined });
    expect(entries).toContainEqual({
      loc: `${SITE}/blog/work-in-the-netherlands`,
      lastmod: '2026-11-21T08:30:00.000Z',
    });
    expect(entries.filter((entry) => /\/blog\/cv-tip-\d+$/.test(entry.loc))).toHaveLength(10);
  });

  it('serves the publisher logo the JSON-LD names', async () => {
    const response = await t.app.inject('/blog/publisher-logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('blog pages with the blog down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BLOG_API_URL: await closedPortUrl(), PUBLIC_URL: SITE });
  });
  afterAll(() => t.close());

  it('a blog page answers 503 with Retry-After, noindex, the layout and a retry link to the same address', async () => {
    for (const url of ['/blog', '/blog/posts/2', '/blog/category/cv-tips/1', '/blog/work-in-the-netherlands']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 503 });
      expect(response.headers['retry-after']).toBe('30');
      const doc = parseHtml(response.body);
      expect(meta(doc, 'robots')).toEqual(['noindex, follow']);
      expect(byClass(doc, 'navbar')).toHaveLength(1);
      expect(byClass(doc, 'footer')).toHaveLength(1);
      expect(text(one(byTag(one(byClass(doc, 'blog-header')), 'h1')))).toBe('Blog');
      const alert = one(byClass(doc, 'blog-unavailable'));
      expect(attr(alert, 'role')).toBe('alert');
      expect(attr(alert, 'class')).toBe('sk-area-error blog-unavailable');
      expect(text(alert)).toContain('The blog is unavailable right now.');
      const retry = one(byTag(alert, 'a'));
      expect([attr(retry, 'href'), text(retry)]).toEqual([url, 'Try again']);
    }
  });

  it('RSS and the blog sitemap answer 503; the rest of the site and the sitemap do not wait for the blog', async () => {
    for (const url of ['/blog/rss.xml', '/sitemaps/blog.xml']) {
      const response = await t.app.inject(url);
      const answer = { url, status: response.statusCode, retryAfter: response.headers['retry-after'] };
      expect(answer).toEqual({ url, status: 503, retryAfter: '30' });
    }
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/job-lists.xml']) {
      expect({ url, status: (await t.app.inject(url)).statusCode }).toEqual({ url, status: 200 });
    }
    for (const url of ['/', '/jobs', '/jobs-for-german-speakers']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });
});

describe('an empty blog', () => {
  const { t } = useAppWithFakeWordPress([], [], { PUBLIC_URL: SITE });

  it('/blog is a page with the empty state and a way to the jobs; page 2 does not exist; the feed is empty', async () => {
    const response = await t.app.inject({ url: '/blog', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const doc = parseHtml(response.body);
    const emptyState = one(byClass(doc, 'sk-empty'));
    expect(text(one(byTag(emptyState, 'h2')))).toBe('No posts here yet.');
    expect(attr(one(byTag(emptyState, 'a')), 'href')).toBe('/jobs');
    expect(byClass(doc, 'blog-list')).toHaveLength(0);
    expect(byClass(doc, 'blog-pager')).toHaveLength(0);
    expect((await t.app.inject({ url: '/blog/posts/2', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    const feed = await t.app.inject('/blog/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(byTag(parseXml(feed.body), 'item')).toHaveLength(0);
  });
});
