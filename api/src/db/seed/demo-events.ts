import { sql } from 'kysely';
import { EVENT_IDS } from 'shared-kit/contracts';
import type { Db } from '../database';
import { DEMO_COMPANIES } from './companies';

/** Demo companies by name (their ids are fixed by their place in the list). */
const companyId = (name: string) => {
  const company = DEMO_COMPANIES.find((entry) => entry.name === name);
  if (!company) throw new Error(`No demo company named ${name}`);
  return company.id;
};

/** Who takes part in which special event: the demo company account's own (the first) is in two of them. */
const PARTICIPANTS: Record<number, string[]> = {
  [EVENT_IDS.dutch]: ['Nordlicht Software GmbH', 'Benelux Retail Services', 'Amsterdam Payments BV'],
  [EVENT_IDS.german]: ['Nordlicht Software GmbH', 'Alpine Engineering AG', 'Vienna HR Partners', 'Berlin Mobility'],
  [EVENT_IDS.nordic]: ['Fjord Games', 'Oresund Fintech', 'Helsinki Health Tech', 'Polar Telecom'],
};

/** Sponsors by event: demo companies, with their generated logos; go-places sponsors marked. */
const SPONSORS: Record<number, { name: string; url: string; go_places: boolean }[]> = {
  [EVENT_IDS.goPlaces]: [
    { name: 'Lisbon Multilingual Hub', url: 'https://example.com/lisbon-hub', go_places: true },
    { name: 'Iberia Travel Group', url: 'https://example.com/iberia-travel', go_places: true },
    { name: 'Dublin Support Desk', url: 'https://example.com/dublin-support', go_places: false },
  ],
  [EVENT_IDS.dutch]: [
    { name: 'Amsterdam Payments BV', url: 'https://example.com/amsterdam-payments', go_places: false },
  ],
  [EVENT_IDS.german]: [{ name: 'Berlin Mobility', url: 'https://example.com/berlin-mobility', go_places: false }],
};

/** Go-places cities (template A by default), days after the event's start, with what happens there. */
const CITIES: { name: string; day: number | null; description: string | null }[] = [
  { name: 'Lisbon', day: 0, description: 'Meet customer-support and IT employers at the Lisbon Multilingual Hub.' },
  { name: 'Barcelona', day: 1, description: 'Tech and travel companies present their relocation packages.' },
  { name: 'Dublin', day: 2, description: 'Support desks for Nordic and German speakers, with housing help.' },
  { name: 'Berlin', day: null, description: null },
  { name: 'Amsterdam', day: null, description: null },
];

/**
 * The demo's event data (docs/events.md#events): participating companies of the Dutch, German and Nordic weeks,
 * sponsors, the go-places cities and interview slots. Once per database (recorded in app_meta, so a database seeded
 * before events existed gets them too, and what an admin later removes does not come back); idempotent besides.
 */
export async function seedDemoEvents(db: Db): Promise<void> {
  const done = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'demo_events_seeded')
    .executeTakeFirst();
  if (done) return;
  const logos = await db.selectFrom('companies').select(['id', 'logo']).execute();
  const logoFileId = (name: string) => {
    const logo = logos.find((row) => row.id === companyId(name))?.logo ?? '';
    const match = /^\/files\/(\d+)\//.exec(logo);
    return match ? Number(match[1]) : null;
  };
  await db.transaction().execute(async (trx) => {
    for (const [eventId, names] of Object.entries(PARTICIPANTS)) {
      await trx
        .insertInto('event_companies')
        .values(names.map((name, position) => ({ event_id: Number(eventId), company_id: companyId(name), position })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    for (const [eventId, sponsors] of Object.entries(SPONSORS)) {
      const value = sponsors.map((sponsor) => ({ ...sponsor, logo_file_id: logoFileId(sponsor.name) }));
      await trx
        .updateTable('career_events')
        .set({ sponsors: JSON.stringify(value) })
        .where('id', '=', Number(eventId))
        .where(sql<boolean>`sponsors = '[]'::jsonb`)
        .execute();
    }
    const goPlaces = await trx
      .selectFrom('career_events')
      .select('starts_at')
      .where('id', '=', EVENT_IDS.goPlaces)
      .executeTakeFirst();
    if (goPlaces) {
      const start = new Date(goPlaces.starts_at).getTime();
      await trx
        .insertInto('event_cities')
        .values(
          CITIES.map((city, position) => ({
            event_id: EVENT_IDS.goPlaces,
            name: city.name,
            template_type: 'A',
            starts_at: city.day === null ? null : new Date(start + city.day * 24 * 60 * 60 * 1000),
            description: city.description,
            position,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await seedDemoSlots(trx);
    await trx
      .insertInto('app_meta')
      .values({ key: 'demo_events_seeded', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}

const HOUR = 60 * 60 * 1000;

/**
 * Interview slots the participating companies offer, so a demo candidate can book one: on the first two days of each
 * week, three 20-minute slots a morning per company, in the event's first language, three places each. Only for an
 * event with no slots yet, so an admin's or company's changes stay.
 */
async function seedDemoSlots(trx: Db): Promise<void> {
  for (const [eventId, names] of Object.entries(PARTICIPANTS)) {
    const event = await trx
      .selectFrom('career_events')
      .select(['starts_at', 'language_ids'])
      .where('id', '=', Number(eventId))
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('event_slots').select('id').where('event_id', '=', Number(eventId)))),
      )
      .executeTakeFirst();
    const languageId = event?.language_ids[0];
    if (!event || languageId === undefined) continue;
    const start = new Date(event.starts_at).getTime();
    const slots = names.flatMap((name, index) =>
      [0, 1].flatMap((day) =>
        [0, 1, 2].map((slot) => ({
          event_id: Number(eventId),
          company_id: companyId(name),
          language_id: languageId,
          // Companies take turns across the morning, so the list has many different times.
          starts_at: new Date(start + day * 24 * HOUR + slot * HOUR + ((index * 20 * 60 * 1000) % HOUR)),
          duration_minutes: 20,
          capacity: 3,
        })),
      ),
    );
    await trx.insertInto('event_slots').values(slots).execute();
  }
}
