import pg from 'pg';
import { E2E_PG_PORT } from './ports';

/** A connection to the browser stack's own database, for set-ups and checks no screen makes. Close it with end(). */
export async function connectDb(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${E2E_PG_PORT}/postgres` });
  await db.connect();
  return db;
}
