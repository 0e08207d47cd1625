import type { AdminEventList } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/** `GET /api/admin/events`: every event, drafts included. */
export function useAdminEvents() {
  return useGet<AdminEventList>(FIRST_REQUEST_URLS.adminEvents);
}
