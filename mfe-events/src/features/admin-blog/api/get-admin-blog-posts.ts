import { useCallback } from 'react';
import type { AdminBlogPostList, AdminBlogPostListQuery } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/admin/blog/posts?page&status&search`: the posts, drafts included, newest first, 20 a page. */
export function useAdminBlogPosts({ page, status, search }: AdminBlogPostListQuery) {
  const load = useCallback(
    () =>
      http
        .get<AdminBlogPostList>('/api/admin/blog/posts', {
          params: {
            page: page && page > 1 ? page : undefined,
            status: status || undefined,
            search: search || undefined,
          },
        })
        .then((response) => response.data),
    [page, status, search],
  );
  return useRequest(load);
}
