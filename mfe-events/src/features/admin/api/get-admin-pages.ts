import type { AdminPageList } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/** `GET /api/admin/pages`: every landing and every event's two pages. */
export function useAdminPages() {
  return useGet<AdminPageList>(FIRST_REQUEST_URLS.adminPages);
}
