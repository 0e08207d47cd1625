import { seedCompanyLogos } from '../../src/db/seed';
import { initialsOf } from '../../src/db/seed/logos';
import { databaseFileStorage, FileRejected, MAX_FILE_BYTES } from '../../src/services/file-storage';
import { useTestApp } from '../helper';

describe('stored files and company logos', () => {
  const t = useTestApp();

  const landingLogos = async () =>
    ((await t.app.inject('/api/company-landing')).json().companies as { name: string; logo: string | null }[]).map(
      ({ name, logo }) => ({ name, logo }),
    );

  it('serves every logo the company landing lists: an SVG of the initials, ETag, a year of caching, no cookie', async () => {
    const logos = await landingLogos();
    expect(logos.length).toBeGreaterThan(0);
    for (const { name, logo } of logos) {
      expect(logo).toMatch(/^\/files\/\d+\/[a-z0-9-]+\.svg$/);
      const response = await t.app.inject(logo as string);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96"/);
      expect(response.body).toContain(`>${initialsOf(name)}</text>`);
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 304 to a request that already holds the current ETag', async () => {
    const [{ logo }] = await landingLogos();
    const first = await t.app.inject(logo as string);
    const again = await t.app.inject({
      url: logo as string,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ url: logo as string, headers: { 'if-none-match': '"0000"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('gives 404 for an unknown file, a wrong name and a private file; 422 naming a malformed id', async () => {
    const [{ logo }] = await landingLogos();
    const id = (logo as string).split('/')[2];
    expect((await t.app.inject(`/files/${id}/other-company.svg`)).statusCode).toBe(404);
    expect((await t.app.inject('/files/999999999/x.svg')).statusCode).toBe(404);

    const storage = databaseFileStorage(t.db);
    const user = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const cv = await storage.save({
      kind: 'cv',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4'),
      public: false,
      ownerUserId: user.id,
    });
    const privateFile = await t.app.inject(`/files/${cv.id}/cv.pdf`);
    expect(privateFile.statusCode).toBe(404);
    expect(privateFile.body).not.toContain('PDF');
    await storage.remove(cv.id);

    for (const bad of ['abc', '0', '99999999999999999999999', '-1']) {
      const response = await t.app.inject(`/files/${bad}/x.svg`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
  });

  it('stores the same bytes once, and refuses unknown types and oversized files', async () => {
    const storage = databaseFileStorage(t.db);
    const input = {
      kind: 'company-logo' as const,
      filename: 'test-logo.svg',
      contentType: 'image/svg+xml' as const,
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      public: true,
      companyId: 2,
    };
    const first = await storage.save(input);
    const second = await storage.save(input);
    expect(second.id).toBe(first.id);
    expect((await storage.read(first.id))?.data.toString()).toBe(input.data.toString());
    await storage.remove(first.id);
    expect(await storage.read(first.id)).toBeNull();

    await expect(storage.save({ ...input, contentType: 'text/html' as never })).rejects.toBeInstanceOf(FileRejected);
    await expect(storage.save({ ...input, filename: '../etc/passwd' })).rejects.toBeInstanceOf(FileRejected);
    await expect(storage.save({ ...input, data: Buffer.alloc(MAX_FILE_BYTES + 1) })).rejects.toBeInstanceOf(
      FileRejected,
    );
  });

  it('gives demo companies seeded with the old unserved /static/logos paths a stored logo, once', async () => {
    await t.db
      .updateTable('companies')
      .set({ logo: '/static/logos/helix-data-labs.svg' })
      .where('id', '=', 3)
      .execute();
    expect(await seedCompanyLogos(t.db)).toBe(1);
    expect(await seedCompanyLogos(t.db)).toBe(0);
    const { logo } = await t.db.selectFrom('companies').select('logo').where('id', '=', 3).executeTakeFirstOrThrow();
    expect(logo).toMatch(/^\/files\/\d+\/helix-data-labs\.svg$/);
    expect((await t.app.inject(logo as string)).statusCode).toBe(200);
  });

  it('makes initials from the first two words, legal forms left out', () => {
    expect(initialsOf('Nordlicht Software GmbH')).toBe('NS');
    expect(initialsOf('Tallinn e-Services')).toBe('TE');
    expect(initialsOf('Kraków Software House')).toBe('KS');
    expect(initialsOf('Alpine Engineering AG')).toBe('AE');
  });
});
