import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { accountsDb } from '../../db/schema-accounts';
import { HttpError } from '../../lib/http-errors';

/**
 * Slows password guessing down (issue 4): after 5 failed logins for one account, or 20 from one client address,
 * within 15 minutes, further logins are refused with 429 and Retry-After until the window has moved on. Failures
 * live in the database, so every replica counts the same ones. While an account is blocked even the right
 * password is refused: otherwise a blocked guesser would still learn when it guessed right.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** When the `limit`-th newest failure within the window leaves it: the block lifts then. Null: not blocked. */
async function blockedUntil(db: Db, column: 'email' | 'ip', value: string, limit: number): Promise<Date | null> {
  const row = await accountsDb(db)
    .selectFrom('login_failures')
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${LOGIN_WINDOW_MS / 1000})`)
    .orderBy('created_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at.getTime() + LOGIN_WINDOW_MS) : null;
}

export function tooManyAttempts(reply: FastifyReply, until: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  reply.header('retry-after', String(seconds));
  const when = minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
  return new HttpError(429, `Too many login attempts. Please try again ${when}.`);
}

/** Throws 429 (with Retry-After) when the account or the address is blocked. */
export async function checkLoginThrottle(db: Db, reply: FastifyReply, email: string, ip: string): Promise<void> {
  const [account, address] = await Promise.all([
    blockedUntil(db, 'email', email, MAX_FAILURES_PER_ACCOUNT),
    blockedUntil(db, 'ip', ip, MAX_FAILURES_PER_ADDRESS),
  ]);
  const until = [account, address].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  if (until && until.getTime() > Date.now()) throw tooManyAttempts(reply, until);
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const adb = accountsDb(db);
  await adb.insertInto('login_failures').values({ email, ip }).execute();
  // Old rows only ever matter within the window: trim this account's and address's history as we go.
  await adb
    .deleteFrom('login_failures')
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** A successful login (or a password reset) forgives the account's failures; the address's stay counted. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await accountsDb(db).deleteFrom('login_failures').where('email', '=', email).execute();
}
