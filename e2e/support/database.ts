import pg from 'pg';
import { test } from '@playwright/test';
import { E2E_PG_PORT } from './ports';

/** A client of the browser stack's own database, not connected yet. */
export const dbClient = () =>
  new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${E2E_PG_PORT}/postgres` });

/** A connection to the browser stack's own database, for set-ups and checks no screen makes. Close it with end(). */
export async function connectDb(): Promise<pg.Client> {
  const db = dbClient();
  await db.connect();
  return db;
}

/**
 * The browser stack's database for a whole spec file: connected before its tests and closed after them. Call at the
 * top level of a spec.
 */
export function useDb(): pg.Client {
  const db = dbClient();
  test.beforeAll(() => db.connect());
  test.afterAll(() => db.end());
  return db;
}
