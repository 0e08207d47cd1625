// Which event an entry path shows (docs/events.md#entry-paths). Events live at paths stored with them
// (career_events.landing_path), so a marketer's new event at `/polish/speed-hiring-week` is live as soon as it is
// published: the shell asks `GET /api/events/resolve` for a path outside its route table, and the page server
// asks the same function for the first HTML.
import type { EventPathResponse } from 'shared-kit/contracts';
import type { Db } from '../../db/database';

/** An entry path has one to three segments; one more (two for go-places) carries the referral and the city. */
const MAX_EVENT_SEGMENTS = 3;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A city segment compared with a city's name: case-insensitive, with `-`, `_` and `+` read as spaces. */
const cityKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/[-_+\s]+/g, ' ')
    .trim();

/**
 * The published event whose entry path starts `pathname`, with what the rest of the path says: a referral, and for
 * go-places a city and a referral in either order (the city matched case-insensitively against the event's cities).
 * Null when no published event lives there, or the path has more segments than its event takes.
 */
export async function resolveEventPath(db: Db, pathname: string): Promise<EventPathResponse | null> {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const prefixes: string[] = [];
  for (let n = 1; n <= Math.min(MAX_EVENT_SEGMENTS, segments.length); n++) {
    prefixes.push(`/${segments.slice(0, n).join('/')}`.toLowerCase());
  }
  const event = await db
    .selectFrom('career_events')
    .select(['id', 'kind', 'landing_path'])
    .where('status', '=', 'published')
    .where((eb) => eb(eb.fn('lower', ['landing_path']), 'in', prefixes))
    // The longest entry path that fits wins.
    .orderBy((eb) => eb.fn('length', ['landing_path']), 'desc')
    .executeTakeFirst();
  if (!event?.landing_path) return null;
  const rest = segments.slice(event.landing_path.split('/').filter(Boolean).length).map(decode);
  const goPlaces = event.kind === 'go_places';
  if (rest.length > (goPlaces ? 2 : 1)) return null;
  if (!goPlaces) {
    return { event_id: event.id, landing_path: event.landing_path, referral: rest[0] ?? null, city: null };
  }
  const cities = rest.length
    ? await db.selectFrom('event_cities').select('name').where('event_id', '=', event.id).execute()
    : [];
  const byKey = new Map(cities.map((city) => [cityKey(city.name), city.name]));
  let city: string | null = null;
  let referral: string | null = null;
  for (const part of rest) {
    const name = byKey.get(cityKey(part));
    if (name && !city) city = name;
    else if (!referral) referral = part;
  }
  return { event_id: event.id, landing_path: event.landing_path, referral, city };
}
