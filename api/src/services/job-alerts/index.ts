// A candidate's job alerts (docs/contracts.md#job-alerts): saved job-list searches. Every query names the
// candidate's own id, so another candidate's alert is a 404 exactly like one that does not exist.
import { type Selectable, sql } from 'kysely';
import {
  type JobAlert,
  type JobAlertFrequency,
  JOB_SEARCH_LIMITS,
  type JobListPath,
  type Locale,
  MAX_JOB_ALERT_PATH_LENGTH,
  MAX_JOB_ALERTS,
  parseJobListPath,
  stripTrailingSlash,
  textProblem,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type Translate, text } from '../../i18n/catalogues';
import { HttpError, notFound, ValidationFailed } from '../../lib/http-errors';
import { quotableKeywords, searchAddress, searchLabel } from '../candidate-activity';
import { type ListQuery, NO_LABELS, type ResolvedFilters, resolveFilters } from '../jobs/filters';
import { jobListSeo } from '../jobs/seo';
import type { ReferenceData } from '../reference';
import { wireTime, wireTimeOrNull } from '../../lib/wire-time';

/** The names a list path may carry are looked up and echoed: the job list's own bounds (routes/jobs). */
const MAX_NAME_LENGTH = 100;
const MAX_IDS = 20;
const MAX_ID = 2_147_483_647;

export type AlertSearch = { path: JobListPath; query: ListQuery; address: string };

const invalidPath = () => new ValidationFailed({ path: [text('api.jobAlerts.invalidPath')] });

function idList(values: string[]): number[] | null {
  if (values.length > MAX_IDS) return null;
  const ids = values.map(Number);
  return ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID) ? ids : null;
}

/**
 * A job-list address of this site (`/jobs-in-Berlin?keywords=sales`) read as the job list reads its own URL: the
 * path by the shared grammar (`parseJobListPath`), the query's search parameters with the job list's bounds. The
 * hidden ones (`_from`, `_size`, `job`...) are not part of a search and are dropped. Null when it is not one.
 */
export function parseAlertSearch(raw: string): AlertSearch | null {
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://alert.invalid');
  } catch {
    return null;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const path = parseJobListPath(stripTrailingSlash(pathname));
  if (!path) return null;
  const names = [...path.languages, path.location, path.remote, path.skill, path.minisite];
  if (names.some((name) => name !== null && textProblem(name, MAX_NAME_LENGTH) !== null)) return null;
  if (path.languages.length > MAX_IDS) return null;
  const params = url.searchParams;
  const query: ListQuery = {};
  const keywords = params.get('keywords')?.trim();
  if (keywords) {
    if (textProblem(keywords, JOB_SEARCH_LIMITS.keywords) !== null) return null;
    query.keywords = keywords;
  }
  for (const name of ['experience', 'employment_type'] as const) {
    const values = [...params.getAll(name), ...params.getAll(`${name}[]`)];
    if (values.length === 0) continue;
    const ids = idList(values);
    if (!ids) return null;
    query[name] = ids;
  }
  const latests = params.get('latests');
  if (latests === '1' || latests === 'true') query.latests = '1';
  const address = searchAddress(path, query);
  if (address.length > MAX_JOB_ALERT_PATH_LENGTH) return null;
  return { path, query, address };
}

/** The search's filters; an unknown language, place, skill or company (since removed) is a 404 HttpError. */
export function resolveAlertSearch(db: Db, reference: ReferenceData, search: AlertSearch): Promise<ResolvedFilters> {
  return resolveFilters(db, reference, search.path, search.query);
}

/**
 * An alert's search as a mail or a page says it, in that reader's language (the stored label is in the language it
 * was saved in): the job list's heading and the keywords to put between the language's quotation marks once, for
 * the messages' `{hasKeywords, select, yes {for “{keywords}” ({heading})} other {“{heading}”}}`. So quotes never
 * nest (docs/operations.md#job-alerts).
 */
export function alertWords(labels: ResolvedFilters['labels'], query: ListQuery, locale: Locale) {
  const heading = jobListSeo({
    labels: labels ?? NO_LABELS,
    total: 0,
    capped: false,
    page: null,
    canonical: '',
    locale,
  }).h1;
  const keywords = quotableKeywords(query.keywords);
  return { heading, keywords, hasKeywords: keywords ? 'yes' : 'no' };
}

