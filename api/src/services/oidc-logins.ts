// Social logins through OpenID Connect (docs/auth.md): the login a browser started, kept until the provider sends it
// back, and the account an identity signs in to.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashToken, OIDC_LOGIN_LIFETIME_MS } from '../lib/tokens';
import { createUser, type NewUser } from './users';

export type StartedLogin = {
  state: string;
  binding: string;
  provider: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
};

/** Keeps a started login (state and browser binding hashed), and drops the expired ones. */
export async function saveOidcLogin(db: Db, login: StartedLogin): Promise<void> {
  await db
    .insertInto('oidc_logins')
    .values({
      state_hash: hashToken(login.state),
      binding_hash: hashToken(login.binding),
      provider: login.provider,
      nonce: login.nonce,
      code_verifier: login.verifier,
      redirect_uri: login.redirectUri,
      expires_at: new Date(Date.now() + OIDC_LOGIN_LIFETIME_MS),
    })
    .execute();
  await db.deleteFrom('oidc_logins').where('expires_at', '<', sql<Date>`now()`).execute();
}

/** The unexpired login of `state`, deleted as it is read: single use. */
export function takeOidcLogin(db: Db, state: string) {
  return db
    .deleteFrom('oidc_logins')
    .where('state_hash', '=', hashToken(state))
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The account of a provider's identity: the one linked to (provider, subject), else the one with the verified email
 * (then linked), else a new candidate account (then linked). Null for an admin's email: admin accounts sign in with
 * their password only.
 */
export function identityUser(
  db: Db,
  identity: { provider: string; subject: string; email: string },
  newUser: Omit<NewUser, 'email'>,
): Promise<number | null> {
  const { provider, subject, email } = identity;
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('user_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    if (linked) return linked.user_id;
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'type'])
      .where(sql`lower(email)`, '=', email)
      .executeTakeFirst();
    if (existing?.type === 'admin') return null;
    const id = existing?.id ?? (await createUser(trx, { ...newUser, email }));
    await trx.insertInto('user_identities').values({ provider, subject, user_id: id }).execute();
    return id;
  });
}
