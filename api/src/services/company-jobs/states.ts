// A company job's state on the wire and its validThrough date (docs/company-area.md#jobs). Stored: 'draft',
// 'active' (published), 'paused', 'closed', and 'moderated' (closed by an admin, docs/product-rules.md#job-moderation);
// "expired" is computed here, once, for every company call.
import { type Expression, type SqlBool, sql } from 'kysely';
import { type CompanyJobStatus, JOB_VALID_DEFAULT_DAYS, JOB_VALID_MAX_DAYS } from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';

/**
 * The wire state of `jobs` as SQL. A published or paused job past its date is expired: pausing does not stop the
 * clock, so a paused job cannot come back past its date without a repost.
 */
export const statusSql = sql<CompanyJobStatus>`CASE
  WHEN jobs.status IN ('active', 'paused') AND jobs.expires_at IS NOT NULL AND jobs.expires_at <= now() THEN 'expired'
  WHEN jobs.status = 'active' THEN 'published'
  ELSE jobs.status END`;

/**
 * What a company's change of a job closed by moderation gets: only an admin moves it again
 * (docs/product-rules.md#job-moderation).
 */
export const moderatedRefusal = () => new ValidationFailed({ status: [text('api.companyJobs.moderated')] });

/** The jobs in one wire state, as a WHERE condition. */
export function statusIs(status: CompanyJobStatus): Expression<SqlBool> {
  return sql<SqlBool>`(${statusSql}) = ${status}`;
}

const DAY_MS = 86_400_000;

/** Today's date in UTC, 'YYYY-MM-DD'. */
const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A 'YYYY-MM-DD' date `days` after today (UTC). */
const daysFromToday = (days: number, now = new Date()) =>
  new Date(Date.parse(`${todayUtc(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The job runs through the whole of its last day (UTC): it expires when the next day starts. */
export const expiresAtOf = (validThrough: string) => new Date(Date.parse(`${validThrough}T00:00:00Z`) + DAY_MS);

/** The last day of a job that expires at `expiresAt`. */
export const validThroughOf = (expiresAt: Date | string | null) =>
  expiresAt === null ? null : new Date(new Date(expiresAt).getTime() - 1).toISOString().slice(0, 10);

/** Whether a 'YYYY-MM-DD' string names a real day (the schema checks only its shape). */
const isRealDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
};

export type ValidThroughProblem = 'format' | 'past' | 'tooLate' | null;

/** A validThrough must be a real day from today to JOB_VALID_MAX_DAYS days from today. */
export function validThroughProblem(value: string, now = new Date()): ValidThroughProblem {
  if (!isRealDate(value)) return 'format';
  if (value < todayUtc(now)) return 'past';
  if (value > daysFromToday(JOB_VALID_MAX_DAYS, now)) return 'tooLate';
  return null;
}

export const defaultValidThrough = (now = new Date()) => daysFromToday(JOB_VALID_DEFAULT_DAYS, now);
