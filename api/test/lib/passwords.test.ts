import { hashPassword, verifyPassword } from '../../src/lib/passwords';
import { createToken, hashToken } from '../../src/lib/tokens';

describe('passwords and tokens', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('demo-password');
    const b = await hashPassword('demo-password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo-password', a)).toBe(true);
    expect(await verifyPassword('demo-passwort', a)).toBe(false);
    expect(await verifyPassword('demo-password', 'garbage')).toBe(false);
  });

  it('makes 32-byte base64url tokens and stores only their sha256', () => {
    const token = createToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toHaveLength(32);
    expect(hashToken(token).equals(hashToken(token))).toBe(true);
  });
});
