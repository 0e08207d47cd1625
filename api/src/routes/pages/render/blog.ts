import {
  type BlogCategory,
  type BlogImage,
  type BlogPost,
  type BlogPostSummary,
  languageAutonym,
} from 'shared-kit/blog';
import { formatDate } from 'shared-kit/contracts';
import { escapeHtml } from '../../../lib/escape-html';
import { type Say, link, linkButton } from './markup';

// ---- mfe-jobs: the blog's pages (docs/blog.md#pages-rss-and-the-sitemap) ----
// The same structure and classes as mfe-jobs' blog screens, which show this markup until their chunk is ready.

export const blogPostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const blogCategoryHref = (slug: string, page = 1) => `/blog/category/${encodeURIComponent(slug)}/${page}`;
export const blogPostsHref = (page: number) => `/blog/posts/${page}`;

const area = (content: string) => `<div class="jobs-area"><div class="blog">${content}</div></div>`;

function image(picture: BlogImage | null, className: string, lazy: boolean): string {
  if (!picture || !/^https?:\/\//i.test(picture.url)) return '';
  const size = picture.width && picture.height ? ` width="${picture.width}" height="${picture.height}"` : '';
  return `<img class="${className}" src="${escapeHtml(picture.url)}"${size} alt="${escapeHtml(picture.alt)}"${lazy ? ' loading="lazy"' : ''}>`;
}

const time = (iso: string, { locale }: Say) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(formatDate(iso, locale))}</time>`;

function card(post: BlogPostSummary, say: Say): string {
  const lang = post.language ? ` lang="${escapeHtml(post.language)}"` : '';
  const language = post.language
    ? `<span class="blog-card-language"${lang}>${escapeHtml(languageAutonym(post.language))}</span>`
    : '';
  // shared-kit's Card (an interactive article) with its title, as mfe-jobs' BlogCard renders it.
  return [
    '<li class="blog-card"><article class="sk-card sk-card--interactive">',
    image(post.image, 'blog-card-image', true),
    `<h2 class="sk-card-title"${lang}>${link(blogPostHref(post.slug), post.title, 'blog-card-title')}</h2>`,
    `<p class="blog-card-meta">${time(post.date, say)}${language}</p>`,
    post.excerpt ? `<p class="blog-card-excerpt"${lang}>${escapeHtml(post.excerpt)}</p>` : '',
    '</article></li>',
  ].join('');
}

function categoryNav(categories: BlogCategory[], current: string | null, { t }: Say): string {
  if (categories.length === 0) return '';
  const items = categories
    .map(
      (category) =>
        `<li><a href="${escapeHtml(blogCategoryHref(category.slug))}"${category.slug === current ? ' aria-current="page"' : ''}>${escapeHtml(category.name)}</a></li>`,
    )
    .join('');
  return `<nav class="blog-categories" aria-label="${escapeHtml(t('jobs.blog.categories'))}"><ul>${items}</ul></nav>`;
}

export type BlogListView = {
  /** 'home': /blog (page 1, an "Older posts" link); 'posts': /blog/posts/{n}; 'category': /blog/category/{slug}/{n}. */
  kind: 'home' | 'posts' | 'category';
  h1: string;
  intro: string;
  categories: BlogCategory[];
  currentCategory: string | null;
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  pagePath: (page: number) => string;
};

function pager(view: BlogListView, { t }: Say): string {
  const label = `aria-label="${escapeHtml(t('jobs.blog.pages'))}"`;
  if (view.kind === 'home') {
    return view.totalPages > 1
      ? `<nav class="blog-pager" ${label}><a rel="next" href="${blogPostsHref(2)}">${escapeHtml(t('jobs.blog.olderPosts'))}</a></nav>`
      : '';
  }
  if (view.totalPages <= 1) return '';
  return [
    `<nav class="blog-pager" ${label}>`,
    view.page > 1
      ? `<a rel="prev" href="${escapeHtml(view.pagePath(view.page - 1))}">${escapeHtml(t('jobs.blog.previousPage'))}</a>`
      : '',
    `<span class="blog-pager-status">${escapeHtml(t('jobs.blog.pageOf', { page: view.page, pages: view.totalPages }))}</span>`,
    view.page < view.totalPages
      ? `<a rel="next" href="${escapeHtml(view.pagePath(view.page + 1))}">${escapeHtml(t('jobs.blog.nextPage'))}</a>`
      : '',
    '</nav>',
  ].join('');
}

/** shared-kit's EmptyState: a blog (or category) without posts yet, with the way to the jobs. */
const empty = ({ t }: Say) =>
  [
    '<div class="sk-empty">',
    `<h2 class="sk-empty__title">${escapeHtml(t('jobs.blog.empty'))}</h2>`,
    `<div class="sk-empty__body">${escapeHtml(t('jobs.blog.emptyHint'))}</div>`,
    `<div class="sk-empty__actions">${linkButton('/jobs', t('kit.notFound.browseJobs'), 'primary')}</div>`,
    '</div>',
  ].join('');

const header = (h1: string, intro = '') =>
  `<header class="blog-header"><h1>${escapeHtml(h1)}</h1>${intro ? `<p>${escapeHtml(intro)}</p>` : ''}</header>`;

/** A list of posts: the blog's home, all posts page by page, a category's posts. */
export function renderBlogList(view: BlogListView, say: Say): string {
  const { t } = say;
  return area(
    [
      header(view.h1, view.intro),
      categoryNav(view.categories, view.currentCategory, say),
      view.posts.length > 0
        ? `<ul class="blog-list">${view.posts.map((post) => card(post, say)).join('')}</ul>`
        : empty(say),
      pager(view, say),
      `<p>${link('/blog/rss.xml', t('jobs.blog.rss'), 'blog-rss')}</p>`,
    ].join(''),
  );
}

/** One article; its HTML is the blog's, already sanitised by the reader (services/blog-reader). */
export function renderBlogPost(post: BlogPost, say: Say): string {
  const { locale, t } = say;
  // Our own words (date, author, the job box) are in the interface language, inside an article in the post's.
  const ours = post.language && post.language !== locale ? ` lang="${locale}"` : '';
  const meta = [
    time(post.date, say),
    post.author
      ? `<span class="blog-post-author">${escapeHtml(t('jobs.blog.byAuthor', { author: post.author }))}</span>`
      : '',
    post.categories.length > 0
      ? `<span class="blog-post-categories">${post.categories.map((category) => link(blogCategoryHref(category.slug), category.name)).join(', ')}</span>`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const jobs = post.jobListPath
    ? [
        `<aside class="blog-post-jobs" aria-labelledby="blog-post-jobs-title"${ours}>`,
        `<h2 id="blog-post-jobs-title">${escapeHtml(t('jobs.blog.jobs.title'))}</h2>`,
        `<p>${link(post.jobListPath, t('jobs.blog.jobs.seeList'), 'blog-post-jobs-link')}</p>`,
        '</aside>',
      ].join('')
    : '';
  return area(
    [
      `<article class="blog-post"${post.language ? ` lang="${escapeHtml(post.language)}"` : ''}>`,
      `<h1>${escapeHtml(post.title)}</h1>`,
      `<p class="blog-post-meta"${ours}>${meta}</p>`,
      image(post.image, 'blog-post-image', false),
      `<div class="blog-post-body">${post.html}</div>`,
      jobs,
      '</article>',
    ].join(''),
  );
}

/**
 * The blog's server did not answer: shared-kit's AreaError under the blog's heading, as mfe-jobs shows it, with a
 * retry that works without JavaScript (a link to the same address; the app's is a button).
 */
export function renderBlogUnavailable(path: string, { t }: Say): string {
  return area(
    [
      header(t('kit.page.blog.title')),
      '<section role="alert" aria-live="assertive" class="sk-area-error blog-unavailable">',
      `<h2 class="sk-area-error__title">${escapeHtml(t('jobs.blog.unavailable'))}</h2>`,
      `<p class="sk-area-error__message">${escapeHtml(t('jobs.blog.unavailableHint'))}</p>`,
      linkButton(path, t('kit.areaError.retry'), 'primary'),
      '</section>',
    ].join(''),
  );
}
