import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { addressOf } from '../../lib/client-address';
import { HttpError } from '../../lib/http-errors';

/**
 * Slows guessing of passwords and secret tokens down (rules in docs/security.md). Within a 15-minute window:
 * - 5 failures of one account from one client address block that pair (429 with Retry-After);
 * - 20 failures from one client address, whatever the account, block that address for that kind of attempt;
 * - an account failing from many addresses is slowed down (each attempt waits), never blocked as a whole, so an
 *   attacker who knows an email cannot keep its owner out: the owner's own address stays free.
 * Every failure is counted whatever the input: only sha256 keys of the account and the address are stored.
 * The failures live in the database, so every replica counts the same ones.
 */
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_PAIR = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one account from all addresses together beyond which every attempt on it is slowed down. */
const SLOW_DOWN_AFTER_ACCOUNT_FAILURES = 20;
export const SLOW_DOWN_MS = 1000;

/** What is being guessed: the scope keeps a login's failures apart from a reset token's for the same email. */
export type ThrottleScope = 'login' | 'current-password' | 'backdoor' | 'reset';

export type Attempt = { accountKey: Buffer; addressKey: Buffer };

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The keys of one attempt: `identity` is the lower-cased email, or `user:<id>` for a signed-in account. Both keys
 * carry the scope, so failed logins from an address do not block its password resets, and the other way round.
 */
export function attemptOf(request: FastifyRequest, scope: ThrottleScope, identity: string): Attempt {
  return { accountKey: sha256(`${scope}:${identity}`), addressKey: sha256(`${scope}:${addressOf(request.ip)}`) };
}

function tooManyAttempts(reply: FastifyReply, until: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  reply.header('retry-after', String(seconds));
  // A relative time in the caller's language, as a message of its own (docs/i18n.md#on-the-server).
  const when =
    seconds < 60 ? text('api.time.inSeconds', { count: seconds }) : text('api.time.inMinutes', { count: minutes });
  return new HttpError(429, text('api.throttle.tooMany', { when }));
}

const inWindow = sql<boolean>`created_at > now() - make_interval(secs => ${THROTTLE_WINDOW_MS / 1000})`;

/** When the `limit`-th newest failure matching `filter` leaves the window, i.e. when the block lifts; null: not blocked. */
async function blockedUntil(
  db: Db,
  filter: { account?: Buffer; address: Buffer },
  limit: number,
): Promise<Date | null> {
  let query = db
    .selectFrom('auth_failures')
    .select('created_at')
    .where('address_key', '=', filter.address)
    .where(inWindow);
  if (filter.account) query = query.where('account_key', '=', filter.account);
  const row = await query
    .orderBy('created_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at.getTime() + THROTTLE_WINDOW_MS) : null;
}

/**
 * Before checking a password or token: throws 429 (with Retry-After) when this account+address pair or this
 * address is blocked, and waits SLOW_DOWN_MS when the account is failing from many addresses.
 */
export async function checkThrottle(db: Db, reply: FastifyReply, attempt: Attempt): Promise<void> {
  const [pair, address, account] = await Promise.all([
    blockedUntil(db, { account: attempt.accountKey, address: attempt.addressKey }, MAX_FAILURES_PER_PAIR),
    blockedUntil(db, { address: attempt.addressKey }, MAX_FAILURES_PER_ADDRESS),
    db
      .selectFrom('auth_failures')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_key', '=', attempt.accountKey)
      .where(inWindow)
      .executeTakeFirstOrThrow(),
  ]);
  const until = [pair, address].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  if (until && until.getTime() > Date.now()) throw tooManyAttempts(reply, until);
  if (Number(account.n) >= SLOW_DOWN_AFTER_ACCOUNT_FAILURES)
    await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS));
}

export async function recordFailure(db: Db, attempt: Attempt): Promise<void> {
  const adb = db;
  await adb
    .insertInto('auth_failures')
    .values({ account_key: attempt.accountKey, address_key: attempt.addressKey })
    .execute();
  // Old rows only ever matter within the window: trim this account's and address's history as we go.
  await adb
    .deleteFrom('auth_failures')
    .where((eb) => eb.or([eb('account_key', '=', attempt.accountKey), eb('address_key', '=', attempt.addressKey)]))
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/**
 * A success forgives this pair's failures only: the failures of other addresses on the same account (an
 * attacker's) and of this address on other accounts stay counted.
 */
export async function clearFailures(db: Db, attempt: Attempt): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('account_key', '=', attempt.accountKey)
    .where('address_key', '=', attempt.addressKey)
    .execute();
}
