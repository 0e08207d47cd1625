import type pg from 'pg';

/**
 * Removes the career event at an entry path with its landing and event pages (its slots, bookings and registrations
 * go with it), left by this run or an earlier one: other browser tests list the career events.
 */
export async function removeEventAt(db: pg.Client, path: string): Promise<void> {
  const rows = await db.query<{ id: number }>('SELECT id FROM career_events WHERE landing_path = $1', [path]);
  for (const { id } of rows.rows) {
    await db.query('DELETE FROM site_pages WHERE key = ANY($1::text[])', [[`event-landing:${id}`, `event-page:${id}`]]);
    await db.query('DELETE FROM career_events WHERE id = $1', [id]);
  }
}
