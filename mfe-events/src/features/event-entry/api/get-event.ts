import type { EventDetail, EventDetailResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/events/{id}`: a published event with its companies, cities, sponsors and schedule. */
export async function getEvent(eventId: number): Promise<EventDetail> {
  const response = await http.get<EventDetailResponse>(`/api/events/${eventId}`);
  return response.data.event;
}
