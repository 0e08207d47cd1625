import type { AdminEvent, AdminEventResponse, EventInput } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `POST /api/admin/events` (a new draft with its two pages, 201) or `PATCH /api/admin/events/{id}`: answers the event.
 * The editor shows a 422 on its fields, so no second notice.
 */
export async function saveAdminEvent(id: number | null, input: EventInput): Promise<AdminEvent> {
  const response =
    id === null
      ? await http.post<AdminEventResponse>('/api/admin/events', input, { notifyErrors: false })
      : await http.patch<AdminEventResponse>(`/api/admin/events/${id}`, input, { notifyErrors: false });
  return response.data.event;
}
