import { sql } from 'kysely';
import type { Db } from '../db/database';
import { type Locale, localeOr } from 'shared-kit/contracts';
import { translator } from '../i18n/catalogues';
import { createToken, hashToken, RESET_TOKEN_LIFETIME_MS } from '../lib/tokens';
import { greeting } from '../mail/greeting';
import { composeMail } from '../mail/layout';
import { queueMail } from '../mail/outbox';
import { endAccessAfterCredentialChange } from './credential-changes';
import { SITE_NAME } from './jobs/seo';

/** More reset mails than this per account within an hour are not sent (the answer stays the same). */
const MAX_RESET_MAILS_PER_HOUR = 3;

/**
 * Mails a reset link to the account of `email`, if there is one and it has not had MAX_RESET_MAILS_PER_HOUR within
 * the hour; nothing tells the caller which happened. The link is bound to the address it goes to
 * (docs/security.md#reset-links-and-sessions). In the recipient's language: the account's choice, else `locale`.
 */
export async function mailResetLink(
  db: Db,
  email: string,
  { origin, locale }: { origin: string; locale: Locale },
): Promise<number | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'nombre', 'locale'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst();
  if (!user) return null;
  const recent = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= MAX_RESET_MAILS_PER_HOUR) return null;
  const token = createToken();
  const link = `${origin}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  const lang = localeOr(user.locale, locale);
  const t = translator(lang);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        email: user.email.toLowerCase(),
        expires_at: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
        used_at: null,
      })
      .execute();
    await queueMail(trx, {
      to: user.email,
      ...composeMail({
        lang,
        origin,
        subject: t('api.mail.reset.subject', { site: SITE_NAME }),
        blocks: [
          greeting(t, user.nombre),
          t('api.mail.reset.body', { site: SITE_NAME, minutes: RESET_TOKEN_LIFETIME_MS / 60_000 }),
          link,
          { note: t('api.mail.reset.ignore') },
        ],
      }),
    });
  });
  return user.id;
}

/**
 * An open reset link: unused, unexpired, mailed to `email`, which is still the account's address. Only the address
 * the link was sent to opens it, and only while it is the account's.
 */
function openResets(db: Db, token: string, email: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .where('password_resets.token_hash', '=', hashToken(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', sql<Date>`now()`)
    .where('password_resets.email', '=', email)
    .where(sql`lower(users.email)`, '=', email);
}

/** Whether `token` is an open reset link for `email`: checked before the new password is hashed. */
export async function isOpenResetLink(db: Db, token: string, email: string): Promise<boolean> {
  return (await openResets(db, token, email).select('password_resets.id').executeTakeFirst()) !== undefined;
}

/**
 * Sets the new password with an open reset link: the link is claimed by this transaction or not at all (single use,
 * even with two requests at once); every session of the account ends and every other open link closes. Returns the
 * account's id, or null when the link was not (or no longer) open.
 */
export async function resetPassword(
  db: Db,
  token: string,
  email: string,
  passwordHash: string,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const open = await openResets(trx, token, email).select('password_resets.id').executeTakeFirst();
    if (!open) return null;
    // Claimed by one request only: a second one at the same moment waits for the row and then finds it used.
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', open.id)
      .where('used_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', claimed.user_id)
      .execute();
    // Whoever knew the old password is signed out everywhere; older links die too.
    await endAccessAfterCredentialChange(trx, claimed.user_id, null);
    return claimed.user_id;
  });
}
