import type { BlogCategory, BlogPage, BlogPostSummary } from './client';

// The blog's list in the page (docs/blog.md#the-list-in-the-page): the api writes `/blog` (and a category's, and
// their later pages) from the posts and categories it read, and carries them in the page's data, so the browser's
// first render draws them at once instead of asking the blog again and drawing the list twice.

/** One page of the blog's list as its screen reads it: of a category, or of every post (`category` null). */
export type BlogList = {
  /** The category the list is of, or null for all posts. */
  category: BlogCategory | null;
  /** Every category with posts, for the navigation. */
  categories: BlogCategory[];
  posts: BlogPage<BlogPostSummary>;
};

/** Where the page's data carries the list of `page` of `categorySlug` (null: every post), among its answers. */
export function blogListKey(page: number, categorySlug: string | null): string {
  return `blog-list ${categorySlug ?? ''} ${page}`;
}
