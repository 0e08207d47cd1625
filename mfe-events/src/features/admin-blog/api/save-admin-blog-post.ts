import type { AdminBlogPost, BlogPostInput } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/admin/blog/posts` (201) or `PUT /api/admin/blog/posts/{id}` (the whole post): answers the post as saved.
 * The editor shows a 422 on its fields and other failures in its own notice, so no second one.
 */
export async function saveAdminBlogPost(id: number | null, input: BlogPostInput): Promise<AdminBlogPost> {
  const response =
    id === null
      ? await http.post<{ post: AdminBlogPost }>('/api/admin/blog/posts', input, { notifyErrors: false })
      : await http.put<{ post: AdminBlogPost }>(`/api/admin/blog/posts/${id}`, input, { notifyErrors: false });
  return response.data.post;
}
