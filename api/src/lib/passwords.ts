import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';
import { type Text, text } from '../i18n/catalogues';
import { isCommonPassword } from './common-passwords';

/**
 * Password hashes (rules in docs/auth.md): scrypt, stored as `scrypt$N$r$p$salt$key` (salt and key base64url), so
 * every hash names the parameters it was made with and the parameters can be raised without invalidating anything:
 * a hash made with other parameters still verifies and is replaced on the next successful verification.
 *
 * New hashes use OWASP's current recommendation for scrypt: N=2^17 (128 MiB), r=8, p=1.
 */
const SCRYPT_PARAMETERS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;
const SALT_BYTES = 16;

// Bounds on the parameters read from a stored hash: a damaged row must not make a login allocate gigabytes.
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 64;

/**
 * At most this many hashes at once. Each takes 128 * N * r bytes (128 MiB now) on one of libuv's 4 threads; more
 * at once gain nothing on a 2-core machine, and the other threads stay free for file and DNS work.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // A finished hash hands its place straight to the next one waiting, so none can slip in between.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

type Parameters = { N: number; r: number; p: number };

/** Asynchronous scrypt (libuv's thread pool): hashing never blocks the event loop. */
function scrypt(password: string, salt: Buffer, { N, r, p }: Parameters, length: number): Promise<Buffer> {
  // Node refuses scrypt above maxmem (32 MiB by default); allow what these parameters need, plus headroom.
  const maxmem = 128 * N * r * p + 16 * 1024 * 1024;
  return limited(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, length, { N, r, p, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
  const key = await scrypt(password, salt, { N, r, p }, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type ParsedHash = Parameters & { salt: Buffer; key: Buffer };

const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((text) => (/^[1-9][0-9]{0,7}$/.test(text) ? Number(text) : Number.NaN)) as [
    number,
    number,
    number,
  ];
  if (!isPowerOfTwo(N) || N > 2 ** MAX_LOG2_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4] as string, 'base64url');
  const key = Buffer.from(parts[5] as string, 'base64url');
  if (salt.length < 8 || key.length < MIN_KEY_BYTES || key.length > MAX_KEY_BYTES) return null;
  return { N, r, p, salt, key };
}

/** Whether a stored hash was made with other parameters than new hashes get (so it should be replaced). */
function isOutdated(hash: ParsedHash): boolean {
  const current = SCRYPT_PARAMETERS;
  return hash.N !== current.N || hash.r !== current.r || hash.p !== current.p || hash.key.length !== current.keyLength;
}

export type PasswordCheck = {
  valid: boolean;
  /** The password matched a hash made with older parameters: store `hashPassword(password)` in its place. */
  needsRehash: boolean;
};

/**
 * Checks `password` against a stored hash. Something that is not a hash of ours (the placeholder of accounts
 * created by a social login, a damaged row) matches nothing, after the same work as a real check, so the answer time
 * does not tell such accounts apart.
 */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const hash = parseHash(stored);
  if (!hash) {
    await verifyPassword(password, dummyPasswordHash());
    return { valid: false, needsRehash: false };
  }
  const actual = await scrypt(password, hash.salt, hash, hash.key.length);
  const valid = timingSafeEqual(actual, hash.key);
  return { valid, needsRehash: valid && isOutdated(hash) };
}

/**
 * A hash with today's parameters that no password matches (a random key), verified when a login names an unknown
 * email so both paths take as long. Made without hashing, so even the first such login is not slower.
 */
const DUMMY_HASH = (() => {
  const { N, r, p, keyLength } = SCRYPT_PARAMETERS;
  return [
    'scrypt',
    N,
    r,
    p,
    randomBytes(SALT_BYTES).toString('base64url'),
    randomBytes(keyLength).toString('base64url'),
  ].join('$');
})();
export function dummyPasswordHash(): string {
  return DUMMY_HASH;
}
// --- Password rules (stated on the register and reset forms; enforced here) ------------------------------------

const PASSWORD_MAX_LENGTH = 200;
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
