// Career events as the public and the candidate read them (docs/events.md): rows of career_events with their
// languages named. Every reader of events goes through `hydrateEvents`, so the wire shape is written once.
import type { Selectable } from 'kysely';
import type { CareerEvent } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type EventRow = Selectable<Database['career_events']>;

const iso = (value: Date | string) => new Date(value).toISOString();

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
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
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

/** Published events, soonest first. */
export async function publishedEvents(db: Db): Promise<CareerEvent[]> {
  const rows = await db
    .selectFrom('career_events')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return hydrateEvents(db, rows);
}
