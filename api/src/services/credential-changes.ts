import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * What a change of an account's password or email ends (docs/security.md#reset-links-and-sessions): every session
 * but the one that made the change (none after a password reset, which is made signed out), and every reset link
 * still open. Whoever held a stolen session, or can still read the old mailbox, loses the account the moment its
 * owner secures it. The one rule for the password reset, the change of password and the change of email.
 */
export async function endAccessAfterCredentialChange(
  trx: Db,
  userId: number,
  keepTokenId: number | null,
): Promise<void> {
  await trx
    .updateTable('auth_tokens')
    .set({ revoked: true })
    .where('user_id', '=', userId)
    .where('revoked', '=', false)
    .$if(keepTokenId !== null, (query) => query.where('id', '!=', keepTokenId as number))
    .execute();
  await trx
    .updateTable('password_resets')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
