import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe of an alert mail (docs/operations.md#job-alerts). */
  headers?: Record<string, string>;
  /** Files sent with the mail, e.g. a booking's calendar invite (docs/events.md#interview-slots). Text content only. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content_type: string; content: string };

/**
 * Puts a mail in the outbox, in the caller's transaction, so the mail exists exactly when what it announces does
 * (a reset token, an application). Delivery happens later, in the background (mail/sender.ts), or on the
 * development outbox page when no SMTP server is configured.
 */
export async function queueMail<DB extends Database>(db: Kysely<DB>, mail: OutgoingMail): Promise<void> {
  await (db as unknown as Kysely<Database>)
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .execute();
}
