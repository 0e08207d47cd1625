import { test } from '@playwright/test';
import type pg from 'pg';
import { dbClient } from './database';

/**
 * Removes the career event at an entry path with its landing and event pages (its slots, bookings and registrations
 * go with it), left by this run or an earlier one: other browser tests list the career events.
 */
async function removeEventAt(db: pg.Client, path: string): Promise<void> {
  const rows = await db.query<{ id: number }>('SELECT id FROM career_events WHERE landing_path = $1', [path]);
  for (const { id } of rows.rows) {
    await db.query('DELETE FROM site_pages WHERE key = ANY($1::text[])', [[`event-landing:${id}`, `event-page:${id}`]]);
    await db.query('DELETE FROM career_events WHERE id = $1', [id]);
  }
}

/**
 * For a spec that creates the career event at `path`: removes it (and one an earlier run left) before the spec's
 * tests and again after them, since other browser tests list the career events. Answers the connection to the
 * stack's database it uses, open in between, for the spec's own set-ups and checks. Call at the top level of a spec.
 */
export function removeEventBeforeAndAfter(path: string): pg.Client {
  const db = dbClient();
  test.beforeAll(async () => {
    await db.connect();
    await removeEventAt(db, path);
  });
  test.afterAll(async () => {
    await removeEventAt(db, path);
    await db.end();
  });
  return db;
}
