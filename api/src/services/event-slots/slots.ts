// Interview slots of career events (docs/events.md#interview-slots): what the public and a participating company
// read, the company's offers, and a booking read with its slot. Making and changing bookings is in bookings.ts.
import { sql } from 'kysely';
import type { CareerEvent, CompanySlot, EventSlot, SlotInput } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import { wireTime } from '../../lib/wire-time';
import { hydrateEvents } from '../events/career-events';

/** The columns every slot answer needs, with its company and language named. */
export function slotQuery(db: Db) {
  return db
    .selectFrom('event_slots as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .innerJoin('languages as l', 'l.id', 's.language_id')
    .select([
      's.id',
      's.event_id',
      's.starts_at',
      's.duration_minutes',
      's.capacity',
      's.booked',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo as company_logo',
      'l.id as language_id',
      'l.slug as language_slug',
      'l.name as language_name',
    ]);
}

export type SlotRow = Awaited<ReturnType<ReturnType<typeof slotQuery>['executeTakeFirstOrThrow']>>;

export function toSlot(row: SlotRow): EventSlot {
  const start = new Date(row.starts_at);
  return {
    id: row.id,
    event_id: row.event_id,
    company: { id: row.company_id, name: row.company_name, logo: row.company_logo },
    language: { id: row.language_id, slug: row.language_slug, name: row.language_name },
    starts_at: wireTime(start),
    ends_at: wireTime(new Date(start.getTime() + row.duration_minutes * 60_000)),
    capacity: row.capacity,
    available: Math.max(0, row.capacity - row.booked),
  };
}

/**
 * Bookings (cancelled ones too) with their slot as `slotQuery` reads it and their event's title: what the booking
 * mails and the candidate's data export say of a booking. The caller adds its own columns and its condition.
 */
export function bookingQuery(db: Db) {
  return slotQuery(db)
    .innerJoin('event_bookings as b', 'b.slot_id', 's.id')
    .innerJoin('career_events as e', 'e.id', 'b.event_id')
    .select(['b.id as booking_id', 'b.time_zone', 'b.cancelled_at', 'e.title as event_title']);
}

/** `GET /api/events/{id}/slots`: the future slots of a published event, soonest first, full ones included. */
export async function publicSlots(db: Db, eventId: number, languageSlug?: string): Promise<EventSlot[]> {
  const event = await db
    .selectFrom('career_events')
    .select('id')
    .where('id', '=', eventId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!event) throw notFound();
  let query = slotQuery(db).where('s.event_id', '=', eventId).where('s.starts_at', '>', sql<Date>`now()`);
  // Slugs are matched as the language filters of job lists match them: case-insensitively.
  if (languageSlug) query = query.where(sql<string>`lower(l.slug)`, '=', languageSlug.toLowerCase());
  const rows = await query.orderBy('s.starts_at').orderBy('s.id').execute();
  return rows.map(toSlot);
}

/**
 * The events the company takes part in (listed among its companies), drafts included: the only events whose slots it
 * may read or offer. The caller selects the columns.
 */
function participatingEventsQuery(db: Db, companyId: number) {
  return db
    .selectFrom('career_events')
    .innerJoin('event_companies', 'event_companies.event_id', 'career_events.id')
    .where('event_companies.company_id', '=', companyId);
}

/** `GET /api/companies/events`: the events the company takes part in, drafts included (it prepares its slots). */
export async function companyEvents(db: Db, companyId: number): Promise<CareerEvent[]> {
  const rows = await participatingEventsQuery(db, companyId)
    .selectAll('career_events')
    .orderBy('career_events.starts_at', 'desc')
    .orderBy('career_events.id')
    .execute();
  return hydrateEvents(db, rows);
}

/** The event the company takes part in; any other event is not found for it. */
async function participatingEvent(db: Db, companyId: number, eventId: number) {
  const event = await participatingEventsQuery(db, companyId)
    .select([
      'career_events.id',
      'career_events.language_ids',
      'career_events.time_zone',
      'career_events.starts_at',
      'career_events.ends_at',
    ])
    .where('career_events.id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound();
  return event;
}

/** The company's slots of an event, past ones too, with the names and emails of who booked them. */
export async function companySlots(db: Db, companyId: number, eventId: number): Promise<CompanySlot[]> {
  await participatingEvent(db, companyId, eventId);
  const rows = await slotQuery(db)
    .where('s.event_id', '=', eventId)
    .where('s.company_id', '=', companyId)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return withBookings(db, rows);
}

async function withBookings(db: Db, rows: SlotRow[]): Promise<CompanySlot[]> {
  const ids = rows.map((row) => row.id);
  const bookings = ids.length
    ? await db
        .selectFrom('event_bookings as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['b.id', 'b.slot_id', 'u.nombre', 'u.apellidos', 'u.email'])
        .where('b.slot_id', 'in', ids)
        .where('b.cancelled_at', 'is', null)
        .orderBy('b.created_at')
        .orderBy('b.id')
        .execute()
    : [];
  return rows.map((row) => ({
    ...toSlot(row),
    bookings: bookings
      .filter((booking) => booking.slot_id === row.id)
      .map((booking) => ({
        id: booking.id,
        name: [booking.nombre, booking.apellidos].filter(Boolean).join(' ').trim(),
        email: booking.email,
      })),
  }));
}

/** An offset or `Z` at the end of an ISO time: then the time is absolute, otherwise it is read in the event's zone. */
const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?$/;

/**
 * Offers a slot. `starts_at` is an ISO time with an offset, or a wall time (`2026-12-01T10:00`) in the event's zone,
 * which PostgreSQL turns into an instant with the zone's rules (daylight saving included). The slot is for one of
 * the event's languages, in the future, and on one of the event's days in its zone.
 */
export async function createSlot(db: Db, companyId: number, eventId: number, input: SlotInput): Promise<CompanySlot> {
  const event = await participatingEvent(db, companyId, eventId);
  const errors: Record<string, ReturnType<typeof text>[]> = {};
  if (!event.language_ids.includes(input.language_id)) errors.language_id = [text('api.slots.language')];
  const raw = input.starts_at.trim();
  let startsAt: Date | null = null;
  if (HAS_OFFSET.test(raw) && !Number.isNaN(Date.parse(raw))) {
    startsAt = new Date(raw);
  } else if (LOCAL_TIME.test(raw) && !Number.isNaN(Date.parse(`${raw.replace(' ', 'T')}Z`))) {
    const row = await sql<{
      at: Date;
    }>`SELECT (${raw.replace('T', ' ')}::timestamp AT TIME ZONE ${event.time_zone}) AS at`.execute(db);
    startsAt = row.rows[0]?.at ?? null;
  }
  if (!startsAt) {
    errors.starts_at = [text('api.slots.startsAt')];
  } else if (startsAt.getTime() <= Date.now()) {
    errors.starts_at = [text('api.slots.inPast')];
  } else {
    const day = (at: Date | string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: event.time_zone, dateStyle: 'short' }).format(new Date(at));
    const first = day(event.starts_at);
    const last = day(event.ends_at);
    const slotDay = day(startsAt);
    if (slotDay < first || slotDay > last) errors.starts_at = [text('api.slots.outsideEvent', { first, last })];
  }
  if (Object.keys(errors).length > 0 || !startsAt) throw new ValidationFailed(errors);
  const created = await db
    .insertInto('event_slots')
    .values({
      event_id: eventId,
      company_id: companyId,
      language_id: input.language_id,
      starts_at: startsAt,
      duration_minutes: input.duration_minutes,
      capacity: input.capacity,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await slotQuery(db).where('s.id', '=', created.id).executeTakeFirstOrThrow();
  const [slot] = await withBookings(db, [row]);
  return slot;
}

/**
 * Deletes a slot nobody has booked. The condition `booked = 0` is in the DELETE itself: a booking committed a moment
 * before wins (the DELETE waits for its row lock, then finds `booked = 1`), and one coming after finds no slot.
 */
export async function deleteSlot(db: Db, companyId: number, eventId: number, slotId: number): Promise<void> {
  await participatingEvent(db, companyId, eventId);
  const deleted = await db
    .deleteFrom('event_slots')
    .where('id', '=', slotId)
    .where('event_id', '=', eventId)
    .where('company_id', '=', companyId)
    .where('booked', '=', 0)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return;
  const exists = await db
    .selectFrom('event_slots')
    .select('id')
    .where('id', '=', slotId)
    .where('event_id', '=', eventId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!exists) throw notFound();
  throw new ValidationFailed({ id: [text('api.slots.hasBookings')] });
}
