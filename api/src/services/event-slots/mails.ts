// The mails of a booking (docs/events.md#mails-and-calendar-invites): confirmation, change and cancellation as
// meeting requests (a calendar part that calendar clients apply), and the reminders. Each is queued in the
// transaction of what it announces, in the candidate's interface language, with the time said in the zone the
// candidate booked from.
import type { Db } from '../../db/database';
import { greeting } from '../../mail/greeting';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { type BookingMailConfig, describeBooking } from './booking-event';
import { writeInvite } from './ics';

export type { BookingMailConfig } from './booking-event';

export type BookingMailKind = 'confirmed' | 'changed' | 'cancelled' | 'reminder24h' | 'reminder1h';

const INVITE: Partial<Record<BookingMailKind, 'REQUEST' | 'CANCEL'>> = {
  confirmed: 'REQUEST',
  changed: 'REQUEST',
  cancelled: 'CANCEL',
};

/** Queues the mail of a booking, in the caller's transaction, from the booking as it now is. */
export async function queueBookingMail(
  trx: Db,
  config: BookingMailConfig,
  bookingId: number,
  kind: BookingMailKind,
): Promise<void> {
  const booking = await describeBooking(trx, config, bookingId);
  const { t, values } = booking;
  const method = INVITE[kind];
  const mail = composeMail({
    lang: booking.locale,
    origin: config.publicUrl,
    subject: t(`api.slots.mail.${kind}.subject`, values),
    blocks: [
      greeting(t, booking.firstName),
      t(`api.slots.mail.${kind}.intro`, values),
      t('api.slots.mail.details', values),
      ...(method ? [t(method === 'CANCEL' ? 'api.slots.mail.inviteCancel' : 'api.slots.mail.invite')] : []),
      t('api.slots.mail.link', { url: booking.url }),
    ],
  });
  await queueMail(trx, {
    to: booking.email,
    ...mail,
    // A reply to the mail reaches the events mailbox, as the calendar's answers do: never the no-reply sender.
    headers: { 'Reply-To': config.eventsMailbox },
    calendar: method
      ? { method, content: writeInvite({ method, timeZone: booking.timeZone, ...booking.event }) }
      : undefined,
  });
}
