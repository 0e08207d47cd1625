import type { AdminEvent, AdminEventResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/admin/events/{id}/publish` or `/unpublish`: answers the event with its new status. */
export async function publishAdminEvent(id: number, publish: boolean): Promise<AdminEvent> {
  const action = publish ? 'publish' : 'unpublish';
  const response = await http.post<AdminEventResponse>(
    `/api/admin/events/${id}/${action}`,
    {},
    { notifyErrors: false },
  );
  return response.data.event;
}
