import { createDb, createPool } from '../../src/db/database';
import { type OutgoingMail, queueMails } from '../../src/mail/outbox';

/**
 * A job-alert batch queues its mails in several statements (docs/operations.md#the-sweep-beside-requests), in the
 * sweep's transaction: every mail or none.
 */
describe('queueMails: many mails in the caller transaction', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 2);
  pool.on('error', () => undefined);
  const db = createDb(pool);
  afterAll(() => db.destroy());

  const mails = (to: string, count: number): OutgoingMail[] =>
    Array.from({ length: count }, (_, index) => ({
      to,
      subject: `Mail ${index + 1}`,
      text: `Text ${index + 1}`,
      html: `<p>Mail ${index + 1}</p>`,
      headers: { 'List-Unsubscribe': `<https://example.test/u/${index + 1}>` },
    }));
  const queued = (to: string) =>
    db.selectFrom('outbox').select(['subject', 'headers']).where('to_address', '=', to).orderBy('id').execute();

  it('queues every mail of a batch larger than one statement writes, in order', async () => {
    const to = `batch-${process.pid}-${Date.now()}@example.test`;
    await db.transaction().execute((trx) => queueMails(trx, mails(to, 60)));
    const rows = await queued(to);
    expect(rows.map((row) => row.subject)).toEqual(mails(to, 60).map((mail) => mail.subject));
    expect(rows[59]?.headers).toEqual({ 'List-Unsubscribe': '<https://example.test/u/60>' });
  });

  it('queues none of them when the transaction fails after some statements have run', async () => {
    const to = `failed-${process.pid}-${Date.now()}@example.test`;
    await expect(
      db.transaction().execute(async (trx) => {
        await queueMails(trx, mails(to, 60));
        throw new Error('the batch failed after its mails');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await queued(to)).toEqual([]);
  });
});
