import { scrypt as scryptCallback } from 'node:crypto';
import { type Algorithm, hashRaw, type Version } from '@node-rs/argon2';

/**
 * The formats of a stored password hash (docs/auth.md#stored-passwords). Each names the parameters it was made with,
 * so a hash keeps verifying with its own parameters after today's change, and can be told apart as outdated.
 *
 * - argon2id, today's: the PHC string `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<key>` (standard base64
 *   without padding), the format every argon2 library reads.
 * - scrypt, before: `scrypt$N$r$p$salt$key` (base64url), N=2^17 or, earlier still, N=2^14; verified, never made.
 */
export type Argon2idParameters = { memoryKiB: number; passes: number; lanes: number; keyLength: number };
type ScryptParameters = { N: number; r: number; p: number };

export type ParsedHash =
  | ({ kind: 'argon2id'; salt: Buffer; key: Buffer } & Argon2idParameters)
  | ({ kind: 'scrypt'; salt: Buffer; key: Buffer } & ScryptParameters);

// @node-rs/argon2 declares these as `const enum`s, which a per-file compiler (swc) cannot inline: their values.
const ARGON2ID = 2 as Algorithm;
const VERSION_0x13 = 1 as Version;

// Bounds on the parameters read from a stored hash: a damaged row must not make a login allocate gigabytes or run
// for minutes.
const MAX_ARGON2_MEMORY_KIB = 256 * 1024;
const MAX_ARGON2_PASSES = 16;
const MAX_LANES = 16;
const MAX_SCRYPT_LOG2_N = 20;
const MAX_SCRYPT_R = 32;
const MIN_SALT_BYTES = 8;
const MAX_SALT_BYTES = 64;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 64;

const decimal = (text: string | undefined) => (text && /^[1-9][0-9]{0,7}$/.test(text) ? Number(text) : Number.NaN);
const within = (n: number, low: number, high: number) => Number.isSafeInteger(n) && n >= low && n <= high;
const isPowerOfTwo = (n: number) => Number.isSafeInteger(n) && n > 1 && (n & (n - 1)) === 0;
const base64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');
const fromBase64 = (text: string | undefined) =>
  text && /^[A-Za-z0-9+/]+$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
const sizesOk = (salt: Buffer, key: Buffer) =>
  within(salt.length, MIN_SALT_BYTES, MAX_SALT_BYTES) && within(key.length, MIN_KEY_BYTES, MAX_KEY_BYTES);

function parseArgon2id(stored: string): ParsedHash | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored);
  if (!match) return null;
  const [memoryKiB, passes, lanes] = [decimal(match[1]), decimal(match[2]), decimal(match[3])];
  const salt = fromBase64(match[4]);
  const key = fromBase64(match[5]);
  if (!within(lanes, 1, MAX_LANES) || !within(passes, 1, MAX_ARGON2_PASSES)) return null;
  // Argon2 needs at least 8 KiB per lane.
  if (!within(memoryKiB, 8 * lanes, MAX_ARGON2_MEMORY_KIB) || !sizesOk(salt, key)) return null;
  return { kind: 'argon2id', memoryKiB, passes, lanes, keyLength: key.length, salt, key };
}

function parseScrypt(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [decimal(parts[1]), decimal(parts[2]), decimal(parts[3])];
  if (!isPowerOfTwo(N) || N > 2 ** MAX_SCRYPT_LOG2_N || !within(r, 1, MAX_SCRYPT_R) || !within(p, 1, MAX_LANES))
    return null;
  const salt = Buffer.from(parts[4] as string, 'base64url');
  const key = Buffer.from(parts[5] as string, 'base64url');
  return sizesOk(salt, key) ? { kind: 'scrypt', N, r, p, salt, key } : null;
}

/** A stored hash of ours with its parameters, or null for anything else (a social login's placeholder, damage). */
export function parseHash(stored: string): ParsedHash | null {
  return parseArgon2id(stored) ?? parseScrypt(stored);
}

/** The argon2id key of a password (asynchronous: libuv's thread pool, never the event loop). */
export function argon2idKey(password: string, salt: Buffer, parameters: Argon2idParameters): Promise<Buffer> {
  return hashRaw(password, {
    algorithm: ARGON2ID,
    version: VERSION_0x13,
    memoryCost: parameters.memoryKiB,
    timeCost: parameters.passes,
    parallelism: parameters.lanes,
    outputLen: parameters.keyLength,
    salt,
  });
}

export function formatArgon2id(parameters: Argon2idParameters, salt: Buffer, key: Buffer): string {
  const { memoryKiB, passes, lanes } = parameters;
  return `$argon2id$v=19$m=${memoryKiB},t=${passes},p=${lanes}$${base64(salt)}$${base64(key)}`;
}

/** The scrypt key of a password, for hashes made before argon2id (asynchronous, like argon2idKey). */
function scryptKey(password: string, salt: Buffer, { N, r, p }: ScryptParameters, length: number) {
  // Node refuses scrypt above maxmem (32 MiB by default); allow what these parameters need, plus headroom.
  const maxmem = 128 * N * r * p + 16 * 1024 * 1024;
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password, salt, length, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The key a stored hash's own algorithm and parameters derive from `password`. */
export function keyFor(password: string, hash: ParsedHash): Promise<Buffer> {
  return hash.kind === 'argon2id'
    ? argon2idKey(password, hash.salt, hash)
    : scryptKey(password, hash.salt, hash, hash.key.length);
}
