// What an event's built landing page shows of the event (docs/pages.md#first-html-of-built-pages): its dates,
// languages and companies, or its title and description while no page is published.
import type { Db } from '../../db/database';

export type LandingEvent = {
  title: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  languages: { slug: string; name: string }[];
  /** Logos as stored (site paths): the page makes them absolute. */
  companies: { name: string; logo: string | null }[];
};

/** The event of a landing page, its languages in the event's order, its companies in their order; null: unknown. */
export async function landingEvent(db: Db, eventId: number): Promise<LandingEvent | null> {
  const event = await db
    .selectFrom('career_events')
    .select(['title', 'starts_at', 'ends_at', 'time_zone', 'language_ids'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return null;
  const [languages, companies] = await Promise.all([
    event.language_ids.length
      ? db.selectFrom('languages').select(['id', 'slug', 'name']).where('id', 'in', event.language_ids).execute()
      : [],
    db
      .selectFrom('event_companies')
      .innerJoin('companies', 'companies.id', 'event_companies.company_id')
      .select(['companies.name', 'companies.logo'])
      .where('event_companies.event_id', '=', eventId)
      .orderBy('event_companies.position')
      .orderBy('companies.name')
      .execute(),
  ]);
  const named = new Map(
    languages.map((language) => [language.id, { slug: language.slug, name: language.name.replace(/_/g, ' ') }]),
  );
  return {
    title: event.title,
    starts_at: new Date(event.starts_at),
    ends_at: new Date(event.ends_at),
    time_zone: event.time_zone,
    languages: event.language_ids.flatMap((id) => named.get(id) ?? []),
    companies,
  };
}

/** An existing event's title and description (the entry path's page before its landing page is published). */
export function eventTitleAndDescription(db: Db, eventId: number): Promise<{ title: string; description: string }> {
  return db
    .selectFrom('career_events')
    .select(['title', 'description'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
}
