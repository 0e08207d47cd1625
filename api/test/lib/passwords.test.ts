import { isCommonPassword } from '../../src/lib/common-passwords';
import { say, translator } from '../../src/i18n/catalogues';
import { hashPassword, passwordProblems, verifyPassword } from '../../src/lib/passwords';
import { createToken, hashToken } from '../../src/lib/tokens';
import { legacyHash } from '../support/legacy-password-hash';

describe('password hashes', () => {
  it('are scrypt with N=2^17, r=8, p=1 and a random salt, named in the hash', async () => {
    const a = await hashPassword('violet-harbour-42');
    const b = await hashPassword('violet-harbour-42');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('violet-harbour-42', a)).toEqual({ valid: true, needsRehash: false });
    expect(await verifyPassword('violet-harbour-43', a)).toEqual({ valid: false, needsRehash: false });
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

  it('a hash made with the older parameters still verifies and asks to be replaced', async () => {
    const old = legacyHash('violet-harbour-42');
    expect(await verifyPassword('violet-harbour-42', old)).toEqual({ valid: true, needsRehash: true });
    expect(await verifyPassword('violet-harbour-43', old)).toEqual({ valid: false, needsRehash: false });
  });

  it('matches nothing with what is not a hash of ours, including absurd parameters', async () => {
    const old = legacyHash('violet-harbour-42').split('$');
    for (const stored of [
      'garbage',
      '!oidc',
      '',
      ['scrypt', 2 ** 30, 8, 1, old[4], old[5]].join('$'),
      ['scrypt', 16383, 8, 1, old[4], old[5]].join('$'),
      ['scrypt', 16384, 8000, 1, old[4], old[5]].join('$'),
      ['scrypt', 16384, 8, 1, old[4], ''].join('$'),
      ['scrypt', '1e4', 8, 1, old[4], old[5]].join('$'),
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
