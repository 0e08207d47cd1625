import type { AdminEventList } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/admin/events`: every event, drafts included. */
export function useAdminEvents() {
  return useGet<AdminEventList>('/api/admin/events');
}
