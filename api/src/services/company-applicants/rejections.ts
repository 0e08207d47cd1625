// The message that tells a candidate they were not selected (docs/company-area.md#applicants): written when the
// company moves an applicant to 'rejected', in the job's language where the site has it, editable and cancellable
// until the queue sends it (src/queue: sendDueRejections), once, through the mail outbox.
import { sql } from 'kysely';
import { APPLICATION_STATUSES, type Locale, localeOr, type RejectionText } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { applicationForMail } from '../application-mails/rows';

/** The site's interface language for a job's BCP 47 content language ('de-AT' -> 'de'), English otherwise. */
function messageLocale(contentLang: string | null): Locale {
  return localeOr(contentLang?.trim().toLowerCase().split('-')[0]);
}

/** The default text, in the job's language. */
export function defaultRejection(
  contentLang: string | null,
  values: { job: string; company: string; name: string },
): RejectionText {
  const t = translator(messageLocale(contentLang));
  const name = values.name.trim() || t('api.applicants.rejectionNoName');
  return {
    subject: t('api.applicants.rejectionSubject', values),
    body: t('api.applicants.rejectionBody', { ...values, name }),
  };
}

/** Writes (or rewrites) the message of an application, to be sent `delayMinutes` from now. */
export async function scheduleRejection(
  trx: Db,
  applicationId: number,
  message: RejectionText,
  delayMinutes: number,
): Promise<void> {
  const sendAt = sql<Date>`now() + make_interval(mins => ${delayMinutes})`;
  await trx
    .insertInto('rejection_messages')
    .values({ application_id: applicationId, subject: message.subject, body: message.body, send_at: sendAt })
    .onConflict((oc) =>
      oc.column('application_id').doUpdateSet({
        subject: message.subject,
        body: message.body,
        send_at: sendAt,
        sent_at: null,
        cancelled_at: null,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Cancels the unsent message of an application (the applicant left 'rejected' in time). */
export async function cancelRejection(trx: Db, applicationId: number): Promise<void> {
  await trx
    .updateTable('rejection_messages')
    .set({ cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('application_id', '=', applicationId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** Edits the unsent message; false when there is none to edit (sent, cancelled or never written). */
export async function editRejection(trx: Db, applicationId: number, message: RejectionText): Promise<boolean> {
  const edited = await trx
    .updateTable('rejection_messages')
    .set({ subject: message.subject, body: message.body, updated_at: sql<Date>`now()` })
    .where('application_id', '=', applicationId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(edited.numUpdatedRows) > 0;
}

type Logger = { info: (obj: object, msg?: string) => void };

/**
 * Sends the due messages. Each in its own transaction that locks its row (SKIP LOCKED: another replica's sender
 * takes the next), queues the mail (unless the candidate turned application mails off), sets sent_at and tells the
 * candidate 'not_selected' with a history row, all or nothing: two senders at once, or a second run, never send one
 * twice. Returns how many it handled.
 */
export async function sendDueRejections(deps: { db: Db; publicUrl: string; log?: Logger }): Promise<number> {
  const { db } = deps;
  const due = await db
    .selectFrom('rejection_messages')
    .select('application_id')
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('send_at', '<=', sql<Date>`now()`)
    .orderBy('send_at')
    .limit(500)
    .execute();
  let sent = 0;
  for (const { application_id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const message = await applicationForMail(trx)
        .innerJoin('rejection_messages', 'rejection_messages.application_id', 'applications.id')
        .select([
          'rejection_messages.subject',
          'rejection_messages.body',
          'jobs.content_lang',
          'applications.status',
          'users.email',
          'candidates.email_applications',
        ])
        .where('rejection_messages.application_id', '=', application_id)
        .where('rejection_messages.sent_at', 'is', null)
        .where('rejection_messages.cancelled_at', 'is', null)
        .where('rejection_messages.send_at', '<=', sql<Date>`now()`)
        .forUpdate('rejection_messages')
        .skipLocked()
        .executeTakeFirst();
      if (!message) return false;
      const withdrawn = message.status === APPLICATION_STATUSES.withdrawn;
      // A candidate who withdrew in the meantime has nothing to be told: the message is cancelled, not sent.
      await trx
        .updateTable('rejection_messages')
        .set({ [withdrawn ? 'cancelled_at' : 'sent_at']: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('application_id', '=', application_id)
        .execute();
      if (withdrawn) return false;
      // Like every mail about an application, only while the candidate's application mails are on
      // (docs/operations.md#mails-about-applications); the status below tells them all the same.
      if (message.email_applications !== false) {
        // The company's own text, in the job's language (the default text's): its paragraphs as it wrote them.
        await queueMail(trx, {
          to: message.email,
          ...composeMail({
            lang: messageLocale(message.content_lang),
            origin: deps.publicUrl,
            subject: message.subject,
            blocks: message.body.split(/\r?\n\s*\r?\n/).filter((part) => part.trim() !== ''),
          }),
        });
      }
      if (message.status !== APPLICATION_STATUSES.notSelected) {
        await trx
          .updateTable('applications')
          .set({ status: APPLICATION_STATUSES.notSelected, updated_at: sql<Date>`now()` })
          .where('id', '=', application_id)
          .execute();
        await trx
          .insertInto('application_status_history')
          .values({ application_id, status: APPLICATION_STATUSES.notSelected })
          .execute();
      }
      return true;
    });
    if (done) sent += 1;
  }
  if (sent > 0) deps.log?.info({ sent }, 'rejection messages sent');
  return sent;
}
