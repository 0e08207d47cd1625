import { type Insertable, sql } from 'kysely';
import { createPool, type Db } from '../../src/db/database';
import type { CareerEvents } from '../../src/db/generated';

let seq = 0;

/**
 * A career event open now (it started a day ago and runs ten more days), published, in Berlin time, with `companies`
 * taking part; `label` names it (title, slug and landing path get a unique suffix). `fields` override any column.
 * Answers its id; the caller deletes it.
 */
export async function insertOpenEvent(
  db: Db,
  label: string,
  { companies = [], ...fields }: Partial<Insertable<CareerEvents>> & { companies?: number[] } = {},
): Promise<number> {
  // Digits only: a title reads `Label 17…` (a test may match the number).
  seq += 1;
  const suffix = `${Date.now()}${seq}`;
  const slug = label.toLowerCase().replace(/\s+/g, '-');
  const row = await db
    .insertInto('career_events')
    .values({
      title: `${label} ${suffix}`,
      slug: `${slug}-${suffix}`,
      description: 'Interviews',
      starts_at: sql<Date>`now() - interval '1 day'`,
      ends_at: sql<Date>`now() + interval '10 days'`,
      landing_path: `/${slug}-test/week-${suffix}`,
      time_zone: 'Europe/Berlin',
      status: 'published',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const companyId of companies) {
    await db.insertInto('event_companies').values({ event_id: row.id, company_id: companyId }).execute();
  }
  return row.id;
}

/** A 30-minute interview slot straight in the database, `hours` from now (negative: in the past). Answers its id. */
export async function insertSlot(
  db: Db,
  slot: { eventId: number; companyId: number; languageId: number; hours: number; capacity: number },
): Promise<number> {
  const row = await db
    .insertInto('event_slots')
    .values({
      event_id: slot.eventId,
      company_id: slot.companyId,
      language_id: slot.languageId,
      starts_at: sql<Date>`now() + make_interval(secs => ${slot.hours * 3600})`,
      duration_minutes: 30,
      capacity: slot.capacity,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes the career events a test file made (their slots and bookings go with them: ON DELETE CASCADE), through a
 * pool of its own: in an afterAll the app's pool may already be closed (the order of afterAll hooks is not the file's).
 */
export async function deleteEvents(ids: number[]): Promise<void> {
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  pool.on('error', () => undefined);
  try {
    await pool.query('DELETE FROM career_events WHERE id = ANY($1::int[])', [ids]);
  } finally {
    await pool.end();
  }
}
