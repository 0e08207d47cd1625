// A candidate's interview bookings (docs/events.md#interview-slots). Capacity is held by the database, not by a
// count read first: taking a place is one conditional UPDATE of the slot (`booked < capacity`), in the transaction
// that writes the booking, so any number of concurrent requests book at most `capacity`. A candidate's own
// requests for one event are serialised by a lock on their registration row, and the unique index of active
// bookings (event, candidate) stops a second booking of the same event whatever happens.
import { sql } from 'kysely';
import type { EventBooking } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import { isTimeZone } from '../../lib/time-zone';
import { type BookingMailConfig, queueBookingMail } from './mails';
import { slotQuery, toSlot } from './slots';
import { wireTime } from '../../lib/wire-time';

/**
 * A booking made when its slot is already within a reminder's window does not get that reminder: the confirmation
 * has just said it (so a booking made less than an hour ahead gets neither, one made a few hours ahead only the
 * 1-hour one).
 */
const reminderMarks = {
  reminded_24h_at: sql<Date | null>`CASE WHEN (SELECT starts_at FROM event_slots WHERE id = event_bookings.slot_id) <= now() + interval '24 hours' THEN now() END`,
  reminded_1h_at: sql<Date | null>`CASE WHEN (SELECT starts_at FROM event_slots WHERE id = event_bookings.slot_id) <= now() + interval '1 hour' THEN now() END`,
};

async function hydrateBookings(db: Db, where: { userId: number; eventId?: number; id?: number }) {
  let query = db
    .selectFrom('event_bookings as b')
    .select(['b.id', 'b.slot_id', 'b.time_zone', 'b.created_at'])
    .where('b.user_id', '=', where.userId)
    .where('b.cancelled_at', 'is', null);
  if (where.eventId !== undefined) query = query.where('b.event_id', '=', where.eventId);
  if (where.id !== undefined) query = query.where('b.id', '=', where.id);
  const bookings = await query.orderBy('b.created_at').execute();
  const ids = bookings.map((booking) => booking.slot_id);
  const slots = ids.length ? (await slotQuery(db).where('s.id', 'in', ids).execute()).map(toSlot) : [];
  return bookings.flatMap((booking): EventBooking[] => {
    const slot = slots.find((candidate) => candidate.id === booking.slot_id);
    return slot
      ? [
          {
            id: booking.id,
            slot,
            time_zone: booking.time_zone,
            created_at: wireTime(booking.created_at),
          },
        ]
      : [];
  });
}

/** `GET /api/candidates/virtual-event/{eventId}/bookings`: the candidate's active booking of the event. */
export async function candidateBookings(db: Db, userId: number, eventId: number): Promise<EventBooking[]> {
  return hydrateBookings(db, { userId, eventId });
}

async function oneBooking(db: Db, userId: number, id: number): Promise<EventBooking> {
  const [booking] = await hydrateBookings(db, { userId, id });
  if (!booking) throw notFound();
  return booking;
}

/** The slot asked for, of a published event; unknown or of a draft: 422 on `slot_id` (the field that names it). */
async function slotToBook(trx: Db, slotId: number) {
  const slot = await trx
    .selectFrom('event_slots as s')
    .innerJoin('career_events as e', 'e.id', 's.event_id')
    .select(['s.id', 's.event_id', sql<boolean>`s.starts_at > now()`.as('upcoming')])
    .where('s.id', '=', slotId)
    .where('e.status', '=', 'published')
    .executeTakeFirst();
  if (!slot) throw new ValidationFailed({ slot_id: [text('api.slots.unknownSlot')] });
  if (!slot.upcoming) throw new ValidationFailed({ slot_id: [text('api.slots.started')] });
  return slot;
}

