import type { AdminBlogCategory, BlogCategoryInput } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/admin/blog/categories` (201, the slug made from the name when absent) or `PUT .../{id}`: answers the
 * category. A taken slug is a 422 on `slug`, shown on the field.
 */
export async function saveAdminBlogCategory(id: number | null, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  const response =
    id === null
      ? await http.post<{ category: AdminBlogCategory }>('/api/admin/blog/categories', input, { notifyErrors: false })
      : await http.put<{ category: AdminBlogCategory }>(`/api/admin/blog/categories/${id}`, input, {
          notifyErrors: false,
        });
  return response.data.category;
}
