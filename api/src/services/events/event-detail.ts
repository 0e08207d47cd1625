// One career event with what its pages show (docs/events.md#events): sponsors with their logos' addresses, the
// participating companies with their live jobs for the event's languages, the go-places cities and the schedule
// (the days that have interview slots, in the event's own time zone).
import { sql } from 'kysely';
import type { EventCity, EventCompany, EventDetail, EventSponsor } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { webAddress } from '../../lib/web-address';
import { publicFileUrl } from '../file-storage';
import { jobIsAvailable } from '../jobs/search';
import { type EventRow, hydrateEvents } from './career-events';
import { wireTime, wireTimeOrNull } from '../../lib/wire-time';

/** A sponsor as the jsonb column keeps it (migration 110; `go_places` added by the admin editor, default false). */
export type StoredSponsor = { name: string; url: string | null; logo_file_id: number | null; go_places?: boolean };

/**
 * The stored sponsors, whatever an older row holds: entries without a name are skipped, and a link that is not a web
 * address (stored before the editor checked it: `javascript:`, `data:`, `//host`) is dropped, so no page links it.
 */
export function storedSponsors(value: unknown): StoredSponsor[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, url, logo_file_id, go_places } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || name.length === 0) return [];
    return [
      {
        name,
        url: typeof url === 'string' && webAddress(url) ? url : null,
        logo_file_id: typeof logo_file_id === 'number' ? logo_file_id : null,
        go_places: go_places === true,
      },
    ];
  });
}

/** Sponsors on the wire: a logo is the public address of its uploaded file (none when the file is gone). */
export async function sponsorsOf(db: Db, value: unknown): Promise<EventSponsor[]> {
  const sponsors = storedSponsors(value);
  const ids = sponsors.flatMap((sponsor) => (sponsor.logo_file_id ? [sponsor.logo_file_id] : []));
  const files = ids.length
    ? await db
        .selectFrom('files')
        .select(['id', 'filename'])
        .where('id', 'in', ids)
        .where('public', '=', true)
        .execute()
    : [];
  const urls = new Map(
    files.map((file) => [Number(file.id), publicFileUrl({ id: String(file.id), filename: file.filename })]),
  );
  return sponsors.map((sponsor) => ({
    name: sponsor.name,
    url: sponsor.url,
    logo: sponsor.logo_file_id ? (urls.get(sponsor.logo_file_id) ?? null) : null,
    go_places: sponsor.go_places === true,
  }));
}

/**
 * The participating companies in the event's order, each with its live jobs (active, not expired) asking for one of
 * the event's languages; with no languages, all its live jobs.
 */
async function eventCompanies(db: Db, event: Pick<EventRow, 'id' | 'language_ids'>): Promise<EventCompany[]> {
  const languages = event.language_ids;
  const rows = await db
    .selectFrom('event_companies')
    .innerJoin('companies', 'companies.id', 'event_companies.company_id')
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.slug',
      'companies.logo',
      eb
        .selectFrom('jobs')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('jobs.company_id', '=', 'companies.id')
        .where(jobIsAvailable)
        .$if(languages.length > 0, (query) =>
          query.where((w) =>
            w.exists(
              w
                .selectFrom('job_languages')
                .select(sql`1`.as('one'))
                .whereRef('job_languages.job_id', '=', 'jobs.id')
                .where('job_languages.language_id', 'in', languages),
            ),
          ),
        )
        .as('jobs'),
    ])
    .where('event_companies.event_id', '=', event.id)
    .orderBy('event_companies.position')
    .orderBy('companies.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo ?? null,
    jobs: Number(row.jobs ?? 0),
  }));
}

export async function eventCities(db: Db, eventId: number): Promise<EventCity[]> {
  const rows = await db
    .selectFrom('event_cities')
    .select(['id', 'name', 'template_type', 'starts_at', 'description'])
    .where('event_id', '=', eventId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, starts_at: wireTimeOrNull(row.starts_at) }));
}

/**
 * The schedule: one entry per day that has slots, the day read in the event's time zone (a slot at 23:30 UTC of an
 * Amsterdam event is on the next day there), with the first start and last end of that day's slots.
 */
async function eventSchedule(db: Db, event: Pick<EventRow, 'id' | 'time_zone'>): Promise<EventDetail['schedule']> {
  const rows = await db
    .selectFrom('event_slots')
    .select([
      sql<string>`to_char(starts_at AT TIME ZONE ${event.time_zone}, 'YYYY-MM-DD')`.as('day'),
      sql<Date>`min(starts_at)`.as('first'),
      sql<Date>`max(starts_at + make_interval(mins => duration_minutes))`.as('last'),
      sql<number>`count(*)::int`.as('slots'),
    ])
    .where('event_id', '=', event.id)
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    starts_at: wireTime(row.first),
    ends_at: wireTime(row.last),
    slots: row.slots,
  }));
}

/** The event as `GET /api/events/{id}` answers it. */
export async function eventDetail(db: Db, row: EventRow): Promise<EventDetail> {
  const [[event], sponsors, companies, cities, schedule] = await Promise.all([
    hydrateEvents(db, [row]),
    sponsorsOf(db, row.sponsors),
    eventCompanies(db, row),
    eventCities(db, row.id),
    eventSchedule(db, row),
  ]);
  if (!event) throw new Error('hydrateEvents lost the event');
  return { ...event, sponsors, companies, cities, schedule };
}
