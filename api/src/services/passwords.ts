import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { type Text, text } from '../i18n/catalogues';
import { addressOf } from '../lib/client-address';
import { clientGoneSignal } from '../lib/client-gone';
import type { HashTurn } from '../lib/hashing-queue';
import { dummyPasswordHash, hashPassword, passwordProblems, verifyPassword } from '../lib/passwords';

const CONFIRMATION_MISMATCH = text('api.validation.confirmation', { field: 'password' });

/** The 422 field errors shared by register, reset and update-password: rules, then the confirmation. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  email: string | null,
): Record<string, Text[]> {
  const errors: Record<string, Text[]> = {};
  const problems = passwordProblems(password, email);
  if (problems.length > 0) errors.password = problems;
  if (password !== confirmation) errors.password_confirmation = [CONFIRMATION_MISMATCH];
  return errors;
}

/**
 * The place of a request in the hashing queue: its client address (one address holds a few places at most) and the
 * signal of its client going away (its turn is then dropped). docs/security.md#password-hashing-under-load.
 */
export function hashTurnOf(request: FastifyRequest, reply: FastifyReply): HashTurn {
  return { caller: addressOf(request.ip), signal: clientGoneSignal(reply.raw) };
}

export type PasswordAccount = { id: number; password_hash: string };

/** The id and password hash of an account, for `verifyAccountPassword`. */
export function passwordAccount(db: Db, userId: number): Promise<PasswordAccount | undefined> {
  return db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The one way a password is checked against an account (login, and the password asked for in account settings).
 * With no account it checks against a dummy hash, so the answer time does not reveal which emails exist. A password
 * that matches a hash made with older parameters is hashed again with today's and stored (docs/auth.md); only if
 * the hash has not changed meanwhile, so a password change at the same moment wins.
 */
export async function verifyAccountPassword(
  db: Db,
  account: PasswordAccount | undefined,
  password: string,
  turn: HashTurn,
): Promise<boolean> {
  const check = await verifyPassword(password, account?.password_hash ?? dummyPasswordHash(), turn);
  if (!account || !check.valid) return false;
  if (check.needsRehash) {
    const upgraded = await hashPassword(password, turn);
    await db
      .updateTable('users')
      .set({ password_hash: upgraded })
      .where('id', '=', account.id)
      .where('password_hash', '=', account.password_hash)
      .execute();
  }
  return true;
}
