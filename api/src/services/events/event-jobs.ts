// The jobs an event shows (docs/events.md#pages): live jobs of its participating companies asking for one of its
// languages, newest first. An event with no companies yet shows any live job asking for one of its languages; an
// event with no languages, its companies' live jobs. The page store hydrates these ids for the `event_jobs`
// and `company_jobs` blocks (services/pages/site-pages.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { activeJobs } from '../jobs/search';

/** Ids of the event's jobs, newest first, at most `limit` (empty for an unknown event). */
export async function eventJobIds(db: Db, eventId: number, limit: number): Promise<number[]> {
  const event = await db
    .selectFrom('career_events')
    .select('language_ids')
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return [];
  const companies = (
    await db.selectFrom('event_companies').select('company_id').where('event_id', '=', eventId).execute()
  ).map((row) => row.company_id);
  const languages = event.language_ids;
  if (companies.length === 0 && languages.length === 0) return [];
  let query = db.selectFrom('jobs').select('jobs.id').where(activeJobs);
  if (companies.length > 0) query = query.where('jobs.company_id', 'in', companies);
  if (languages.length > 0) {
    // Overlap with the job's copy of its language ids (migration 030): one of the event's languages is enough.
    const ids = sql.join(languages.map((id) => sql`${id}::int`));
    query = query.where(sql<boolean>`jobs.language_ids && ARRAY[${ids}]`);
  }
  const rows = await query.orderBy('jobs.published_at', 'desc').orderBy('jobs.id', 'desc').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Live jobs of a company by its slug, newest first, at most `limit` (empty for an unknown slug). */
export async function companyJobIds(db: Db, slug: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .select('jobs.id')
    .where('companies.slug', '=', slug)
    .where(activeJobs)
    .orderBy('jobs.published_at', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
