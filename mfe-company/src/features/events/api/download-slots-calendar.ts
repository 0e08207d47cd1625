import { downloadFile } from 'shared-kit/http';

/**
 * `GET /api/companies/events/{eventId}/slots/calendar`: the company's slots of the event, with who booked each, as an
 * `.ics` file (docs/events.md#mails-and-calendar-invites). The page says a failure itself.
 */
export async function downloadSlotsCalendar(eventId: number): Promise<void> {
  await downloadFile(`/api/companies/events/${eventId}/slots/calendar`, {
    fallbackName: `interview-slots-${eventId}.ics`,
    notifyErrors: false,
  });
}
