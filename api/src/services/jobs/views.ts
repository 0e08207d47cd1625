import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Counts one view of a job's page (docs/company-area.md#jobs): one upsert on the job's row of the day (UTC), so
 * concurrent views add up without a read.
 */
export async function countJobView(db: Db, jobId: number): Promise<void> {
  await sql`
    INSERT INTO job_views (job_id, day, views) VALUES (${jobId}, (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (job_id, day) DO UPDATE SET views = job_views.views + 1
  `.execute(db);
}
