import type { BookSlotBody, EventBooking, EventBookingResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `PATCH /api/candidates/virtual-event/bookings/{id}`: moves a booking to another slot. */
export async function changeBooking(bookingId: number, body: BookSlotBody): Promise<EventBooking> {
  const response = await http.patch<EventBookingResponse>(`/api/candidates/virtual-event/bookings/${bookingId}`, body);
  return response.data.booking;
}
