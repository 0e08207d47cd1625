import { escapeHtml } from '../../../lib/escape-html';
import { type Say, linkButton } from './markup';

// ---- mfe-jobs: the blog's pages (docs/blog.md#pages-rss-and-the-sitemap) ----
// The lists and articles are mfe-jobs' own screens, rendered by its server module (docs/architecture.md#one-rendering);
// here only their addresses and the page of a blog that does not answer, whose retry works without JavaScript.

export const blogPostHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const blogCategoryHref = (slug: string, page = 1) => `/blog/category/${encodeURIComponent(slug)}/${page}`;
export const blogPostsHref = (page: number) => `/blog/posts/${page}`;

const area = (content: string) => `<div class="sk-area jobs-area"><div class="blog">${content}</div></div>`;

const header = (h1: string, intro = '') =>
  `<header class="blog-header"><h1>${escapeHtml(h1)}</h1>${intro ? `<p>${escapeHtml(intro)}</p>` : ''}</header>`;

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