/** `alertWords` for a stored alert's address; null when its search no longer resolves (a language since removed). */
export async function storedAlertWords(db: Db, reference: ReferenceData, address: string, locale: Locale) {
  const search = parseAlertSearch(address);
  if (!search) return null;
  try {
    return alertWords((await resolveAlertSearch(db, reference, search)).labels, search.query, locale);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

const COLUMNS = ['id', 'path', 'label', 'name', 'frequency', 'paused', 'created_at', 'last_run_at'] as const;

/** A stored alert as COLUMNS read it. */
type Row = Pick<Selectable<Database['job_alerts']>, (typeof COLUMNS)[number]>;

function wire(row: Row): JobAlert {
  return {
    id: row.id,
    path: row.path,
    label: row.label,
    name: row.name,
    frequency: row.frequency,
    paused: row.paused,
    created_at: wireTime(row.created_at),
    last_run_at: wireTimeOrNull(row.last_run_at),
  };
}

export async function listAlerts(db: Db, userId: number): Promise<JobAlert[]> {
  const rows = await db
    .selectFrom('job_alerts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(wire);
}

/**
 * A paused alert that resumes starts from now: what was published while it was paused is not mailed in one burst
 * (a candidate who paused it did not want those mails). An alert that was not paused keeps its mark.
 */
const RESUMED_MARK = {
  mark_published_at: sql<Date>`CASE WHEN job_alerts.paused THEN now() ELSE job_alerts.mark_published_at END`,
  mark_job_id: sql<number>`CASE WHEN job_alerts.paused THEN 0 ELSE job_alerts.mark_job_id END`,
};

/**
 * The candidate's name for an alert as stored: trimmed, blank (or null) is no name of its own (the label stands
 * for it). The length is bounded by the request schema (MAX_JOB_ALERT_NAME_LENGTH) and the column's CHECK.
 */
function alertName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Saves a search as an alert. The address is spelt as the job list spells it, so the same search (in another
 * parameter order, on another page) is the same alert: saving it again changes its frequency and resumes it. A
 * new one starts from now: jobs already published are not mailed. At most MAX_JOB_ALERTS per candidate.
 */
export async function createAlert(
  db: Db,
  reference: ReferenceData,
  input: {
    userId: number;
    path: string;
    frequency: JobAlertFrequency;
    name?: string | null;
    locale: Locale;
    t: Translate;
  },
): Promise<{ alert: JobAlert; created: boolean }> {
  const search = parseAlertSearch(input.path);
  if (!search) throw invalidPath();
  let resolved: ResolvedFilters;
  try {
    resolved = await resolveAlertSearch(db, reference, search);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw invalidPath();
    throw error;
  }
  const heading = jobListSeo({
    labels: resolved.labels ?? NO_LABELS,
    total: 0,
    capped: false,
    page: null,
    canonical: '',
    locale: input.locale,
  }).h1;
  const label = searchLabel(heading, search.query, input.t);
  // A name sent with the save is kept; saving the same search again without one keeps the name it had.
  const name = alertName(input.name);
  const named = name === null ? {} : { name };
  return db.transaction().execute(async (trx) => {
    // One candidate's saves in a row: the count and the insert see the same alerts.
    await sql`SELECT pg_advisory_xact_lock(hashtext('job_alerts'), ${input.userId})`.execute(trx);
    const existing = await trx
      .updateTable('job_alerts')
      .set({ frequency: input.frequency, paused: false, label, ...named, ...RESUMED_MARK })
      .where('user_id', '=', input.userId)
      .where('path', '=', search.address)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (existing) return { alert: wire(existing), created: false };
    const { count } = await trx
      .selectFrom('job_alerts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', input.userId)
      .executeTakeFirstOrThrow();
    if (count >= MAX_JOB_ALERTS) {
      throw new ValidationFailed({ path: [text('api.jobAlerts.tooMany', { max: MAX_JOB_ALERTS })] });
    }
    const row = await trx
      .insertInto('job_alerts')
      .values({ user_id: input.userId, path: search.address, label, name, frequency: input.frequency })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { alert: wire(row), created: true };
  });
}

/**
 * Renames, changes the frequency or pauses/resumes one of the candidate's alerts; 404 when it is not theirs. A
 * blank or null name takes the name away (the label stands for the alert again).
 */
export async function updateAlert(
  db: Db,
  input: { userId: number; id: number; frequency?: JobAlertFrequency; paused?: boolean; name?: string | null },
): Promise<JobAlert> {
  const changes = {
    ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
    ...(input.name !== undefined ? { name: alertName(input.name) } : {}),
    ...(input.paused === true ? { paused: true } : {}),
    ...(input.paused === false ? { paused: false, ...RESUMED_MARK } : {}),
  };
  const row =
    Object.keys(changes).length === 0
      ? await db
          .selectFrom('job_alerts')
          .select(COLUMNS)
          .where('user_id', '=', input.userId)
          .where('id', '=', input.id)
          .executeTakeFirst()
      : await db
          .updateTable('job_alerts')
          .set(changes)
          .where('user_id', '=', input.userId)
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirst();
  if (!row) throw notFound(text('api.jobAlerts.notFound'));
  return wire(row);
}

export async function deleteAlert(db: Db, input: { userId: number; id: number }): Promise<void> {
  const deleted = await db
    .deleteFrom('job_alerts')
    .where('user_id', '=', input.userId)
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound(text('api.jobAlerts.notFound'));
}
