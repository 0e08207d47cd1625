// The `.ics` downloads of the event screens (docs/events.md#mails-and-calendar-invites): a candidate's booking, and a
// company's slots of an event. METHOD:PUBLISH, a file to add to a calendar by hand; the UIDs are those of the mailed
// invites, so a later request or cancellation by mail updates the event the file added.
import type { Locale } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { notFound } from '../../lib/http-errors';
import { SITE_NAME } from '../jobs/seo';
import { type BookingMailConfig, describeBooking } from './booking-event';
import { activeBookingQuery } from './bookings';
import { writeCalendar, writeInvite } from './ics';
import { companySlots } from './slots';

/** `GET /api/candidates/virtual-event/bookings/{id}/calendar`: the candidate's own active booking; else 404. */
export async function bookingCalendarFile(
  db: Db,
  config: BookingMailConfig,
  userId: number,
  bookingId: number,
): Promise<string> {
  const own = await activeBookingQuery(db, userId, bookingId).select('id').executeTakeFirst();
  if (!own) throw notFound();
  const booking = await describeBooking(db, config, own.id);
  return writeInvite({ method: 'PUBLISH', timeZone: booking.timeZone, ...booking.event });
}

/**
 * `GET /api/companies/events/{eventId}/slots/calendar`: every slot the company offers at the event, one calendar
 * event each (`slot-{id}@{host}`), with who booked it, in the caller's language and the event's zone. Another
 * company's event: 404, as for its slots.
 */
export async function companySlotsCalendarFile(
  db: Db,
  config: BookingMailConfig,
  companyId: number,
  eventId: number,
  requestLocale: Locale,
): Promise<string> {
  const slots = await companySlots(db, companyId, eventId);
  const event = await db
    .selectFrom('career_events')
    .select(['title', 'time_zone'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const t = translator(requestLocale);
  const host = new URL(config.publicUrl).hostname;
  const page = `${config.publicUrl}/company/events/${eventId}/slots`;
  const stamp = new Date();
  return writeCalendar({
    method: 'PUBLISH',
    timeZone: event.time_zone,
    events: slots.map((slot) => {
      const values = { event: event.title, language: slot.language.name };
      const booked = slot.bookings.map((booking) =>
        booking.name ? `${booking.name} <${booking.email}>` : booking.email,
      );
      return {
        uid: `slot-${slot.id}@${host}`,
        // A slot itself never changes; its bookings do, and the newest DTSTAMP tells the calendar which file is newer.
        sequence: 0,
        start: new Date(slot.starts_at),
        end: new Date(slot.ends_at),
        stamp,
        summary: t('api.slots.calendar.summary', values),
        description: [
          t('api.slots.calendar.booked', { booked: booked.length, capacity: slot.capacity }),
          ...booked,
          '',
          page,
        ].join('\n'),
        url: page,
        organizer: { name: SITE_NAME, email: config.eventsMailbox },
      };
    }),
  });
}
