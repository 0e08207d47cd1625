import type { AdminBlogCategory } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/admin/blog/categories`: every category by name, with how many posts (drafts too) are in it. */
export function useAdminBlogCategories() {
  return useGet<{ categories: AdminBlogCategory[] }>('/api/admin/blog/categories');
}
