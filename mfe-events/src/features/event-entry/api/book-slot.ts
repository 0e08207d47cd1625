import type { BookSlotBody, EventBooking, EventBookingResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `POST /api/candidates/virtual-event/bookings` (201): books a slot; `time_zone` is the reader's, for the mails. */
export async function bookSlot(body: BookSlotBody): Promise<EventBooking> {
  const response = await http.post<EventBookingResponse>('/api/candidates/virtual-event/bookings', body);
  return response.data.booking;
}
