import { useCallback } from 'react';
import { type BlogList, blogListKey } from 'shared-kit/blog';
import { takePageAnswer, useRequest } from 'shared-kit/http';
import { blogClient } from './blog-client';

export type { BlogList } from 'shared-kit/blog';

/**
 * A page of the blog's posts, all of them or one category's (`GET /wp-json/wp/v2/posts?page=&categories=&_embed`),
 * with the categories (`GET /wp-json/wp/v2/categories`). Null when the category does not exist or the page is past the
 * last one: the page is not found. Rejects with BlogUnavailableError when the blog does not answer. The first load
 * takes the list the page carries, once (the api read it to write the page, docs/blog.md#the-list-in-the-page).
 */
async function getBlogList(page: number, categorySlug: string | null): Promise<BlogList | null> {
  const carried = takePageAnswer<BlogList>(blogListKey(page, categorySlug));
  if (carried) return carried;
  if (categorySlug === null) {
    const [categories, posts] = await Promise.all([blogClient.categories(), blogClient.listPosts({ page })]);
    return pageOrNull({ category: null, categories, posts }, page);
  }
  const categories = await blogClient.categories();
  // A category without published posts is not in the navigation's list: asked for by its slug.
  const category =
    categories.find((item) => item.slug === categorySlug) ?? (await blogClient.categoryBySlug(categorySlug));
  if (!category) return null;
  const posts = await blogClient.listPosts({ page, category: category.id });
  return pageOrNull({ category, categories, posts }, page);
}

/** Past the end, WordPress answers 400 (null from the client); an empty page after the first is the same. */
function pageOrNull(
  list: Omit<BlogList, 'posts'> & { posts: BlogList['posts'] | null },
  page: number,
): BlogList | null {
  const { posts } = list;
  if (!posts || (page > 1 && posts.items.length === 0)) return null;
  return { ...list, posts };
}

export function useBlogList(page: number, categorySlug: string | null) {
  const load = useCallback(() => getBlogList(page, categorySlug), [page, categorySlug]);
  return useRequest(load);
}
