import { sql } from 'kysely';
import type { Locale } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { translator } from '../i18n/catalogues';
import { composeMail } from '../mail/layout';
import { queueMail } from '../mail/outbox';
import { SITE_NAME } from './jobs/seo';

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

/**
 * Changes the account's email (already normalised and checked free): other sessions and open reset links end, and
 * the old address hears about it in the account's language (`fallbackLocale` when it has none), so that if this was
 * not its owner, they know to act.
 */
export async function changeEmail(
  db: Db,
  me: { id: number; email: string; tokenId: number },
  email: string,
  mail: { origin: string; fallbackLocale: Locale },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ email, updated_at: sql<Date>`now()` }).where('id', '=', me.id).execute();
    // A link mailed to the old address and the other sessions end: the owner has just secured the account.
    await endAccessAfterCredentialChange(trx, me.id, me.tokenId);
    // In the recipient's language, like every mail (docs/contracts.md#interface-language).
    const account = await trx.selectFrom('users').select('locale').where('id', '=', me.id).executeTakeFirstOrThrow();
    const locale = account.locale ?? mail.fallbackLocale;
    const t = translator(locale);
    await queueMail(trx, {
      to: me.email,
      ...composeMail({
        lang: locale,
        origin: mail.origin,
        subject: t('api.mail.emailChanged.subject', { site: SITE_NAME }),
        blocks: [t('api.mail.emailChanged.body', { site: SITE_NAME, email })],
      }),
    });
  });
}

/** Sets a new password hash: every other session of the account and every open reset link end; this one goes on. */
export async function changePassword(db: Db, me: { id: number; tokenId: number }, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', me.id)
      .execute();
    await endAccessAfterCredentialChange(trx, me.id, me.tokenId);
  });
}
