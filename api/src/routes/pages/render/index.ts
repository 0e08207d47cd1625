/**
 * Server-rendered markup inside <div id="root">, for visitors and crawlers without JavaScript and for the first
 * paint before React takes over (docs/pages.md). The markup and class names follow the React screens so the page
 * looks the same until React replaces it: mfe-events' built pages and the blog's page when the blog does not answer,
 * made of shared-kit/ui's components, whose markup `markup.ts` writes once (docs/design-system.md#components). The
 * shell's pages and mfe-jobs' screens come from their own components (docs/architecture.md#one-rendering). The words
 * (formatters, labels, link lists) come from the same shared-kit modules the screens use and the texts from the
 * screens' own catalogue messages, said in the visitor's language (docs/i18n.md#on-the-server); only the markup is
 * written here. One file per screen.
 */
export { type PageEvent, renderEventFallback, renderSitePage, type SitePageFrame } from './site-page';
export {
  blogCategoryHref,
  blogPostHref,
  blogPostsHref,
  renderBlogUnavailable,
} from './blog';
