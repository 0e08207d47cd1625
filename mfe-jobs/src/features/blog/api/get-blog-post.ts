import { useCallback } from 'react';
import type { BlogPost } from 'shared-kit/blog';
import { useRequest } from 'shared-kit/http';
import { blogClient } from './blog-client';

/** A published post by its slug (`GET /wp-json/wp/v2/posts?slug=&_embed`), or null: not found. */
function getBlogPost(slug: string): Promise<BlogPost | null> {
  return blogClient.postBySlug(slug);
}

export function useBlogPost(slug: string) {
  const load = useCallback(() => getBlogPost(slug), [slug]);
  return useRequest(load);
}
