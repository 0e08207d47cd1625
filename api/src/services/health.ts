import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Whether the database answers a trivial query (GET /api/health); throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
