import type { EventBooking, EventBookingList } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/candidates/virtual-event/{eventId}/bookings`: the signed-in candidate's active bookings of the event. */
export async function getBookings(eventId: number): Promise<EventBooking[]> {
  const response = await http.get<EventBookingList>(`/api/candidates/virtual-event/${eventId}/bookings`);
  return response.data.bookings;
}
