// Career events as the public and the candidate read them (docs/events.md): rows of career_events with their
// languages named. Every reader of events goes through `hydrateEvents`, so the wire shape is written once.
import { type Selectable, sql } from 'kysely';
import type { CareerEvent, CareerEventListQuery } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { wireTime } from '../../lib/wire-time';

export type EventRow = Selectable<Database['career_events']>;

/** The rows as `CareerEvent`s, in the given order, with their languages' slugs and names. */
export async function hydrateEvents(db: Db, rows: EventRow[]): Promise<CareerEvent[]> {
  const ids = [...new Set(rows.flatMap((row) => row.language_ids))];
  const languages = ids.length
    ? await db.selectFrom('languages').select(['id', 'slug', 'name']).where('id', 'in', ids).execute()
    : [];
  const byId = new Map(languages.map((language) => [language.id, language]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    starts_at: wireTime(row.starts_at),
    ends_at: wireTime(row.ends_at),
    landing_path: row.landing_path,
    kind: row.kind as CareerEvent['kind'],
    time_zone: row.time_zone,
    status: row.status as CareerEvent['status'],
    languages: row.language_ids.flatMap((id) => {
      const language = byId.get(id);
      return language ? [language] : [];
    }),
  }));
}

/**
 * Published events (docs/events.md#events): all of them soonest first; `upcoming` the ones not over yet (an event
 * running now is still upcoming: candidates can join it), soonest first; `past` the ones over, latest first.
 */
export async function publishedEvents(db: Db, when?: CareerEventListQuery['when']): Promise<CareerEvent[]> {
  const rows = await db
    .selectFrom('career_events')
    .selectAll()
    .where('status', '=', 'published')
    .$if(when === 'upcoming', (query) => query.where('ends_at', '>=', sql<Date>`now()`))
    .$if(when === 'past', (query) => query.where('ends_at', '<', sql<Date>`now()`))
    .orderBy('starts_at', when === 'past' ? 'desc' : 'asc')
    .orderBy('id')
    .execute();
  return hydrateEvents(db, rows);
}

/** One event's row: published only, unless `drafts` (an admin's read). */
export async function eventRow(db: Db, id: number, options: { drafts?: boolean } = {}): Promise<EventRow | undefined> {
  return db
    .selectFrom('career_events')
    .selectAll()
    .where('id', '=', id)
    .$if(!options.drafts, (query) => query.where('status', '=', 'published'))
    .executeTakeFirst();
}
