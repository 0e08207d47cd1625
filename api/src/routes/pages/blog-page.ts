import {
  type BlogCategory,
  type BlogList,
  blogListKey,
  type BlogPage,
  type BlogPostSummary,
  BlogUnavailableError,
} from 'shared-kit/blog';
import {
  blogCategoryPath,
  blogPageOnePath,
  blogPostPath,
  blogPostsPath,
  NOINDEX,
  notFoundPage,
  type PageData,
  stripTrailingSlash,
} from 'shared-kit/contracts';
import { BLOG_RETRY_AFTER_SECONDS } from '../../services/blog-reader';
import { SITE_NAME } from '../../services/jobs/seo';
import type { PageHead } from './head';
import { areaSkeleton, notFoundRoot, renderLayout } from './shell-layout';
import type { Page, PageContext } from './resolve-page';

// The blog's pages in the first HTML (docs/blog.md#pages-rss-and-the-sitemap): read from the blog's server through
// the api's blog client, so search engines and visitors without JavaScript get the articles; mfe-jobs takes over.

const INDEX = 'index, follow';
const PAGE = /^[1-9]\d{0,4}$/;
/** WordPress slugs: lower-case words, percent-encoded when not ASCII; nothing longer is looked up. */
const SLUG = /^[^/\s]{1,200}$/;
const BLOG_RSS_PATH = '/blog/rss.xml';
const BLOG_PUBLISHER_LOGO_PATH = '/blog/publisher-logo.svg';
/** The picture formats Facebook, LinkedIn and X show in a preview. */
const RASTER = /\.(jpe?g|png|gif|webp)$/i;

type BlogRoute =
  | { kind: 'home' }
  | { kind: 'posts'; page: string }
  | { kind: 'category'; slug: string; page: string }
  | { kind: 'post'; slug: string };

/** Which blog page a path (trailing slashes already cut) names, or null: not one of the blog's routes. */
export function blogRoute(path: string): BlogRoute | null {
  if (path === '/blog') return { kind: 'home' };
  let match = /^\/blog\/posts\/([^/]+)$/.exec(path);
  if (match) return { kind: 'posts', page: match[1] as string };
  match = /^\/blog\/category\/([^/]+)\/([^/]+)$/.exec(path);
  if (match) return { kind: 'category', slug: match[1] as string, page: match[2] as string };
  match = /^\/blog\/([^/]+)$/.exec(path);
  if (match && match[1] !== 'posts' && match[1] !== 'category') return { kind: 'post', slug: match[1] as string };
  return null;
}

/**
 * The redirect a blog path calls for: the two paged routes without a page go to page 1 (301, trailing slash or not,
 * query kept). Null otherwise. `search` is the query without its `?`.
 */
export function blogRedirect(pathname: string, search: string): string | null {
  const target = blogPageOnePath(stripTrailingSlash(pathname));
  return target && `${target}${search ? `?${search}` : ''}`;
}

function decode(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return SLUG.test(value) ? value : null;
  } catch {
    return null;
  }
}

const absolute = (context: PageContext, path: string) => `${context.origin}${path}`;
const description = (text: string) => (text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text);
const blogTitle = (context: PageContext) => context.t('kit.page.blog.title');
const title = (heading: string, context: PageContext, page = 1) =>
  page > 1
    ? context.t('api.seo.titlePage', { heading, page, site: SITE_NAME })
    : context.t('api.seo.title', { heading, site: SITE_NAME });

function feedLink(context: PageContext): NonNullable<PageHead['alternates']> {
  return [
    {
      type: 'application/rss+xml',
      title: `${SITE_NAME} ${blogTitle(context)}`,
      href: absolute(context, BLOG_RSS_PATH),
    },
  ];
}

const notFound = (path: string, context: PageContext): Page => ({
  status: 404,
  head: notFoundPage(context.t),
  root: notFoundRoot(path, context),
});

/** The blog's server is down: 503 with Retry-After, not indexed, the layout and a retry (docs/blog.md#when-the-blog-is-down). */
async function unavailable(path: string, context: PageContext): Promise<Page> {
  // mfe-jobs' BlogUnavailable, its retry a link; without its module, the area's skeleton.
  const main = await context.remotes.blogUnavailable({ path, locale: context.locale });
  return {
    status: 503,
    headers: { 'retry-after': String(BLOG_RETRY_AFTER_SECONDS) },
    head: {
      title: title(blogTitle(context), context),
      description: context.t('kit.page.blog.description'),
      robots: NOINDEX,
      canonicalPath: path,
    },
    root: renderLayout(path, main ?? areaSkeleton(path, context), context),
  };
}

/** The blog page of `path`, a 404 page, or the blog-down page. */
export async function blogPage(context: PageContext, path: string, route: BlogRoute): Promise<Page> {
  try {
    return (await readBlogPage(context, path, route)) ?? notFound(path, context);
  } catch (error) {
    if (error instanceof BlogUnavailableError) return unavailable(path, context);
    throw error;
  }
}

