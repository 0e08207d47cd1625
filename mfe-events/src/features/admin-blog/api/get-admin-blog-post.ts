import { useCallback } from 'react';
import type { AdminBlogPost } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/admin/blog/posts/{id}`: one post as the editor edits it; null asks nothing (a new post). */
export function useAdminBlogPost(id: number | null) {
  const load = useCallback(
    (): Promise<AdminBlogPost | null> =>
      id === null
        ? Promise.resolve(null)
        : http.get<{ post: AdminBlogPost }>(`/api/admin/blog/posts/${id}`).then((response) => response.data.post),
    [id],
  );
  return useRequest(load);
}
