/**
 * The one page the api still writes itself (docs/architecture.md#one-rendering): the blog's when the blog does not
 * answer, with the blog's addresses. Every other screen's first HTML comes from its own React components, the
 * remotes' through their server modules. Its markup follows shared-kit/ui's (`markup.ts`), its words are mfe-jobs'
 * messages said by mfe-jobs' module (docs/i18n.md#on-the-server).
 */
export {
  blogCategoryHref,
  blogPostHref,
  blogPostsHref,
  renderBlogUnavailable,
} from './blog';
