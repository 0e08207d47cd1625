import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS, PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';
import { type Text, text } from '../i18n/catalogues';
import { isCommonPassword } from './common-passwords';
import { createHashingQueue, type HashTurn } from './hashing-queue';
import {
  type Argon2idParameters,
  argon2idKey,
  formatArgon2id,
  keyFor,
  type ParsedHash,
  parseHash,
} from './password-formats';

/**
 * Password hashes (rules in docs/auth.md#stored-passwords). New hashes are argon2id with OWASP's first listed
 * configuration: 46 MiB of memory, one pass, one lane; about 20 to 40 ms on this machine where scrypt with 128 MiB
 * took 0.4 to 1 s (docs/auth.md#how-fast-a-sign-in-is). Every hash names its parameters (password-formats.ts), so a
 * hash made otherwise (scrypt, or other argon2id parameters) still verifies and is replaced on the next successful
 * verification.
 */
const CURRENT: Argon2idParameters = { memoryKiB: 46 * 1024, passes: 1, lanes: 1, keyLength: 32 };
const SALT_BYTES = 16;

/**
 * At most two hashes at once, each on one of libuv's 4 threads: more gain nothing on a 2-core machine, the memory
 * stays bounded (2 x 46 MiB now; 2 x 128 MiB for an old scrypt hash), and the other threads stay free for file and
 * DNS work. The others wait their turn, first come first served, in a bounded queue where one client address holds
 * a few places at most (hashing-queue.ts, docs/security.md#password-hashing-under-load).
 */
export const hashingQueue = createHashingQueue({ running: 2, waiting: 20, perCaller: 4 });

// One password, one string of bytes, however it was typed (composed or decomposed accents).
const normalised = (password: string) => password.normalize('NFKC');

/** A new hash of `password`, in `turn`'s place in the queue (no turn: the seed, tests). */
export async function hashPassword(password: string, turn?: HashTurn): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await hashingQueue.run(() => argon2idKey(normalised(password), salt, CURRENT), turn);
  return formatArgon2id(CURRENT, salt, key);
}

/** Whether a stored hash was made otherwise than new hashes are (so it should be replaced). */
function isOutdated(hash: ParsedHash): boolean {
  if (hash.kind !== 'argon2id') return true;
  return (
    hash.memoryKiB !== CURRENT.memoryKiB ||
    hash.passes !== CURRENT.passes ||
    hash.lanes !== CURRENT.lanes ||
    hash.keyLength !== CURRENT.keyLength
  );
}

export type PasswordCheck = {
  valid: boolean;
  /** The password matched a hash made with older parameters: store `hashPassword(password)` in its place. */
  needsRehash: boolean;
};

/**
 * Checks `password` against a stored hash, with the algorithm and parameters the hash names. Something that is not a
 * hash of ours (the placeholder of accounts created by a social login, a damaged row) matches nothing, after the same
 * work as a real check, so the answer time does not tell such accounts apart.
 */
export async function verifyPassword(password: string, stored: string, turn?: HashTurn): Promise<PasswordCheck> {
  const hash = parseHash(stored);
  if (!hash) {
    await verifyPassword(password, dummyPasswordHash(), turn);
    return { valid: false, needsRehash: false };
  }
  const actual = await hashingQueue.run(() => keyFor(normalised(password), hash), turn);
  const valid = timingSafeEqual(actual, hash.key);
  return { valid, needsRehash: valid && isOutdated(hash) };
}

/**
 * A hash with today's parameters that no password matches (a random key), verified when a login names an unknown
 * email so both paths take as long. Made without hashing, so even the first such login is not slower.
 */
const DUMMY_HASH = formatArgon2id(CURRENT, randomBytes(SALT_BYTES), randomBytes(CURRENT.keyLength));
export function dummyPasswordHash(): string {
  return DUMMY_HASH;
}

// --- Password rules (stated on the register and reset forms; enforced here) ------------------------------------

const PASSWORD_MAX_LENGTH = ACCOUNT_LIMITS.password;
const PASSWORD_TOO_COMMON = text('api.password.tooCommon');

/** Problems with a new password, as the texts of a 422 on `password` (empty: acceptable). */
export function passwordProblems(password: string, email?: string | null): Text[] {
  const problems: Text[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(text('api.password.minLength', { field: 'password', limit: String(PASSWORD_MIN_LENGTH) }));
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(text('api.password.maxLength', { field: 'password', limit: String(PASSWORD_MAX_LENGTH) }));
  // A password of the wrong length is told only that: it has to change anyway.
  if (problems.length > 0) return problems;
  const lower = password.trim().toLowerCase();
  const mail = email?.trim().toLowerCase();
  if (mail && (lower === mail || lower === mail.split('@')[0]))
    problems.push(text('api.password.notEmail', { field: 'password' }));
  if (isCommonPassword(lower) || /^(.)\1+$/.test(lower)) problems.push(PASSWORD_TOO_COMMON);
  return problems;
}
