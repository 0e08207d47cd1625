// A candidate joining or leaving a career event, and the go-places event of SPEC section 7
// (docs/events.md#joining-and-go-places). Every query names the signed-in candidate's own id.
import { sql } from 'kysely';
import { EVENT_IDS, type GoPlacesResponse, type JoinOrLeaveBody, type JoinOrLeaveResponse } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound } from '../../lib/http-errors';
import { candidateEvents } from '../candidate-activity';
import { eventRow, hydrateEvents } from './career-events';
import { eventCities, sponsorsOf } from './event-detail';

const eventNotFound = () => notFound(text('api.events.notFound'));

/** The session's `virtual_events`, built as services/sessions.ts builds them for the session user. */
async function virtualEvents(db: Db, userId: number): Promise<JoinOrLeaveResponse['virtual_events']> {
  return db
    .selectFrom('candidate_virtual_events')
    .select('fk_virtual_event_id')
    .where('user_id', '=', userId)
    .orderBy('fk_virtual_event_id')
    .execute();
}

/**
 * Joins a published event (twice is one registration: the first origin is kept) or, with `leave`, leaves it and
 * cancels the candidate's active bookings of it in the same transaction, giving their places back. A draft or
 * unknown event is not found, for joining and leaving alike: a draft does not exist for the public.
 */
export async function joinOrLeave(db: Db, userId: number, body: JoinOrLeaveBody): Promise<JoinOrLeaveResponse> {
  const event = await eventRow(db, body.event_id);
  if (!event) throw eventNotFound();
  if (body.leave) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('candidate_virtual_events')
        .where('user_id', '=', userId)
        .where('fk_virtual_event_id', '=', event.id)
        .execute();
      const cancelled = await trx
        .updateTable('event_bookings')
        .set({ cancelled_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('event_id', '=', event.id)
        .where('cancelled_at', 'is', null)
        .returning(['id', 'slot_id'])
        .execute();
      for (const booking of cancelled) {
        await trx
          .updateTable('event_slots')
          .set((eb) => ({ booked: eb('booked', '-', 1) }))
          .where('id', '=', booking.slot_id)
          .where('booked', '>', 0)
          .execute();
      }
      // api-slots: cancellation mail. The bookings cancelled here (`cancelled`) get the same cancellation mail, with
      // its calendar invite, as a cancellation by the candidate, queued in this transaction (`trx`).
    });
  } else {
    await db
      .insertInto('candidate_virtual_events')
      .values({ user_id: userId, fk_virtual_event_id: event.id, origin: body.origin?.trim() || null })
      .onConflict((conflict) => conflict.columns(['user_id', 'fk_virtual_event_id']).doNothing())
      .execute();
  }
  const [events, virtual_events] = await Promise.all([candidateEvents(db, userId), virtualEvents(db, userId)]);
  return { joined: !body.leave, events, virtual_events };
}

/**
 * The go-places event (SPEC section 7): the event, its start as its date, its sponsors, those of them that sponsor
 * go-places, its cities, and the cities that have a date or a description of their own (cityEvents).
 */
export async function goPlaces(db: Db): Promise<GoPlacesResponse> {
  const row = await eventRow(db, EVENT_IDS.goPlaces);
  if (!row) throw eventNotFound();
  const [[event], sponsors, cities] = await Promise.all([
    hydrateEvents(db, [row]),
    sponsorsOf(db, row.sponsors),
    eventCities(db, row.id),
  ]);
  if (!event) throw eventNotFound();
  return {
    event,
    date: event.starts_at,
    sponsors,
    cities,
    goPlacesSponsors: sponsors.filter((sponsor) => sponsor.go_places),
    cityEvents: cities
      .filter((city) => city.starts_at !== null || city.description !== null)
      .map((city) => ({ city: city.name, starts_at: city.starts_at, description: city.description })),
  };
}
