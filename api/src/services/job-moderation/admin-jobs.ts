// The admin's view of the board's jobs (docs/product-rules.md#job-moderation): a bounded search of any job, whatever
// its state or company, and one job with its moderation history.
import { sql } from 'kysely';
import {
  ADMIN_JOBS_COUNT_CAP,
  ADMIN_JOBS_PAGE_SIZE,
  type AdminJob,
  type AdminJobList,
  type AdminJobSummary,
  type AdminJobsQuery,
  INT4_MAX,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { likePattern } from '../../lib/like-pattern';
import { statusIs, statusSql, validThroughOf } from '../company-jobs/states';
import { currentModerations, moderationHistory } from './records';
import { wireTime } from '../../lib/wire-time';

type Readable = Pick<Db, 'selectFrom'>;

/** `%text%` for LIKE, its wildcards taken literally. */

/** An id as typed (`123`, `#123`), when it can be one. */
function idOf(text: string): number | null {
  const match = /^#?(\d{1,10})$/.exec(text);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX ? id : null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What `q` names: a job's address when it holds `/jobs/<url>` (a link pasted from the site), else any of an id, a
 * bare url and words of the title. A url is matched as the job page matches it, without a trailing `.html`.
 */
function readQuery(q: string): { id: number | null; url: string | null; words: string | null } {
  const path = /\/jobs\/([^/?#\s]+)/.exec(q);
  if (path) return { id: null, url: decode(path[1] ?? '').replace(/\.html$/i, ''), words: null };
  return { id: idOf(q), url: /^[^\s/?#]+$/.test(q) ? q.replace(/\.html$/i, '') : null, words: q };
}

/** The admin's columns of a job, with its company and wire state. */
function summaryQuery(db: Readable) {
  return db
    .selectFrom('jobs')
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .select([
      'jobs.id',
      'jobs.url',
      'jobs.title',
      'jobs.content_lang',
      'jobs.created_at',
      'jobs.published_at',
      'jobs.first_published_at',
      'jobs.expires_at',
      'companies.id as company_id',
      'companies.name as company_name',
      'companies.slug as company_slug',
      statusSql.as('wire_status'),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

async function summaries(db: Readable, rows: SummaryRow[]): Promise<AdminJobSummary[]> {
  const moderations = await currentModerations(
    db,
    rows.filter((row) => row.wire_status === 'moderated').map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    content_lang: row.content_lang,
    company: { id: row.company_id, name: row.company_name, slug: row.company_slug },
    status: row.wire_status,
    created_at: wireTime(row.created_at),
    published_at: row.first_published_at === null ? null : wireTime(row.published_at),
    valid_through: validThroughOf(row.expires_at),
    moderation: moderations.get(row.id) ?? null,
  }));
}

/**
 * `GET /api/admin/jobs`: newest first, ADMIN_JOBS_PAGE_SIZE a page; the count stops at ADMIN_JOBS_COUNT_CAP. Title
 * words match as the public search's substring does (accent-free, on its trigram index).
 */
export async function searchAdminJobs(db: Db, query: AdminJobsQuery): Promise<AdminJobList> {
  const page = query.page ?? 1;
  const q = query.q?.trim() ?? '';
  const company = query.company?.trim() ?? '';
  const state = query.state || null;
  let filtered = summaryQuery(db);
  if (q) {
    const { id, url, words } = readQuery(q);
    filtered = filtered.where((eb) =>
      eb.or([
        ...(id !== null ? [eb('jobs.id', '=', id)] : []),
        ...(url !== null ? [eb('jobs.url', '=', url)] : []),
        ...(words !== null
          ? [
              sql<boolean>`immutable_unaccent(lower(jobs.title)) LIKE immutable_unaccent(${likePattern(words.toLowerCase())})`,
            ]
          : []),
      ]),
    );
  }
  if (company) {
    const companyId = idOf(company);
    filtered =
      companyId !== null
        ? filtered.where('jobs.company_id', '=', companyId)
        : filtered.where((eb) =>
            eb.or([
              eb('companies.name', 'ilike', likePattern(company)),
              eb('companies.slug', 'ilike', likePattern(company)),
            ]),
          );
  }
  if (state) filtered = filtered.where(statusIs(state));

  const { count } = await db
    .selectFrom(
      filtered
        .clearSelect()
        .select(sql`1`.as('one'))
        .limit(ADMIN_JOBS_COUNT_CAP + 1)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const from = (page - 1) * ADMIN_JOBS_PAGE_SIZE;
  const rows =
    from < count ? await filtered.orderBy('jobs.id', 'desc').offset(from).limit(ADMIN_JOBS_PAGE_SIZE).execute() : [];
  return {
    jobs: await summaries(db, rows),
    total: Math.min(Number(count), ADMIN_JOBS_COUNT_CAP),
    capped: Number(count) > ADMIN_JOBS_COUNT_CAP,
    page,
    page_size: ADMIN_JOBS_PAGE_SIZE,
  };
}

/** `GET /api/admin/jobs/{id}`: any job, with its text, its applicants and its moderation history. */
export async function adminJob(db: Readable, id: number): Promise<AdminJob> {
  const [row, details, applicants, history] = await Promise.all([
    summaryQuery(db).where('jobs.id', '=', id).executeTakeFirst(),
    db.selectFrom('jobs').select(['description', 'apply_url']).where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('job_id', '=', id)
      .executeTakeFirstOrThrow(),
    moderationHistory(db, id),
  ]);
  if (!row || !details) throw notFound();
  const [summary] = await summaries(db, [row]);
  return {
    ...(summary as AdminJobSummary),
    description: details.description,
    apply_url: details.apply_url,
    applicants: Number(applicants.count),
    history,
  };
}
