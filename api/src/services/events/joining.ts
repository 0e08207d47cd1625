// A candidate joining or leaving a career event, and the go-places event
// (docs/events.md#joining-and-go-places). Every query names the signed-in candidate's own id.
import { EVENT_IDS, type GoPlacesResponse, type JoinOrLeaveBody, type JoinOrLeaveResponse } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound } from '../../lib/http-errors';
import { candidateEvents } from '../candidate-activity';
import { cancelEventBookings } from '../event-slots/bookings';
import type { BookingMailConfig } from '../event-slots/mails';
import { candidateVirtualEvents } from '../users';
import { eventRow, hydrateEvents } from './career-events';
import { eventCities, sponsorsOf } from './event-detail';

const eventNotFound = () => notFound(text('api.events.notFound'));

/**
 * Joins a published event (twice is one registration: the first origin is kept) or, with `leave`, leaves it and
 * cancels the candidate's active bookings of it in the same transaction, giving their places back. A draft or
 * unknown event is not found, for joining and leaving alike: a draft does not exist for the public.
 */
export async function joinOrLeave(
  db: Db,
  mail: BookingMailConfig,
  userId: number,
  body: JoinOrLeaveBody,
): Promise<JoinOrLeaveResponse> {
  const event = await eventRow(db, body.event_id);
  if (!event) throw eventNotFound();
  if (body.leave) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('candidate_virtual_events')
        .where('user_id', '=', userId)
        .where('fk_virtual_event_id', '=', event.id)
        .execute();
      // Each active booking is cancelled, its place given back, and the cancellation mail with its invite queued.
      await cancelEventBookings(trx, mail, userId, event.id);
    });
  } else {
    await db
      .insertInto('candidate_virtual_events')
      .values({ user_id: userId, fk_virtual_event_id: event.id, origin: body.origin?.trim() || null })
      .onConflict((conflict) => conflict.columns(['user_id', 'fk_virtual_event_id']).doNothing())
      .execute();
  }
  const [events, virtual_events] = await Promise.all([candidateEvents(db, userId), candidateVirtualEvents(db, userId)]);
  return { joined: !body.leave, events, virtual_events };
}

/**
 * The go-places event (event 22): the event, its start as its date, its sponsors, those of them that sponsor
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
