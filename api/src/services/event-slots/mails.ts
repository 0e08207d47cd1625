// The mails of a booking (docs/events.md#interview-slots): confirmation, change and cancellation with a calendar
// invite, and the reminders. Each is queued in the transaction of what it announces, in the candidate's interface
// language, with the time said in the zone the candidate booked from.
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { queueMail } from '../../mail/outbox';
import { SITE_NAME } from '../jobs/seo';
import { type InviteMethod, writeInvite } from './ics';
import { slotQuery, toSlot } from './slots';

export type BookingMailKind = 'confirmed' | 'changed' | 'cancelled' | 'reminder24h' | 'reminder1h';

/** What mails need from the configuration: links and the organiser of the invite. */
export type BookingMailConfig = { publicUrl: string; mailFrom: string };

const INVITE: Partial<Record<BookingMailKind, InviteMethod>> = {
  confirmed: 'REQUEST',
  changed: 'REQUEST',
  cancelled: 'CANCEL',
};

/** The address of MAIL_FROM (`EuLangJobs <noreply@example.com>` -> `noreply@example.com`). */
function address(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1] : from).trim();
}

function localeOf(value: string | null): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** `Tuesday, 1 December 2026 at 10:00` in the candidate's language and zone. */
function sayTime(at: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
}

/** Queues the mail of a booking, in the caller's transaction, from the booking as it now is. */
export async function queueBookingMail(
  trx: Db,
  config: BookingMailConfig,
  bookingId: number,
  kind: BookingMailKind,
): Promise<void> {
  const booking = await trx
    .selectFrom('event_bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('career_events as e', 'e.id', 'b.event_id')
    .select([
      'b.id',
      'b.slot_id',
      'b.time_zone',
      'b.sequence',
      'u.email',
      'u.nombre',
      'u.apellidos',
      'u.locale',
      'e.title as event_title',
      'e.landing_path',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const slot = toSlot(await slotQuery(trx).where('s.id', '=', booking.slot_id).executeTakeFirstOrThrow());
  const locale = localeOf(booking.locale);
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
  const method = INVITE[kind];
  const body = [
    booking.nombre ? t('api.mail.reset.greeting', { name: booking.nombre }) : t('api.mail.reset.greetingAnonymous'),
    t(`api.slots.mail.${kind}.intro` as const, values),
    t('api.slots.mail.details', values),
    ...(method ? [t(method === 'CANCEL' ? 'api.slots.mail.inviteCancel' : 'api.slots.mail.invite')] : []),
    t('api.slots.mail.link', { url }),
  ].join('\n\n');
  await queueMail(trx, {
    to: booking.email,
    subject: t(`api.slots.mail.${kind}.subject` as const, values),
    text: body,
    attachments: method
      ? [
          {
            filename: 'invite.ics',
            content_type: `text/calendar; charset=utf-8; method=${method}`,
            content: writeInvite({
              method,
              uid: `booking-${booking.id}@${new URL(origin).hostname}`,
              sequence: booking.sequence,
              start,
              end,
              stamp: new Date(),
              summary: t('api.slots.invite.summary', values),
              description: `${t('api.slots.mail.details', values)}\n\n${url}`,
              url,
              timeZone: booking.time_zone,
              organizer: { name: SITE_NAME, email: address(config.mailFrom) },
              attendee: { name: name || booking.email, email: booking.email },
            }),
          },
        ]
      : undefined,
  });
}
