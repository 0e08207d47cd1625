// An admin closes a job by moderation or reopens it (docs/product-rules.md#job-moderation). One transaction locks the
// job's row (the company's own state changes lock it too, so the two never interleave), changes the state, records
// the action in the audit and queues the company's mails: all of it happens, or none.
import { sql } from 'kysely';
import type { AdminJob, JobModerationInput } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import type { Errors } from '../company-jobs/input';
import { adminJob } from './admin-jobs';
import { type ModerationMailConfig, queueModerationMails } from './mails';

/** The problems of a request the schema let through: a close says why, a reopen takes no category. */
function inputErrors(input: JobModerationInput): Errors {
  const errors: Errors = {};
  if (input.action === 'close') {
    if (!input.category) errors.category = [text('api.validation.required', { field: 'category' })];
    if (!input.reason?.trim()) errors.reason = [text('api.validation.required', { field: 'reason' })];
  } else if (input.category !== undefined) {
    errors.category = [text('api.validation.notAllowed', { field: 'category' })];
  }
  return errors;
}

/**
 * `POST /api/admin/jobs/{id}/moderation`. A close keeps the state the job had in `moderated_from` and sets it
 * 'moderated', which no public read and no company call accepts; a reopen gives that state back as it was (an
 * active job past its date then reads expired, as it would have). Every write to `jobs` bumps the jobs version,
 * so the list cache and the sitemaps follow at the next request (migration 060).
 */
export async function moderateJob(
  db: Db,
  config: ModerationMailConfig,
  adminId: number,
  jobId: number,
  input: JobModerationInput,
): Promise<AdminJob> {
  const errors = inputErrors(input);
  await db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('jobs')
      .select(['id', 'status', 'moderated_from'])
      .where('id', '=', jobId)
      .forUpdate()
      .executeTakeFirst();
    if (!job) throw notFound(text('api.job.notFound'));
    const closing = input.action === 'close';
    if (closing && job.status === 'moderated') errors.action = [text('api.moderation.alreadyClosed')];
    if (!closing && job.status !== 'moderated') errors.action = [text('api.moderation.notClosed')];
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

    const reason = input.reason?.trim() || null;
    if (job.status === 'moderated') {
      // Given back as it was; the CHECK of migration 150 keeps moderated_from set while moderated.
      await trx
        .updateTable('jobs')
        .set({ status: job.moderated_from ?? 'closed', moderated_from: null, updated_at: sql`now()` })
        .where('id', '=', jobId)
        .execute();
    } else {
      await trx
        .updateTable('jobs')
        .set({ status: 'moderated', moderated_from: job.status, updated_at: sql`now()` })
        .where('id', '=', jobId)
        .execute();
    }
    await trx
      .insertInto('job_moderation_actions')
      .values({
        job_id: jobId,
        admin_id: adminId,
        action: input.action,
        category: closing ? (input.category ?? null) : null,
        reason,
      })
      .execute();
    await queueModerationMails(
      trx,
      config,
      jobId,
      closing && input.category && reason
        ? { action: 'close', category: input.category, reason }
        : { action: 'reopen' },
    );
  });
  return adminJob(db, jobId);
}
