import type { Db } from '../../src/db/database';

/** The text of the last mail queued to `to` (one must be). */
export async function lastMailText(db: Db, to: string): Promise<string> {
  const mail = await db
    .selectFrom('outbox')
    .select('body_text')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return mail.body_text ?? '';
}
