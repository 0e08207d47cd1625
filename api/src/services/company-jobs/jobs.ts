// A company's jobs (docs/company-area.md#jobs): its list, a draft's creation, changes, deletion, and the states
// publish, pause and close, with the job credit spent in the transaction of the state change. Every query names the
// caller's company: a job of another company is not found.
import { sql } from 'kysely';
import {
  COMPANY_JOB_STATUSES,
  COMPANY_JOBS_PAGE_SIZE,
  type CompanyJob,
  type CompanyJobsPage,
  type CompanyJobStatus,
  type Job,
  type JobInput,
  type JobPatch,
  pageEnvelope,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { ModeratableJobStatus } from '../../db/schema';
import { urlSlug } from '../../db/seed/reference-data';
import { text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { type Balances, balancesOf, spendCredit } from '../company-credits';
import { currentModerations } from '../job-moderation/records';
import { hydrateJobs } from '../jobs/hydrate';
import type { ReferenceData } from '../reference';
import { paragraphsAsHtml } from '../rich-text';
import { type CheckedJobInput, checkJobInput, type Errors, locationErrors, validThroughMessage } from './input';
import {
  defaultValidThrough,
  expiresAtOf,
  moderatedRefusal,
  statusIs,
  statusSql,
  validThroughOf,
  validThroughProblem,
} from './states';

type Queryable = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

const jobNotFound = () => new HttpError(404, text('api.companyJobs.notFound'));
const iso = (value: Date | string) => new Date(value).toISOString();

function failIf(errors: Errors) {
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
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
      published_at: row.first_published_at === null ? null : iso(row.published_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
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
const jobUrl = (title: string, id: number) => `${urlSlug(title).slice(0, 80).replace(/-+$/, '') || 'job'}-${id}`;

async function saveLanguagesAndSkills(db: Queryable, jobId: number, checked: CheckedJobInput) {
  if (checked.languages) {
    await db.deleteFrom('job_languages').where('job_id', '=', jobId).execute();
    if (checked.languages.length > 0) {
      await db
        .insertInto('job_languages')
        .values(checked.languages.map((language) => ({ job_id: jobId, ...language })))
        .execute();
    }
  }
  if (checked.skillIds) {
    await db.deleteFrom('job_skills').where('job_id', '=', jobId).execute();
    if (checked.skillIds.length > 0) {
      await db
        .insertInto('job_skills')
        .values(checked.skillIds.map((skillId) => ({ job_id: jobId, skill_id: skillId })))
        .execute();
    }
  }
}

/** `POST jobs`: a new draft. Nothing is public and nothing is spent until it is published. */
export async function createJob(
  db: Db,
  reference: ReferenceData,
  companyId: number,
  input: JobInput,
): Promise<CompanyJob> {
  const { checked, errors } = checkJobInput(input, reference);
  failIf(errors);
  const id = await db.transaction().execute(async (trx) => {
    const { columns } = checked;
    const inserted = await trx
      .insertInto('jobs')
      .values({
        ...columns,
        // Replaced below, once the id is known.
        url: `draft-${companyId}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        title: columns.title as string,
        description: columns.description as string,
        company_id: companyId,
        status: 'draft',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('jobs')
      .set({ url: jobUrl(columns.title as string, inserted.id) })
      .where('id', '=', inserted.id)
      .execute();
    await saveLanguagesAndSkills(trx, inserted.id, checked);
    return inserted.id;
  });
  return companyJob(db, companyId, id);
}

type LockedJob = {
  id: number;
  status: ModeratableJobStatus;
  wire_status: CompanyJobStatus;
  first_published_at: Date | null;
  expires_at: Date | null;
  city_id: number | null;
  country_id: number | null;
  remote_type: string | null;
};

/**
 * The caller's job, locked for the rest of the transaction: state changes of one job run one after another, and
 * after an admin's moderation of it. A job closed by moderation is the admin's to move (reopen): the company can
 * neither change, publish, pause, close nor delete it (docs/product-rules.md#job-moderation).
 */
async function lockJob(trx: Queryable, companyId: number, id: number): Promise<LockedJob> {
  const job = await trx
    .selectFrom('jobs')
    .select([
      'id',
      'status',
      statusSql.as('wire_status'),
      'first_published_at',
      'expires_at',
      'city_id',
      'country_id',
      'remote_type',
    ])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!job) throw jobNotFound();
  if (job.status === 'moderated') throw moderatedRefusal();
  return { ...job, status: job.status };
}

/**
 * `PATCH jobs/{id}`: only the fields sent change. A closed job is final; an expired one gets a new date only by a
 * repost (publish); a job that is or was public keeps a place and a date.
 */
export async function updateJob(
  db: Db,
  reference: ReferenceData,
  companyId: number,
  id: number,
  input: JobPatch,
): Promise<CompanyJob> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, companyId, id);
    if (job.wire_status === 'closed') {
      throw new ValidationFailed({ status: [text('api.companyJobs.closedIsFinal')] });
    }
    const { checked, errors } = checkJobInput(input, reference);
    const { columns } = checked;
    // A country sent alone must still hold the city the job keeps.
    const keptCity = input.city_id === undefined ? reference.cities.find((c) => c.id === job.city_id) : undefined;
    if (keptCity && columns.country_id != null && keptCity.country_id !== columns.country_id) {
      errors.city_id = [text('api.companyJobs.cityNotInCountry')];
    }
    if (job.wire_status !== 'draft') {
      const location = {
        city_id: columns.city_id !== undefined ? columns.city_id : job.city_id,
        country_id: columns.country_id !== undefined ? columns.country_id : job.country_id,
        remote_type: columns.remote_type !== undefined ? columns.remote_type : job.remote_type,
      };
      Object.assign(errors, locationErrors(location));
      if (input.valid_through !== undefined) {
        if (job.wire_status === 'expired') {
          errors.valid_through = [text('api.companyJobs.repostForNewDate')];
        } else if (input.valid_through === null) {
          errors.valid_through = [text('api.validation.required', { field: 'valid through' })];
        }
      }
    }
    failIf(errors);
    // A draft's address follows its title; once public, links to it must keep working.
    const url = columns.title && job.wire_status === 'draft' ? jobUrl(columns.title, id) : undefined;
    await trx
      .updateTable('jobs')
      .set({ ...columns, ...(url ? { url } : {}), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await saveLanguagesAndSkills(trx, id, checked);
  });
  return companyJob(db, companyId, id);
}

/** `DELETE jobs/{id}`: a job that candidates applied to stays (their applications are theirs): close it instead. */
export async function deleteJob(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockJob(trx, companyId, id);
    const applied = await trx.selectFrom('applications').select('id').where('job_id', '=', id).executeTakeFirst();
    if (applied) throw new ValidationFailed({ id: [text('api.companyJobs.hasApplicants')] });
    await trx.deleteFrom('jobs').where('id', '=', id).where('company_id', '=', companyId).execute();
  });
}

/**
 * `POST jobs/{id}/publish` (docs/company-area.md#jobs): a draft's first publication and an expired job's repost
 * spend a job credit, in this transaction; a paused job comes back free. The date: the one sent, else the draft's
 * own while it is still ahead, else JOB_VALID_DEFAULT_DAYS from today.
 */
export async function publishJob(
  db: Db,
  companyId: number,
  id: number,
  validThrough: string | null | undefined,
  now = new Date(),
): Promise<{ job: CompanyJob; balances: Balances }> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, companyId, id);
    const state = job.wire_status;
    if (state !== 'draft' && state !== 'paused' && state !== 'expired') {
      throw new ValidationFailed({ status: [text('api.companyJobs.cannotPublish')] });
    }
    const errors: Errors = locationErrors(job);
    if (validThrough) {
      const problem = validThroughProblem(validThrough, now);
      if (problem) errors.valid_through = [validThroughMessage(problem)];
    }
    failIf(errors);

    const stored = job.expires_at && new Date(job.expires_at) > now ? job.expires_at : null;
    let expiresAt: Date;
    if (validThrough) expiresAt = expiresAtOf(validThrough);
    else if (stored && state !== 'expired') expiresAt = new Date(stored);
    else expiresAt = expiresAtOf(defaultValidThrough(now));

    const firstTime = state === 'draft' && job.first_published_at === null;
    if (firstTime || state === 'expired') {
      const spent = await spendCredit(
        trx,
        companyId,
        'job',
        state === 'expired' ? 'job_reposted' : 'job_published',
        id,
      );
      if (!spent) throw new ValidationFailed({ job_credits: [text('api.companyJobs.noJobCredits')] });
    }
    await trx
      .updateTable('jobs')
      .set({
        status: 'active',
        expires_at: expiresAt,
        updated_at: sql`now()`,
        // Back from a pause it keeps its date in lists; a first publication or a repost is new.
        ...(state === 'paused' ? {} : { published_at: sql`now()` }),
        ...(firstTime ? { first_published_at: sql`now()` } : {}),
      })
      .where('id', '=', id)
      .execute();
  });
  const [job, balances] = await Promise.all([companyJob(db, companyId, id), balancesOf(db, companyId)]);
  return { job, balances };
}

/** `POST jobs/{id}/pause`: a published job leaves search and its page says it is not available, until published. */
export async function pauseJob(db: Db, companyId: number, id: number): Promise<CompanyJob> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, companyId, id);
    if (job.wire_status !== 'published') {
      throw new ValidationFailed({ status: [text('api.companyJobs.cannotPause')] });
    }
    await trx.updateTable('jobs').set({ status: 'paused', updated_at: sql`now()` }).where('id', '=', id).execute();
  });
  return companyJob(db, companyId, id);
}

/** `POST jobs/{id}/close`: final; a draft is deleted rather than closed (it was never public). */
export async function closeJob(db: Db, companyId: number, id: number): Promise<CompanyJob> {
  await db.transaction().execute(async (trx) => {
    const job = await lockJob(trx, companyId, id);
    if (job.wire_status === 'draft' || job.wire_status === 'closed') {
      throw new ValidationFailed({
        status: [
          text(job.wire_status === 'draft' ? 'api.companyJobs.draftNotClosed' : 'api.companyJobs.closedIsFinal'),
        ],
      });
    }
    await trx.updateTable('jobs').set({ status: 'closed', updated_at: sql`now()` }).where('id', '=', id).execute();
  });
  return companyJob(db, companyId, id);
}

/** `GET jobs/{id}/preview`: the job as its public page shows it (GET /api/job's hydration), in any state. */
export async function previewJob(db: Db, companyId: number, id: number): Promise<Job> {
  const owned = await db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!owned) throw jobNotFound();
  const [job] = await hydrateJobs(db, [id], { fullDescription: true, visibility: 'all' });
  if (!job) throw jobNotFound();
  return job;
}
