// What a candidate did lately, for the dashboard (docs/contracts.md#latest-searches-and-events): the job searches
// they ran, and the career events they joined. Every query names the candidate's own id.
import { sql } from 'kysely';
import {
  buildJobListPath,
  type CareerEvent,
  type JobListPath,
  type LatestSearch,
  MAX_JOB_ALERT_PATH_LENGTH,
  MAX_LATEST_SEARCHES,
  normaliseJobListPath,
} from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { queryTemplate } from '../db/query-template';
import type { Translate } from '../i18n/catalogues';
import { hydrateEvents } from './events/career-events';
import type { ListQuery } from './jobs/filters';
import { wireTime } from '../lib/wire-time';

/** Longer addresses (a very long keyword) are not kept: the search still runs, it is just not remembered. */
const MAX_PATH_LENGTH = MAX_JOB_ALERT_PATH_LENGTH;

function ids(...lists: (number[] | undefined)[]): number[] {
  return [...new Set(lists.flatMap((list) => list ?? []))].sort((a, b) => a - b);
}

/**
 * The site address of a job search, spelt as the job list writes its own URL (mfe-jobs' `buildSearchUrl`): the
 * canonical path without its page, then keywords, experience, employment_type and latests. Hidden parameters
 * (`_from`, `_size`, the selected `job`) are not part of a search, so paging or opening a job is the same search.
 */
export function searchAddress(path: JobListPath, query: ListQuery): string {
  const params = new URLSearchParams();
  const keywords = query.keywords?.trim();
  if (keywords) params.set('keywords', keywords);
  for (const id of ids(query.experience, query['experience[]'])) params.append('experience', String(id));
  for (const id of ids(query.employment_type, query['employment_type[]'])) params.append('employment_type', String(id));
  if (query.latests === '1' || query.latests === 'true') params.set('latests', '1');
  const search = params.toString();
  return buildJobListPath(normaliseJobListPath({ ...path, page: null })) + (search ? `?${search}` : '');
}

/**
 * A search in words: the list's h1 in the reader's language ("Jobs for German speakers in Berlin") with its keywords,
 * which the heading does not say. Job alerts are labelled the same way (services/job-alerts).
 */
export function searchLabel(heading: string, query: ListQuery, t: Translate): string {
  const keywords = quotableKeywords(query.keywords);
  return keywords ? t('api.searches.withKeywords', { heading, keywords }) : heading;
}

/** Double quotation marks of any language, straight or typographic. */
const QUOTE_MARKS = /["“”„‟«»‹›〝〞＂]/g;

/**
 * Search keywords as words to put between the reader's own quotation marks: the marks a candidate typed (`"sales
 * manager"`, for an exact phrase) are dropped, so a label or a mail subject never nests quotes inside quotes
 * (docs/operations.md#job-alerts). Empty when nothing but marks and spaces was typed.
 */
export function quotableKeywords(keywords: string | undefined | null): string {
  return (keywords ?? '').replace(QUOTE_MARKS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Remembers a search the candidate ran: the same address again moves it to the top (and takes the new label), and
 * only the newest MAX_LATEST_SEARCHES are kept. `heading` is the list's h1 in the candidate's language ("Jobs for
 * German speakers in Berlin"); keywords are added to it, since the heading does not say them.
 */
export async function rememberSearch(
  db: Db,
  input: { userId: number; path: JobListPath; query: ListQuery; heading: string; t: Translate },
): Promise<void> {
  const address = searchAddress(input.path, input.query);
  if (address.length > MAX_PATH_LENGTH) return;
  const label = searchLabel(input.heading, input.query, input.t);
  // One statement, so a reader (the dashboard, or a second search) never sees the list one over its bound, in one
  // round trip. The insert's row is not visible to the DELETE of the same statement: it keeps the newest
  // MAX_LATEST_SEARCHES - 1 of the others beside it.
  // Every signed-in list runs it: planned once per connection (db/prepared.ts), built once
  // (docs/search.md#queries-built-once).
  await prepared(db, rememberQuery(null, input.userId, address, label));
}

/** The insert of a remembered search and the trim of the list to its bound, in one statement (rememberSearch). */
const rememberQuery = queryTemplate((db, _shape: null, userId: number, address: string, label: string) =>
  db
    .with('remembered', (qb) =>
      qb
        .insertInto('candidate_searches')
        .values({ user_id: userId, path: address, label })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'path']).doUpdateSet({ label, created_at: sql<Date>`now()` }),
        )
        .returning('path'),
    )
    .deleteFrom('candidate_searches')
    .where('user_id', '=', userId)
    .where('path', '<>', address)
    .where(
      'path',
      'not in',
      db
        .selectFrom('candidate_searches')
        .select('path')
        .where('user_id', '=', userId)
        .where('path', '<>', address)
        .orderBy('created_at', 'desc')
        .orderBy('path')
        .limit(MAX_LATEST_SEARCHES - 1),
    ),
);

/** The candidate's latest searches, newest first. */
export async function latestSearches(db: Db, userId: number): Promise<LatestSearch[]> {
  const rows = await db
    .selectFrom('candidate_searches')
    .select(['path', 'label', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('path')
    .limit(MAX_LATEST_SEARCHES)
    .execute();
  return rows.map((row) => ({ ...row, created_at: wireTime(row.created_at) }));
}

/**
 * The published career events the candidate joined, as `GET /api/career-events` answers them: the ones not over
 * yet first, soonest first, then the past ones, latest first.
 */
export async function candidateEvents(db: Db, userId: number): Promise<CareerEvent[]> {
  const rows = await db
    .selectFrom('candidate_virtual_events')
    .innerJoin('career_events', 'career_events.id', 'candidate_virtual_events.fk_virtual_event_id')
    .selectAll('career_events')
    .where('candidate_virtual_events.user_id', '=', userId)
    // An unpublished event has no page left to go to (docs/events.md#events); the registration itself is kept.
    .where('career_events.status', '=', 'published')
    .orderBy(sql`career_events.ends_at < now()`)
    .orderBy(sql`CASE WHEN career_events.ends_at >= now() THEN career_events.starts_at END`)
    .orderBy('career_events.starts_at', 'desc')
    .orderBy('career_events.id')
    .execute();
  return hydrateEvents(db, rows);
}
