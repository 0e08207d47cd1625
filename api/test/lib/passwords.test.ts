import { hash, parseOptions, verify } from '@node-rs/argon2';
import { isCommonPassword } from '../../src/lib/common-passwords';
import { say, translator } from '../../src/i18n/catalogues';
import { hashPassword, passwordProblems, verifyPassword } from '../../src/lib/passwords';
import { createToken, hashToken } from '../../src/lib/tokens';
import { legacyHash } from '../support/legacy-password-hash';

/** Today's hashes: argon2id, 46 MiB, one pass, one lane, 16 bytes of salt and 32 of key (docs/auth.md). */
const CURRENT_HASH = /^\$argon2id\$v=19\$m=47104,t=1,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('password hashes', () => {
  it('are argon2id with m=46 MiB, t=1, p=1 and a random salt, named in the hash', async () => {
    const a = await hashPassword('violet-harbour-42');
    const b = await hashPassword('violet-harbour-42');
    expect(a).toMatch(CURRENT_HASH);
    expect(a).not.toBe(b);
    expect(await verifyPassword('violet-harbour-42', a)).toEqual({ valid: true, needsRehash: false });
    expect(await verifyPassword('violet-harbour-43', a)).toEqual({ valid: false, needsRehash: false });
  });

  it('are standard PHC strings: another argon2 implementation reads and verifies them', async () => {
    const stored = await hashPassword('violet-harbour-42');
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 47104, timeCost: 1, parallelism: 1, outputLen: 32 });
    expect(await verify(stored, 'violet-harbour-42')).toBe(true);
    // And one made by that library with today's parameters verifies here, as current.
    const theirs = await hash('violet-harbour-42', { memoryCost: 47104, timeCost: 1, parallelism: 1 });
    expect(await verifyPassword('violet-harbour-42', theirs)).toEqual({ valid: true, needsRehash: false });
  });

  it('a password typed with decomposed accents matches the one typed composed', async () => {
    const stored = await hashPassword('cafe\u0301-harbour-42');
    expect((await verifyPassword('caf\u00e9-harbour-42', stored)).valid).toBe(true);
  });

  it('hashing leaves the event loop free', async () => {
    let finished = false;
    const hashing = hashPassword('violet-harbour-42').then(() => {
      finished = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    await hashing;
  });

  it('many hashes asked for at once all complete (they queue for their turn)', async () => {
    const passwords = ['first-of-five-1', 'second-of-five-2', 'third-of-five-3', 'fourth-of-five-4', 'fifth-of-five-5'];
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    const checks = await Promise.all(passwords.map((password, i) => verifyPassword(password, hashes[i] as string)));
    expect(checks.every((check) => check.valid)).toBe(true);
  });

  it.each([
    ['scrypt N=2^17 (until argon2id)', 131072],
    ['scrypt N=2^14 (before that)', 16384],
  ] as const)('a hash made with %s still verifies and asks to be replaced', async (_made, N) => {
    const old = legacyHash('violet-harbour-42', N);
    expect(await verifyPassword('violet-harbour-42', old)).toEqual({ valid: true, needsRehash: true });
    expect(await verifyPassword('violet-harbour-43', old)).toEqual({ valid: false, needsRehash: false });
  });

  it('an argon2id hash with other parameters still verifies and asks to be replaced', async () => {
    const other = await hash('violet-harbour-42', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword('violet-harbour-42', other)).toEqual({ valid: true, needsRehash: true });
    expect(await verifyPassword('violet-harbour-43', other)).toEqual({ valid: false, needsRehash: false });
  });

  it('matches nothing with what is not a hash of ours, including absurd parameters', async () => {
    const old = legacyHash('violet-harbour-42').split('$');
    const ours = (await hashPassword('violet-harbour-42')).split('$');
    const argon2 = (version: string, parameters: string, salt = ours[4], key = ours[5]) =>
      ['', 'argon2id', version, parameters, salt, key].join('$');
    for (const stored of [
      'garbage',
      '!oidc',
      '',
      ['scrypt', 2 ** 30, 8, 1, old[4], old[5]].join('$'),
      ['scrypt', 16383, 8, 1, old[4], old[5]].join('$'),
      ['scrypt', 16384, 8000, 1, old[4], old[5]].join('$'),
      ['scrypt', 16384, 8, 1, old[4], ''].join('$'),
      ['scrypt', '1e4', 8, 1, old[4], old[5]].join('$'),
      argon2('v=19', 'm=1073741824,t=1,p=1'),
      argon2('v=19', 'm=47104,t=100000,p=1'),
      argon2('v=19', 'm=47104,t=1,p=0'),
      argon2('v=19', 'm=4,t=1,p=1'),
      argon2('v=16', 'm=47104,t=1,p=1'),
      argon2('v=19', 'm=47104,t=1,p=1', ours[4], ''),
      argon2('v=19', 'm=47104,t=1,p=1', 'not base64!', ours[5]),
      ours.join('$').replace('argon2id', 'argon2i'),
    ]) {
      expect(await verifyPassword('violet-harbour-42', stored)).toEqual({ valid: false, needsRehash: false });
    }
  });
});

describe('common passwords', () => {
  it.each([
    ['an entry of the list', 'password123'],
    ['an entry from deep in the list', 'msoracle32re'],
    ['in another case and with spaces around', '  QwertyUiop '],
    ['a list entry with digits and symbols after it', 'sunshine2024!'],
    ["the site's name", 'EuLangJobs123'],
    ['one chunk repeated', 'adminadmin'],
    ['a run of digits', '9876543210'],
  ])('refuses %s', (_what, password) => {
    expect(isCommonPassword(password)).toBe(true);
    const english = translator('en');
    expect(passwordProblems(password).map((problem) => say(english, problem))).toContain(
      'This password is too common. Please choose another one.',
    );
  });

  it.each(['violet-harbour-42', 'amber-lighthouse-77', 'Sunshine over the fjord', '4815162342x'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});

describe('tokens', () => {
  it('makes 32-byte base64url tokens and stores only their sha256', () => {
    const token = createToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toHaveLength(32);
    expect(hashToken(token).equals(hashToken(token))).toBe(true);
  });
});
