import { http } from 'shared-kit/http';

/** `DELETE /api/admin/blog/categories/{id}` (204): its posts stay, without the category. */
export async function deleteAdminBlogCategory(id: number): Promise<void> {
  await http.delete(`/api/admin/blog/categories/${id}`, { notifyErrors: false });
}
