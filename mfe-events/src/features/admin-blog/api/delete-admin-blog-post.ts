import { http } from 'shared-kit/http';

/** `DELETE /api/admin/blog/posts/{id}` (204): the post is gone from the blog at once. */
export async function deleteAdminBlogPost(id: number): Promise<void> {
  await http.delete(`/api/admin/blog/posts/${id}`, { notifyErrors: false });
}
