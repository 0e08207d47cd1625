// One outbox row sent over real SMTP as the outbox's sender sends it (its message: src/mail/sender.ts).
import type { Db } from '../../src/db/database';
import type { MailAttachment } from '../../src/mail/outbox';
import { outboxMessage, smtpTransport } from '../../src/mail/sender';
import type { LocalSmtpServer } from './smtp-server';

/**
 * Sends one outbox row to `server` as the outbox's sender would (the same message, src/mail/sender.ts) over real
 * SMTP, and answers it as received: for checks of one mail on the database every test file shares, where a running
 * sender would send everyone's mail.
 */
export async function deliverOutboxRow(server: LocalSmtpServer, db: Db, outboxId: number, from: string) {
  const row = await db
    .selectFrom('outbox')
    .select([
      'to_address',
      'subject',
      'body_text',
      'body_html',
      'created_at',
      'message_id',
      'headers',
      'attachments',
      'calendar',
    ])
    .where('id', '=', outboxId)
    .executeTakeFirstOrThrow();
  const transport = smtpTransport(server.url);
  const before = server.received.length;
  try {
    await transport.sendMail(
      outboxMessage(
        {
          ...row,
          message_id: row.message_id ?? `<outbox-${outboxId}@eulangjobs.test>`,
          attachments: (row.attachments as MailAttachment[] | null) ?? null,
        },
        from,
      ),
    );
  } finally {
    transport.close();
  }
  const received = server.received[before];
  if (!received) throw new Error(`outbox row ${outboxId} did not reach the SMTP server`);
  return received;
}
