import type { JoinOrLeaveBody, JoinOrLeaveResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { updateSessionUser } from 'shared-kit/session';

/**
 * `PATCH /api/candidates/virtual-event/join-or-leave` (docs/contracts.md#events): joins the signed-in candidate to an
 * event (twice is one registration), then puts the answer's `virtual_events` on the session's user, so the shell
 * shows the event page instead of the landing at the same path (docs/events.md#entry-paths).
 */
export async function joinEvent(eventId: number, origin: string | null): Promise<JoinOrLeaveResponse> {
  const body: JoinOrLeaveBody = { event_id: eventId, origin };
  const response = await http.patch<JoinOrLeaveResponse>('/api/candidates/virtual-event/join-or-leave', body);
  updateSessionUser({ virtual_events: response.data.virtual_events });
  return response.data;
}
