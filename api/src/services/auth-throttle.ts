import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { addressOf } from '../lib/client-address';
import { TryLater } from '../lib/http-errors';

/**
 * Slows guessing of passwords and secret tokens down (rules in docs/security.md#throttling-of-guesses). Within a
 * 15-minute window:
 * - 5 failures of one account from one client address block that pair (429 with Retry-After);
 * - 20 failures from one client address, whatever the account, block that address for that kind of attempt;
 * - an account failing from many addresses is slowed down (each attempt waits), never blocked as a whole, so an
 *   attacker who knows an email cannot keep its owner out: the owner's own address stays free.
 * Every attempt is taken (written down as a failure) before anything is checked, under a lock on its address, so
 * attempts sent at once cannot all pass the count: the limits hold exactly. A success takes it back with the pair's
 * other failures. Only sha256 keys of the account and the address are stored, whatever the input. The failures live
 * in the database, so every replica counts the same ones.
 */
const THROTTLE_WINDOW_SECONDS = 15 * 60;
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

/**
 * Takes one attempt: under a lock on the address (every limit is of an address, alone or with an account), counts
 * the failures in the window and, unless the pair or the address is blocked, writes this attempt down as one more
 * (the function `take_auth_attempt` of migration 181 does it in one statement). Throws 429 with Retry-After (when
 * the oldest failure that blocks leaves the window) when blocked; then nothing is written, so a blocked client does
 * not push its own block further.
 */
async function takeAttempt(db: Db, attempt: Attempt): Promise<{ id: number; slowDown: boolean }> {
  const { accountKey, addressKey } = attempt;
  const { rows } = await sql<{ attempt_id: string | null; blocked_until: Date | null; account_failures: string }>`
    SELECT * FROM take_auth_attempt(${accountKey}, ${addressKey}, ${addressKey.readInt32BE(0)},
      ${THROTTLE_WINDOW_SECONDS}, ${MAX_FAILURES_PER_PAIR}, ${MAX_FAILURES_PER_ADDRESS})`.execute(db);
  const taken = rows[0];
  if (!taken || taken.attempt_id === null) {
    const until = taken?.blocked_until?.getTime() ?? Date.now() + THROTTLE_WINDOW_SECONDS * 1000;
    throw new TryLater(429, 'api.throttle.tooMany', (until - Date.now()) / 1000);
  }
  return {
    id: Number(taken.attempt_id),
    slowDown: Number(taken.account_failures) >= SLOW_DOWN_AFTER_ACCOUNT_FAILURES,
  };
}

/**
 * The one way a guess is checked: takes the attempt (429 when blocked), waits SLOW_DOWN_MS when the account is
 * failing from many addresses, then runs `check`, whose answer is a pass when truthy (true, or what the guess
 * unlocked) and is returned. A failed check stays counted; a passed one forgives this pair's failures; a check that
 * could not run (the server busy, the client gone, an error) gives the attempt back.
 */
export async function guardedAttempt<T>(db: Db, attempt: Attempt, check: () => Promise<T>): Promise<T> {
  const taken = await takeAttempt(db, attempt);
  if (taken.slowDown) await new Promise((resolve) => setTimeout(resolve, SLOW_DOWN_MS));
  let outcome: T;
  try {
    outcome = await check();
  } catch (error) {
    await db.deleteFrom('auth_failures').where('id', '=', taken.id).execute();
    throw error;
  }
  if (outcome) await clearFailures(db, attempt);
  return outcome;
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
