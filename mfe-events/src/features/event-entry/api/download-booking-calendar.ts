import { downloadFile } from 'shared-kit/http';

/**
 * `GET /api/candidates/virtual-event/bookings/{id}/calendar`: the booking as an `.ics` file, the same calendar event
 * (UID) as the mailed invitation, so a later move or cancellation by mail updates it
 * (docs/events.md#mails-and-calendar-invites). The screen says a failure itself.
 */
export async function downloadBookingCalendar(bookingId: number): Promise<void> {
  await downloadFile(`/api/candidates/virtual-event/bookings/${bookingId}/calendar`, {
    fallbackName: `interview-${bookingId}.ics`,
    notifyErrors: false,
  });
}
