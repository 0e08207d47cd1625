// A company's jobs changed (docs/company-area.md#jobs): a draft's creation, changes, deletion, and the states
// publish, pause and close, with the job credit spent in the transaction of the state change; reading.ts reads
// them. Every query names the caller's company: a job of another company is not found.
import { sql } from 'kysely';
import type { CompanyJob, CompanyJobStatus, JobInput, JobPatch } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { ModeratableJobStatus } from '../../db/schema';
import { urlSlug } from '../../db/seed/reference-data';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { type Balances, balancesOf, spendCredit } from '../company-credits';
import type { ReferenceData } from '../reference';
import { type CheckedJobInput, checkJobInput, type Errors, locationErrors, validThroughMessage } from './input';
import { defaultValidThrough, expiresAtOf, moderatedRefusal, statusSql, validThroughProblem } from './states';
import { companyJob, jobNotFound, ownJobQuery, type Queryable } from './reading';

export { companyJob, companyJobsPage, previewJob } from './reading';

function failIf(errors: Errors) {
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

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
export async function lockJob(trx: Queryable, companyId: number, id: number): Promise<LockedJob> {
  const job = await ownJobQuery(trx, companyId, id)
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
