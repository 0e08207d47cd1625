// The blog's client and WordPress's answer types (docs/blog.md). Loaded by the blog pages only (a chunk of
// mfe-jobs) and by the api: never by the first render of /jobs.
export {
  BLOG_MAX_PER_PAGE,
  BLOG_PAGE_SIZE,
  type BlogCategory,
  type BlogCategoryRef,
  type BlogClient,
  type BlogImage,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type BlogResponse,
  type BlogTransport,
  BlogUnavailableError,
  createBlogClient,
  type PostsQuery,
  toCategory,
  toPost,
  toPostSummary,
} from './client';
export { type BlogList, blogListKey } from './carried';
export { decodeEntities, htmlToText, languageAutonym } from './text';
export * from './wordpress';
