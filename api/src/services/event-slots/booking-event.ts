// A booking as its mails and calendar files say it (docs/events.md#mails-and-calendar-invites): read once from the
// booking as it now is, in the candidate's interface language, the time in the zone the candidate booked from.
import { type Locale, localeOr } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { type Translate, translator } from '../../i18n/catalogues';
import { SITE_NAME } from '../jobs/seo';
import type { CalendarEvent } from './ics';
import { bookingQuery, toSlot } from './slots';

/** What booking mails and files need from the configuration: links, and the mailbox that organises the invites. */
export type BookingMailConfig = { publicUrl: string; eventsMailbox: string };

/** `Tuesday, 1 December 2026 at 10:00` in the candidate's language and zone. */
function sayTime(at: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
}

/** The UID of a booking's calendar event, the same in every mail and file for the booking's whole life. */
const bookingUid = (bookingId: number, origin: string) => `booking-${bookingId}@${new URL(origin).hostname}`;

export type DescribedBooking = {
  locale: Locale;
  t: Translate;
  email: string;
  firstName: string | null;
  timeZone: string;
  /** The message values of the booking's texts. */
  values: Record<string, string | number>;
  /** The event's page, where the candidate sees and changes the booking. */
  url: string;
  /** The booking as a calendar event, for a request, a cancellation or a download. */
  event: CalendarEvent;
};

/** Reads a booking (cancelled ones too: their cancellation is mailed) and says it. */
export async function describeBooking(db: Db, config: BookingMailConfig, bookingId: number): Promise<DescribedBooking> {
  const booking = await bookingQuery(db)
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.sequence', 'u.email', 'u.nombre', 'u.apellidos', 'u.locale', 'e.landing_path'])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const slot = toSlot(booking);
  const locale = localeOr(booking.locale);
  const t = translator(locale);
  const start = new Date(slot.starts_at);
  const end = new Date(slot.ends_at);
  const values = {
    company: slot.company.name,
    language: slot.language.name,
    event: booking.event_title,
    time: sayTime(start, locale, booking.time_zone),
    zone: booking.time_zone,
    minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
    site: SITE_NAME,
  };
  const origin = config.publicUrl;
  // The event's entry path shows the event page to a registered candidate, with their bookings.
  const url = booking.landing_path ? `${origin}${booking.landing_path}` : `${origin}/career-events`;
  const name = [booking.nombre, booking.apellidos].filter(Boolean).join(' ').trim();
  return {
    locale,
    t,
    email: booking.email,
    firstName: booking.nombre,
    timeZone: booking.time_zone,
    values,
    url,
    event: {
      uid: bookingUid(booking.booking_id, origin),
      sequence: booking.sequence,
      start,
      end,
      stamp: new Date(),
      summary: t('api.slots.invite.summary', values),
      description: `${t('api.slots.mail.details', values)}\n\n${url}`,
      url,
      cancelled: booking.cancelled_at !== null,
      organizer: { name: SITE_NAME, email: config.eventsMailbox },
      attendee: { name: name || booking.email, email: booking.email },
    },
  };
}
