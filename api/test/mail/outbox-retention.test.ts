import { sql } from 'kysely';
import { createDb, createPool } from '../../src/db/database';
import { MAIL_KEPT_DAYS, pruneOutbox, queueMail } from '../../src/mail/outbox';

/** Mails leave the outbox a while after their delivery ended (docs/operations.md#how-long-mail-is-kept). */
describe('pruneOutbox: how long mail is kept', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 2);
  pool.on('error', () => undefined);
  const db = createDb(pool);
  afterAll(() => db.destroy());

  const to = `kept-${process.pid}-${Date.now()}@example.test`;
  const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;

  /** A mail to `to` with `subject`, its delivery as given (days ago; null: not that). */
  const mail = async (subject: string, state: { created: number; sent?: number; failed?: number }) => {
    await queueMail(db, { to, subject, text: subject, html: `<p>${subject}</p>` });
    await db
      .updateTable('outbox')
      .set({
        created_at: daysAgo(state.created),
        sent_at: state.sent === undefined ? null : daysAgo(state.sent),
        failed_at: state.failed === undefined ? null : daysAgo(state.failed),
      })
      .where('to_address', '=', to)
      .where('subject', '=', subject)
      .execute();
  };

  it(`deletes mails sent or given up more than ${MAIL_KEPT_DAYS} days ago, and keeps every other`, async () => {
    await mail('sent long ago', { created: MAIL_KEPT_DAYS + 2, sent: MAIL_KEPT_DAYS + 1 });
    await mail('given up long ago', { created: MAIL_KEPT_DAYS + 5, failed: MAIL_KEPT_DAYS + 1 });
    await mail('sent lately', { created: MAIL_KEPT_DAYS + 2, sent: MAIL_KEPT_DAYS - 1 });
    await mail('given up lately', { created: MAIL_KEPT_DAYS + 5, failed: 2 });
    // Never sent (no SMTP server: the development outbox page lists it), however old: not done, so kept.
    await mail('waiting', { created: MAIL_KEPT_DAYS + 10 });
    expect(await pruneOutbox(db)).toBeGreaterThanOrEqual(2);
    const left = await db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', to)
      .orderBy('subject')
      .execute();
    expect(left.map((row) => row.subject)).toEqual(['given up lately', 'sent lately', 'waiting']);
    // Nothing more is due: a second call deletes none of them.
    await pruneOutbox(db);
    expect(await db.selectFrom('outbox').select('id').where('to_address', '=', to).execute()).toHaveLength(3);
  });
});
