import type { EventSlot, EventSlotList } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/events/{id}/slots?language=<slug>`: the event's future interview slots in one language, soonest first. */
export async function getEventSlots(eventId: number, language: string): Promise<EventSlot[]> {
  const response = await http.get<EventSlotList>(`/api/events/${eventId}/slots`, { params: { language } });
  return response.data.slots;
}
