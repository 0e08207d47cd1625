import { http } from 'shared-kit/http';

/** `DELETE /api/candidates/virtual-event/bookings/{id}`: cancels a booking; answers the api's (translated) message. */
export async function cancelBooking(bookingId: number): Promise<string> {
  const response = await http.delete<{ message: string }>(`/api/candidates/virtual-event/bookings/${bookingId}`);
  return response.data.message;
}
