// A company's applicants (docs/company-area.md#applicants): every query names the caller's company through the
// job, so another company's applicant is simply not found (404). A stage change writes the status the candidate
// sees and its history row in the same transaction; the note and rating stay in application_reviews, which no
// candidate-side query reads.
import { sql } from 'kysely';
import {
  APPLICANT_STAGE_STATUS,
  type ApplicantStage,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type BulkApplicantsRequest,
  type RejectionText,
  type UpdateApplicantRequest,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { cancelStageMail, scheduleStageMail } from '../application-mails';
import { applicantNotFound, companyApplications, detail } from './reading';
import { cancelRejection, defaultRejection, editRejection, scheduleRejection } from './rejections';

export { sendDueRejections } from './rejections';
export { applicantsPage, sentCvFile } from './reading';

/** An application of the company locked for a change, with what a stage change needs. */
type Locked = {
  id: number;
  status: ApplicationStatus;
  stage: ApplicantStage;
  content_lang: string | null;
  title: string;
  company: string;
  nombre: string | null;
};

async function lockApplicants(trx: Db, companyId: number, ids: number[]): Promise<Locked[]> {
  const rows = await companyApplications(trx, companyId)
    .innerJoin('companies', 'companies.id', 'jobs.company_id')
    .select([
      'applications.id',
      'applications.status',
      'application_reviews.stage',
      'jobs.content_lang',
      'jobs.title',
      'companies.name as company',
      'users.nombre',
    ])
    .where('applications.id', 'in', ids)
    .orderBy('applications.id')
    .forUpdate(['applications', 'application_reviews'])
    .execute();
  return rows.map((row) => ({ ...row, stage: row.stage as ApplicantStage }));
}

/** How long after a change its mail to the candidate waits (config: rejectionDelayMinutes, stageMailDelayMinutes). */
export type MailDelays = { rejection: number; stage: number };

/**
 * Moves one locked applicant to a stage (docs/company-area.md#applicants). Leaving 'rejected' cancels an unsent
 * message; entering it writes one (unless the candidate was already told, by a knockout answer) and leaves the
 * candidate's status as it is until the message goes. Every other stage tells the candidate its status at once, and
 * viewed, in review, interview and offer are mailed a little later, once each
 * (docs/operations.md#mails-about-applications): leaving the stage before then cancels its mail.
 */
async function moveTo(
  trx: Db,
  row: Locked,
  stage: ApplicantStage,
  rejection: RejectionText | undefined,
  delays: MailDelays,
): Promise<boolean> {
  if (row.status === APPLICATION_STATUSES.withdrawn || row.stage === stage) return false;
  await trx
    .updateTable('application_reviews')
    .set({
      stage,
      updated_at: sql<Date>`now()`,
      ...(stage !== 'new' ? { viewed_at: sql<Date>`coalesce(viewed_at, now())` } : {}),
    })
    .where('application_id', '=', row.id)
    .execute();
  if (row.stage === 'rejected') await cancelRejection(trx, row.id);
  await cancelStageMail(trx, row.id, row.stage);
  if (stage === 'rejected') {
    if (row.status !== APPLICATION_STATUSES.notSelected) {
      const message =
        rejection ??
        defaultRejection(row.content_lang, { job: row.title, company: row.company, name: row.nombre ?? '' });
      await scheduleRejection(trx, row.id, message, delays.rejection);
    }
    return true;
  }
  await scheduleStageMail(trx, row.id, stage, delays.stage);
  const status = APPLICANT_STAGE_STATUS[stage];
  if (status !== row.status) {
    await trx
      .updateTable('applications')
      .set({ status, updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    await trx.insertInto('application_status_history').values({ application_id: row.id, status }).execute();
  }
  return true;
}

/**
 * `GET /api/companies/applicants/{id}`: opening a new applicant marks them viewed (and tells the candidate); any
 * applicant opened is no longer unread.
 */
export async function openApplicant(db: Db, companyId: number, id: number, delays: MailDelays) {
  await db.transaction().execute(async (trx) => {
    const [row] = await lockApplicants(trx, companyId, [id]);
    if (!row) throw applicantNotFound();
    if (row.stage === 'new') await moveTo(trx, row, 'viewed', undefined, delays);
    // Opened is read, whatever the stage (a knockout arrives already rejected): the list's "New" flag goes.
    else {
      await trx
        .updateTable('application_reviews')
        .set({ viewed_at: sql<Date>`coalesce(viewed_at, now())` })
        .where('application_id', '=', row.id)
        .execute();
    }
  });
  return detail(db, companyId, id);
}

/** `PATCH /api/companies/applicants/{id}`. A withdrawn application keeps its stage: 422 on `stage`. */
export async function updateApplicant(
  db: Db,
  companyId: number,
  id: number,
  body: UpdateApplicantRequest,
  delays: MailDelays,
) {
  await db.transaction().execute(async (trx) => {
    const [row] = await lockApplicants(trx, companyId, [id]);
    if (!row) throw applicantNotFound();
    // A message belongs to a rejection: written with it, or edited while it waits.
    if (body.rejection !== undefined && (body.stage ?? row.stage) !== 'rejected') {
      throw new ValidationFailed({ rejection: [text('api.applicants.rejectionNotRejected')] });
    }
    if (body.stage !== undefined && body.stage !== row.stage) {
      if (row.status === APPLICATION_STATUSES.withdrawn) {
        throw new ValidationFailed({ stage: [text('api.applicants.withdrawn')] });
      }
      await moveTo(trx, row, body.stage, body.rejection, delays);
    } else if (body.rejection !== undefined && !(await editRejection(trx, id, body.rejection))) {
      throw new ValidationFailed({ rejection: [text('api.applicants.rejectionSent')] });
    }
    if (body.note !== undefined || body.rating !== undefined) {
      await trx
        .updateTable('application_reviews')
        .set({
          ...(body.note !== undefined ? { note: body.note?.trim() || null } : {}),
          ...(body.rating !== undefined ? { rating: body.rating } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('application_id', '=', id)
        .execute();
    }
  });
  return detail(db, companyId, id);
}

/**
 * `POST /api/companies/applicants/bulk`: all the ids must be the company's, else nothing changes (404). Withdrawn
 * applicants and those already in the stage are left as they are and not counted.
 */
export async function bulkUpdate(
  db: Db,
  companyId: number,
  body: BulkApplicantsRequest,
  delays: MailDelays,
): Promise<number> {
  const stage: ApplicantStage | undefined = body.action === 'reject' ? 'rejected' : body.stage;
  if (!stage) throw new ValidationFailed({ stage: [text('api.validation.required', { field: 'stage' })] });
  const ids = [...new Set(body.ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await lockApplicants(trx, companyId, ids);
    if (rows.length !== ids.length) throw applicantNotFound();
    let updated = 0;
    for (const row of rows) {
      if (await moveTo(trx, row, stage, body.action === 'reject' ? body.message : undefined, delays)) {
        updated += 1;
      }
    }
    return updated;
  });
}
