import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from 'shared-kit/contracts';

/**
 * Password hashes: scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash` (base64url), so the parameters can
 * be raised later without invalidating existing hashes.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// Node's default maxmem (32 MiB) is exactly 128 * N * r; leave headroom for larger parameters read from a hash.
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified when a login names an unknown email so both paths take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

// --- Password rules (stated on the register and reset forms; enforced here) ------------------------------------

export { PASSWORD_MIN_LENGTH };
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A small list of passwords that guessing attacks try first (from the public "most common passwords" lists,
 * those of 10+ characters plus the site's own name). Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890', '0123456789', '12345678910', '1234567891', '0987654321', '1111111111', '0000000000',
  '1q2w3e4r5t', 'qwertyuiop', 'qwerty1234', 'qwerty12345', 'password12', 'password123', 'password1234',
  'passw0rd123', 'iloveyou12', 'iloveyou123', 'abcdefghij', 'abc1234567', 'abcd123456', 'letmein123',
  'welcome123', 'welcome1234', 'football12', 'football123', 'baseball12', 'princess12', 'sunshine12',
  'superman12', 'starwars12', 'trustno1234', 'monkey1234', 'dragon1234', 'master1234', 'asdfghjkl1',
  'asdfghjkl;', 'zxcvbnm123', '1qaz2wsx3edc', 'qazwsxedc123', 'changeme123', 'administrator', 'adminadmin',
  'admin12345', 'test123456', 'testtest12', 'eulangjobs', 'eulangjobs1', 'eulangjobs123', 'demo-password',
  'passwordpassword', 'aaaaaaaaaa', 'qwertyqwerty', '11111111111', '123123123123', '12341234',
]);

/** Problems with a new password, as the texts of a 422 on `password` (empty: acceptable). */
export function passwordProblems(password: string, email?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`The password must not be greater than ${PASSWORD_MAX_LENGTH} characters.`);
  const lower = password.trim().toLowerCase();
  const mail = email?.trim().toLowerCase();
  if (mail && (lower === mail || lower === mail.split('@')[0])) problems.push('The password must not be your email address.');
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(lower)) problems.push('This password is too common. Please choose another one.');
  return problems;
}