function listJsonLd(context: PageContext, name: string, canonicalPath: string, posts: BlogPostSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url: absolute(context, canonicalPath),
    isPartOf: { '@type': 'Blog', name: `${SITE_NAME} ${blogTitle(context)}`, url: absolute(context, '/blog') },
    hasPart: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absolute(context, blogPostPath(post.slug)),
      datePublished: post.date,
    })),
  };
}

async function readBlogPage(context: PageContext, path: string, route: BlogRoute): Promise<Page | null> {
  const { blog, t } = context;
  if (route.kind === 'post') {
    const slug = decode(route.slug);
    const post = slug ? await blog.postBySlug(slug) : null;
    return post ? await postPage(context, path, post) : null;
  }

  const page = route.kind === 'home' ? 1 : PAGE.test(route.page) ? Number(route.page) : null;
  if (page === null) return null;
  let category: BlogCategory | null = null;
  let categories: BlogCategory[];
  let list: BlogPage<BlogPostSummary> | null;
  // As the browser's router gives it to the list's screen (decoded), which finds the carried list by it.
  const slug = route.kind === 'category' ? decode(route.slug) : null;
  if (route.kind === 'category') {
    if (!slug) return null;
    [category, categories] = await Promise.all([blog.categoryBySlug(slug), blog.categories()]);
    if (!category) return null;
    list = await blog.listPosts({ page, category: category.id });
  } else {
    [list, categories] = await Promise.all([blog.listPosts({ page }), blog.categories()]);
  }
  // A page past the last one (an empty blog still has its page 1).
  if (!list || (page > 1 && list.items.length === 0)) return null;

  const h1 = category ? category.name : route.kind === 'home' ? blogTitle(context) : t('jobs.blog.allPosts');
  const intro = category ? category.description : t('kit.page.blog.description');
  const pagePath = (n: number) => (category ? blogCategoryPath(category.slug, n) : blogPostsPath(n));
  const canonicalPath = route.kind === 'home' ? '/blog' : pagePath(page);
  const heading = category ? `${category.name} | ${blogTitle(context)}` : h1;
  const head: PageHead = {
    title: title(heading, context, page),
    description: description(intro || t('kit.page.blog.description')),
    robots: INDEX,
    canonicalPath,
    alternates: feedLink(context),
    jsonLd: [listJsonLd(context, h1, canonicalPath, list.items)],
  };
  // mfe-jobs' own blog screen, from its server module (docs/architecture.md#one-rendering); else the skeleton.
  const carried: BlogList = { category, categories, posts: list };
  const main = await context.remotes.blogList({
    list: carried,
    home: route.kind === 'home',
    path,
    locale: context.locale,
  });
  // The list travels in the page, so the browser draws it at once instead of asking the blog again
  // (docs/blog.md#the-list-in-the-page); the key is the client's, from the same category slug and page.
  const data: PageData = { answers: { [blogListKey(page, slug)]: carried } };
  return { status: 200, head, root: renderLayout(path, main ?? areaSkeleton(path, context), context), data };
}

async function postPage(
  context: PageContext,
  path: string,
  post: NonNullable<Awaited<ReturnType<PageContext['blog']['postBySlug']>>>,
): Promise<Page> {
  const canonicalPath = blogPostPath(post.slug);
  const url = absolute(context, canonicalPath);
  const image = post.image && /^https?:\/\//i.test(post.image.url) ? post.image.url : undefined;
  // The post's picture in link previews when it is one they show (JPEG, PNG, GIF, WebP), else the site's card.
  const ogImage =
    image && post.image && RASTER.test(new URL(image).pathname)
      ? { url: image, alt: post.image.alt || post.title, width: post.image.width, height: post.image.height }
      : undefined;
  const summary = description(post.excerpt || post.title);
  const head: PageHead = {
    title: title(post.title, context),
    description: summary,
    robots: INDEX,
    canonicalPath,
    ogType: 'article',
    ogImage,
    // The post is written in one language, whatever the visitor's interface language is.
    contentLanguage: post.language,
    ogMore: [
      ['article:published_time', post.date],
      ['article:modified_time', post.modified],
      ...post.categories.map((category): [string, string] => ['article:section', category.name]),
    ],
    alternates: feedLink(context),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
        description: summary,
        ...(image ? { image: [image] } : {}),
        datePublished: post.date,
        dateModified: post.modified,
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
        publisher: {
          '@type': 'Organization',
          name: SITE_NAME,
          logo: { '@type': 'ImageObject', url: absolute(context, BLOG_PUBLISHER_LOGO_PATH) },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        ...(post.language ? { inLanguage: post.language } : {}),
        ...(post.categories.length > 0 ? { articleSection: post.categories.map((category) => category.name) } : {}),
        url,
      },
    ],
  };
  const main = await context.remotes.blogPost({ post, path, locale: context.locale });
  return { status: 200, head, root: renderLayout(path, main ?? areaSkeleton(path, context), context) };
}
