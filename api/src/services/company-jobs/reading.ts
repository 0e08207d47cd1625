// A company's jobs as it reads them (docs/company-area.md#jobs): its paged list with the counts per state, one job,
// and a job's preview as its public page would show it. Every query names the caller's company: a job of another
// company is not found. The changes (creation, publication, ...) are in jobs.ts.
import { sql } from 'kysely';
import {
  COMPANY_JOB_STATUSES,
  COMPANY_JOBS_PAGE_SIZE,
  type CompanyJob,
  type CompanyJobsPage,
  type CompanyJobStatus,
  type Job,
  pageEnvelope,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import { currentModerations } from '../job-moderation/records';
import { hydrateJobs } from '../jobs/hydrate';
import { paragraphsAsHtml } from '../rich-text';
import { statusIs, statusSql, validThroughOf } from './states';
import { wireTime } from '../../lib/wire-time';

export type Queryable = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export const jobNotFound = () => new HttpError(404, text('api.companyJobs.notFound'));

/**
 * The company's own job by id, to select from: another company's job is not found for it, as a missing one is
 * (every read and write of company-jobs starts here).
 */
export function ownJobQuery(db: Queryable, companyId: number, id: number) {
  return db.selectFrom('jobs').where('id', '=', id).where('company_id', '=', companyId);
}

/** 404 unless the job is the company's own. */
export async function checkOwnJob(db: Queryable, companyId: number, id: number): Promise<void> {
  if (!(await ownJobQuery(db, companyId, id).select('id').executeTakeFirst())) throw jobNotFound();
}

/** The company's jobs with these ids, as CompanyJob, in the order given: a fixed number of queries. */
async function companyJobs(db: Queryable, companyId: number, ids: number[]): Promise<CompanyJob[]> {
  if (ids.length === 0) return [];
  const [rows, languages, skills, applicants, views, questions, moderations] = await Promise.all([
    db
      .selectFrom('jobs')
      .select([
        'id',
        'url',
        'title',
        'description',
        'description_html',
        'content_lang',
        'city_id',
        'country_id',
        'remote_type',
        'experience',
        'employment_type',
        'salary_min',
        'salary_max',
        'salary_currency',
        'salary_period',
        'apply_url',
        'expires_at',
        'published_at',
        'first_published_at',
        'created_at',
        'updated_at',
        statusSql.as('wire_status'),
      ])
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('job_languages')
      .innerJoin('languages', 'languages.id', 'job_languages.language_id')
      .select([
        'job_languages.job_id',
        'job_languages.language_id',
        'languages.slug',
        'languages.name',
        'job_languages.level',
        'job_languages.mandatory',
      ])
      .where('job_languages.job_id', 'in', ids)
      .orderBy('job_languages.mandatory', 'desc')
      .orderBy('languages.name')
      .execute(),
    db
      .selectFrom('job_skills')
      .innerJoin('skills', 'skills.id', 'job_skills.skill_id')
      .select(['job_skills.job_id', 'skills.id', 'skills.slug', 'skills.name'])
      .where('job_skills.job_id', 'in', ids)
      .orderBy('skills.name')
      .execute(),
    db
      .selectFrom('applications')
      .leftJoin('application_reviews', 'application_reviews.application_id', 'applications.id')
      .select([
        'applications.job_id',
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) FILTER (WHERE application_reviews.stage = 'new' AND applications.status <> 'withdrawn'))::int`.as(
          'new',
        ),
      ])
      .where('applications.job_id', 'in', ids)
      .groupBy('applications.job_id')
      .execute(),
    db
      .selectFrom('job_views')
      .select(['job_id', sql<number>`sum(views)::int`.as('views')])
      .where('job_id', 'in', ids)
      .groupBy('job_id')
      .execute(),
    db
      .selectFrom('screening_questions')
      .select(['job_id', sql<number>`count(*)::int`.as('questions')])
      .where('job_id', 'in', ids)
      .where('archived', '=', false)
      .groupBy('job_id')
      .execute(),
    currentModerations(db, ids),
  ]);
  const applicantsByJob = new Map(applicants.map((row) => [row.job_id, row]));
  const viewsByJob = new Map(views.map((row) => [row.job_id, row.views]));
  const questionsByJob = new Map(questions.map((row) => [row.job_id, row.questions]));
  const byId = new Map<number, CompanyJob>();
  for (const row of rows) {
    const hasSalary =
      row.salary_min !== null && row.salary_max !== null && row.salary_currency !== null && row.salary_period !== null;
    byId.set(row.id, {
      id: row.id,
      url: row.url,
      title: row.title,
      // Imported jobs have only plain text: shown as the paragraphs it is.
      description: row.description_html ?? paragraphsAsHtml(row.description),
      content_lang: row.content_lang,
      status: row.wire_status,
      city_id: row.city_id,
      country_id: row.country_id,
      remote_type: row.remote_type,
      languages: languages
        .filter((language) => language.job_id === row.id)
        .map(({ job_id: _, level, ...language }) => ({
          ...language,
          // The candidates' scale; a job imported without a level asks for the basic one.
          level: (level !== null && level >= 1 && level <= 4 ? level : 1) as 1 | 2 | 3 | 4,
        })),
      skills: skills.filter((skill) => skill.job_id === row.id).map(({ job_id: _, ...skill }) => skill),
      experience: row.experience,
      employment_type: row.employment_type,
      salary: hasSalary
        ? {
            min: Number(row.salary_min),
            max: Number(row.salary_max),
            currency: row.salary_currency as string,
            period: row.salary_period as NonNullable<CompanyJob['salary']>['period'],
          }
        : null,
      apply_url: row.apply_url,
      valid_through: validThroughOf(row.expires_at),
      published_at: row.first_published_at === null ? null : wireTime(row.published_at),
      created_at: wireTime(row.created_at),
      updated_at: wireTime(row.updated_at),
      applicants: {
        total: applicantsByJob.get(row.id)?.total ?? 0,
        new: applicantsByJob.get(row.id)?.new ?? 0,
      },
      views: viewsByJob.get(row.id) ?? 0,
      screening_questions: questionsByJob.get(row.id) ?? 0,
      moderation: moderations.get(row.id) ?? null,
    });
  }
  return ids.map((id) => byId.get(id)).filter((job): job is CompanyJob => job !== undefined);
}

export async function companyJob(db: Queryable, companyId: number, id: number): Promise<CompanyJob> {
  const [job] = await companyJobs(db, companyId, [id]);
  if (!job) throw jobNotFound();
  return job;
}

/** `GET jobs?status=&page=`: newest first, with the count of each state over all the company's jobs. */
export async function companyJobsPage(
  db: Db,
  companyId: number,
  { status, page }: { status: CompanyJobStatus | null; page: number },
): Promise<CompanyJobsPage> {
  const counted = await db
    .selectFrom('jobs')
    .select([statusSql.as('wire_status'), sql<number>`count(*)::int`.as('count')])
    .where('company_id', '=', companyId)
    .groupBy(sql`1`)
    .execute();
  const counts = Object.fromEntries(COMPANY_JOB_STATUSES.map((s) => [s, 0])) as CompanyJobsPage['counts'];
  for (const row of counted) counts[row.wire_status] = row.count;
  const total = status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const ids = await db
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', companyId)
    .$if(status !== null, (query) => query.where(statusIs(status as CompanyJobStatus)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(COMPANY_JOBS_PAGE_SIZE)
    .offset((page - 1) * COMPANY_JOBS_PAGE_SIZE)
    .execute();
  return {
    jobs: await companyJobs(
      db,
      companyId,
      ids.map((row) => row.id),
    ),
    ...pageEnvelope(total, page, COMPANY_JOBS_PAGE_SIZE),
    counts,
  };
}

/** The path segment of a job's page: its title's slug and its id, like the seeded jobs' (unique by the id). */
/** `GET jobs/{id}/preview`: the job as its public page shows it (GET /api/job's hydration), in any state. */
export async function previewJob(db: Db, companyId: number, id: number): Promise<Job> {
  await checkOwnJob(db, companyId, id);
  const [job] = await hydrateJobs(db, [id], { fullDescription: true, visibility: 'all' });
  if (!job) throw jobNotFound();
  return job;
}
