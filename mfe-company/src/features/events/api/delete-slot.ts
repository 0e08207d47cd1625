import type { MessageResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `DELETE /api/companies/events/{eventId}/slots/{id}`: refused (422 on `id`) once the slot has a booking. */
export async function deleteSlot(eventId: number, slotId: number): Promise<string> {
  const response = await http.delete<MessageResponse>(`/api/companies/events/${eventId}/slots/${slotId}`, {
    notifyErrors: false,
  });
  return response.data.message;
}
