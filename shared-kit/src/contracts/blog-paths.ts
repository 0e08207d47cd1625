// The blog's addresses (docs/blog.md#pages-rss-and-the-sitemap): its screens' links, and the api's canonical links,
// RSS items and sitemap entries, from one place. Pure: re-exported by `shared-kit/routes` and `shared-kit/contracts`.

export function blogPostsPath(page = 1): string {
  return `/blog/posts/${page}`;
}

export function blogCategoryPath(category: string, page = 1): string {
  return `/blog/category/${encodeURIComponent(category)}/${page}`;
}

export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}
