// Backdoor tokens (docs/product-rules.md#backdoor-and-admin): single use, short-lived, stored hashed. An admin issues
// one for an account; the admin dashboard's hand-over (services/sessions.ts) issues one of purpose 'admin-dashboard'.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ADMIN_DASHBOARD_TOKEN_LIFETIME_MS, BACKDOOR_TOKEN_LIFETIME_MS, createToken, hashToken } from '../lib/tokens';

/**
 * A new token for `userId`, issued by the admin `issuedBy`; only its hash is kept. An admin's link for an account
 * (`'backdoor'`, 5 minutes) or the admin dashboard's hand-over to its own admin (`'admin-dashboard'`, 60 seconds).
 */
export async function issueBackdoorToken(
  db: Db,
  grant: { userId: number; issuedBy: number; purpose: 'backdoor' | 'admin-dashboard' },
): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const lifetime = grant.purpose === 'admin-dashboard' ? ADMIN_DASHBOARD_TOKEN_LIFETIME_MS : BACKDOOR_TOKEN_LIFETIME_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  await db
    .insertInto('backdoor_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: grant.userId,
      issued_by: grant.issuedBy,
      expires_at: expiresAt,
      used_at: null,
      purpose: grant.purpose,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Uses the token if it is open, unexpired and was issued for the account of `email` (already normalised): one
 * conditional UPDATE, so two requests cannot both use it. An admin account only through its own dashboard
 * hand-over, never through an issued backdoor link. Undefined when refused.
 */
export function claimBackdoorToken(db: Db, token: string, email: string) {
  return db
    .updateTable('backdoor_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where(sql`lower(users.email)`, '=', email),
    )
    .where((eb) =>
      eb.or([
        eb('purpose', '=', 'admin-dashboard'),
        eb('user_id', 'not in', eb.selectFrom('users').select('users.id').where('users.type', '=', 'admin')),
      ]),
    )
    .returning(['user_id', 'issued_by', 'purpose'])
    .executeTakeFirst();
}