/** Locks the candidate's registration for the event (their requests for it run one at a time); none: 422. */
async function lockRegistration(trx: Db, userId: number, eventId: number): Promise<void> {
  const registered = await trx
    .selectFrom('candidate_virtual_events')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('fk_virtual_event_id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
  if (!registered) throw new ValidationFailed({ event_id: [text('api.slots.notRegistered')] });
}

/** Takes one place of the slot, or says it is full (422 on `slot_id`); the transaction is then rolled back. */
async function takePlace(trx: Db, slotId: number): Promise<void> {
  const taken = await sql<{ id: number }>`
    UPDATE event_slots SET booked = booked + 1
    WHERE id = ${slotId} AND booked < capacity AND starts_at > now()
    RETURNING id`.execute(trx);
  if (taken.rows.length === 0) throw new ValidationFailed({ slot_id: [text('api.slots.full')] });
}

async function releasePlace(trx: Db, slotId: number): Promise<void> {
  await sql`UPDATE event_slots SET booked = booked - 1 WHERE id = ${slotId} AND booked > 0`.execute(trx);
}

type Candidate = { id: number };
type Request = { slot_id: number; time_zone: string };

function checkZone(zone: string): void {
  if (!isTimeZone(zone)) throw new ValidationFailed({ time_zone: [text('api.slots.timeZone')] });
}

/**
 * `POST /api/candidates/virtual-event/bookings`. A candidate who already has a booking of the event moves it to
 * the new slot (one active booking per event); the same slot again changes nothing and sends nothing.
 * `created` says whether a booking was made (201) or the existing one answered.
 */
export async function bookSlot(
  db: Db,
  config: BookingMailConfig,
  candidate: Candidate,
  request: Request,
): Promise<EventBooking> {
  checkZone(request.time_zone);
  const id = await db.transaction().execute(async (trx) => {
    const slot = await slotToBook(trx, request.slot_id);
    await lockRegistration(trx, candidate.id, slot.event_id);
    const existing = await trx
      .selectFrom('event_bookings')
      .select(['id', 'slot_id'])
      .where('user_id', '=', candidate.id)
      .where('event_id', '=', slot.event_id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (existing) {
      if (existing.slot_id !== slot.id) await moveBooking(trx, config, existing, slot.id, request.time_zone);
      return existing.id;
    }
    await takePlace(trx, slot.id);
    const booking = await trx
      .insertInto('event_bookings')
      .values({ slot_id: slot.id, event_id: slot.event_id, user_id: candidate.id, time_zone: request.time_zone })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('event_bookings').set(reminderMarks).where('id', '=', booking.id).execute();
    await queueBookingMail(trx, config, booking.id, 'confirmed');
    return booking.id;
  });
  return oneBooking(db, candidate.id, id);
}

/**
 * Moves a booking: the new place is taken first (full: nothing changes), then the old one is given back. Both slot
 * rows are locked first in id order, so two candidates swapping slots in opposite directions wait for each other
 * instead of deadlocking.
 */
async function moveBooking(
  trx: Db,
  config: BookingMailConfig,
  booking: { id: number; slot_id: number },
  slotId: number,
  timeZone: string,
): Promise<void> {
  await trx
    .selectFrom('event_slots')
    .select('id')
    .where('id', 'in', [booking.slot_id, slotId])
    .orderBy('id')
    .forUpdate()
    .execute();
  await takePlace(trx, slotId);
  await releasePlace(trx, booking.slot_id);
  await trx
    .updateTable('event_bookings')
    .set({ slot_id: slotId, time_zone: timeZone, sequence: sql<number>`sequence + 1` })
    .where('id', '=', booking.id)
    .execute();
  await trx.updateTable('event_bookings').set(reminderMarks).where('id', '=', booking.id).execute();
  await queueBookingMail(trx, config, booking.id, 'changed');
}

/**
 * The candidate's active booking by id, to select from: another candidate's booking, or a cancelled one, is none
 * (the candidate's changes, cancellations and calendar downloads all start here).
 */
export function activeBookingQuery(db: Db, userId: number, id: number) {
  return db
    .selectFrom('event_bookings')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null);
}

/** The candidate's active booking, locked; another's, a cancelled one or none: 404. */
async function lockBooking(trx: Db, userId: number, id: number) {
  const booking = await activeBookingQuery(trx, userId, id)
    .select(['id', 'slot_id', 'event_id'])
    .forUpdate()
    .executeTakeFirst();
  if (!booking) throw notFound();
  return booking;
}

/** `PATCH /api/candidates/virtual-event/bookings/{id}`: another slot of the same event (or a new zone). */
export async function changeBooking(
  db: Db,
  config: BookingMailConfig,
  candidate: Candidate,
  bookingId: number,
  request: Request,
): Promise<EventBooking> {
  checkZone(request.time_zone);
  await db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, candidate.id, bookingId);
    await lockRegistration(trx, candidate.id, booking.event_id);
    if (booking.slot_id === request.slot_id) {
      // The same slot from another zone: the mails from now on say the time there; nothing else changes.
      await trx
        .updateTable('event_bookings')
        .set({ time_zone: request.time_zone })
        .where('id', '=', booking.id)
        .execute();
      return;
    }
    const slot = await slotToBook(trx, request.slot_id);
    if (slot.event_id !== booking.event_id) {
      throw new ValidationFailed({ slot_id: [text('api.slots.otherEvent')] });
    }
    await moveBooking(trx, config, booking, slot.id, request.time_zone);
  });
  return oneBooking(db, candidate.id, bookingId);
}

/** `DELETE /api/candidates/virtual-event/bookings/{id}`: the place is given back; the booking stays, cancelled. */
export async function cancelBooking(
  db: Db,
  config: BookingMailConfig,
  candidate: Candidate,
  bookingId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const booking = await lockBooking(trx, candidate.id, bookingId);
    await trx
      .updateTable('event_bookings')
      .set({ cancelled_at: sql<Date>`now()`, sequence: sql<number>`sequence + 1` })
      .where('id', '=', booking.id)
      .execute();
    await releasePlace(trx, booking.slot_id);
    await queueBookingMail(trx, config, booking.id, 'cancelled');
  });
}

/**
 * A candidate leaving an event (`join-or-leave` with `leave: true`, services/events/joining.ts) loses their booking
 * of it: in the caller's transaction each active booking is cancelled, its place given back and the cancellation mail
 * with its `METHOD:CANCEL` invite queued, as when the candidate cancels it. Returns how many were cancelled.
 */
export async function cancelEventBookings(
  trx: Db,
  config: BookingMailConfig,
  userId: number,
  eventId: number,
): Promise<number> {
  const cancelled = await trx
    .updateTable('event_bookings')
    .set({ cancelled_at: sql<Date>`now()`, sequence: sql<number>`sequence + 1` })
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .where('cancelled_at', 'is', null)
    .returning(['id', 'slot_id'])
    .execute();
  for (const booking of cancelled) {
    await releasePlace(trx, booking.slot_id);
    await queueBookingMail(trx, config, booking.id, 'cancelled');
  }
  return cancelled.length;
}
