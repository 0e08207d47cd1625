import { randomBytes, scryptSync } from 'node:crypto';

/**
 * A hash as the api made them before the parameters were raised: the same format with N=2^14, r=8, p=1 (accounts
 * that have not logged in since still have one).
 */
export function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
