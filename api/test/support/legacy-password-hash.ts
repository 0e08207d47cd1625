import { randomBytes, scryptSync } from 'node:crypto';

/**
 * A hash as the api made them before argon2id (docs/auth.md#stored-passwords): `scrypt$N$r$p$salt$key` with N=2^17,
 * r=8, p=1 (until the change to argon2id) or, by default, N=2^14 (before that). Accounts that have not logged in
 * since still have one.
 */
export function legacyHash(password: string, N: 16384 | 131072 = 16384): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 160 * 1024 * 1024 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
