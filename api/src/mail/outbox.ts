import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export type OutgoingMail = {
  to: string;
  subject: string;
  /** The text part, and the HTML part written from the same blocks (mail/layout.ts: composeMail). */
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe of an alert mail (docs/operations.md#job-alerts), Reply-To. */
  headers?: Record<string, string>;
  /** Files sent with the mail. Text content only. */
  attachments?: MailAttachment[];
  /** A meeting request or its cancellation, sent as the mail's calendar part (docs/events.md#mails-and-calendar-invites). */
  calendar?: MailCalendar;
};

export type MailAttachment = { filename: string; content_type: string; content: string };

/** An iTIP message (RFC 5546) for the mail's `text/calendar` part: its method and the whole VCALENDAR. */
export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };

/**
 * Puts a mail in the outbox, in the caller's transaction, so the mail exists exactly when what it announces does
 * (a reset token, an application). Delivery happens later, in the background (mail/sender.ts), or on the
 * development outbox page when no SMTP server is configured.
 */
export async function queueMail<DB extends Database>(db: Kysely<DB>, mail: OutgoingMail): Promise<void> {
  await queueMails(db, [mail]);
}

/**
 * `queueMail` for many mails at once (the job-alert sweeper queues a batch's mails together), QUEUE_CHUNK to an
 * INSERT. pg writes a statement's values in one synchronous stretch: a batch's mails in one INSERT, about 3 MB of
 * text, held an api process's event loop up to 50 ms. The INSERTs run one after another in the caller's
 * transaction, so a failed transaction still queues none (docs/operations.md#the-sweep-beside-requests).
 */
export async function queueMails<DB extends Database>(db: Kysely<DB>, mails: OutgoingMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += QUEUE_CHUNK) {
    await (db as unknown as Kysely<Database>)
      .insertInto('outbox')
      .values(
        mails.slice(start, start + QUEUE_CHUNK).map((mail) => ({
          to_address: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          body_html: mail.html,
          headers: mail.headers ? JSON.stringify(mail.headers) : null,
          attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
          calendar: mail.calendar ? JSON.stringify(mail.calendar) : null,
        })),
      )
      .execute();
  }
}

/** Mails a statement of `queueMails` writes at most. */
const QUEUE_CHUNK = 25;

/**
 * How long a mail stays in the outbox once its delivery has ended (sent, or given up: time enough to resend it by
 * hand). A mail holds personal data (an address, a name, a job applied to) and is never read again by the site once
 * sent; kept for ever, the job alerts alone would add about 85 MB a day at 100,000 candidates
 * (docs/operations.md#how-long-mail-is-kept).
 */
export const MAIL_KEPT_DAYS = 30;

/** Mails deleted per call at most: the periodic job calls every minute, so a backlog clears without a long statement. */
const PRUNE_BATCH = 5_000;

/** Deletes up to PRUNE_BATCH mails sent or given up more than MAIL_KEPT_DAYS ago, oldest first (outbox_done). */
export async function pruneOutbox<DB extends Database>(db: Kysely<DB>): Promise<number> {
  const result = await sql`DELETE FROM outbox WHERE id IN (
      SELECT id FROM outbox
      WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL)
        AND coalesce(sent_at, failed_at) < now() - make_interval(days => ${MAIL_KEPT_DAYS})
      ORDER BY coalesce(sent_at, failed_at) LIMIT ${PRUNE_BATCH}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
