import sharp from 'sharp';
import { fixtureJobId } from '../fixtures';
import { SAMPLE_CATEGORIES, samplePosts, useAppWithFakeWordPress } from '../support/fake-wordpress';
import { attr, findAll, parseHtml } from '../support/markup';

// Link previews (docs/pages.md#share-images): Facebook, LinkedIn and X show JPEG, PNG, GIF or WebP only, at
// 1200x630 for the large card; every page names one, with its size, text alternative and language.

const SITE = 'https://www.eulangjobs.test';
const RASTER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

describe('share images', () => {
  const { t } = useAppWithFakeWordPress(samplePosts(), SAMPLE_CATEGORIES, { PUBLIC_URL: SITE });

  /** The head's Open Graph and Twitter properties of a page, as a preview crawler reads them. */
  async function previewOf(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
    const doc = parseHtml(response.body);
    const metas = findAll(doc, (e) => e.name === 'meta');
    const property = (name: string) =>
      metas.filter((m) => attr(m, 'property') === name || attr(m, 'name') === name).map((m) => attr(m, 'content'));
    return { status: response.statusCode, property };
  }

  /** The picture behind an og:image address, fetched as a preview crawler does. */
  async function fetchImage(url: string) {
    const response = await t.app.inject(new URL(url).pathname);
    const info = response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null;
    return { response, info };
  }

  it('a job page names a 1200x630 PNG card of the job, which is served and cached for a year', async () => {
    const { property } = await previewOf('/jobs/softwareentwickler-m-w-d-berlin');
    const id = await fixtureJobId(t.db, 'softwareentwickler-m-w-d-berlin');
    const [url] = property('og:image');
    expect(url).toMatch(new RegExp(`^${SITE}/share/jobs/${id}/en/[0-9a-f]{32}\\.png$`));
    expect(property('og:image:type')).toEqual(['image/png']);
    expect(property('og:image:width')).toEqual(['1200']);
    expect(property('og:image:height')).toEqual(['630']);
    const [alt] = property('og:image:alt');
    expect(alt).toContain('Softwareentwickler (m/w/d)');
    expect(property('twitter:image:alt')).toEqual([alt]);
    expect(property('twitter:card')).toEqual(['summary_large_image']);

    const { response, info } = await fetchImage(url as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Drawn once, then read from the database.
    const hash = /([0-9a-f]{32})\.png$/.exec(url as string)?.[1] as string;
    const stored = await t.db.selectFrom('share_images').select('png').where('hash', '=', hash).executeTakeFirst();
    expect(stored?.png.equals(response.rawPayload)).toBe(true);
    expect((await fetchImage(url as string)).response.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it.each([
    '/',
    '/jobs',
    '/jobs-for-German-speakers',
    '/company',
    '/career-events',
    '/candidates/work-in-Europe',
    '/blog',
    '/eulangjobs/faq',
    // Issue 29: a minisite and an event's landing are public pages too.
    '/jobs-at-nordlicht-software-gmbh',
    '/german/speed-hiring-week',
  ])('%s names a raster picture that previews show, and it is served', async (path) => {
    const { status, property } = await previewOf(path);
    expect(status).toBe(200);
    const [url] = property('og:image');
    expect(url).toMatch(new RegExp(`^${SITE}/`));
    expect(RASTER_TYPES).toContain(property('og:image:type')[0]);
    expect(property('og:image:alt')[0]).toBeTruthy();
    expect(property('og:image:width')).toEqual(['1200']);
    expect(property('og:image:height')).toEqual(['630']);
    expect(property('twitter:card')).toEqual(['summary_large_image']);
    const { response, info } = await fetchImage(url as string);
    expect(response.statusCode).toBe(200);
    expect(info).toMatchObject({ width: 1200, height: 630 });
  });

  it("a minisite names its company's card: 'Jobs at' the company, with its logo, served and cached for a year", async () => {
    const { property } = await previewOf('/jobs-at-nordlicht-software-gmbh', { 'accept-language': 'de' });
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('slug', '=', 'nordlicht-software-gmbh')
      .executeTakeFirstOrThrow();
    const [url] = property('og:image');
    expect(url).toMatch(new RegExp(`^${SITE}/share/companies/${company.id}/de/[0-9a-f]{32}\\.png$`));
    expect(property('og:image:type')).toEqual(['image/png']);
    expect(property('og:image:width')).toEqual(['1200']);
    expect(property('og:image:height')).toEqual(['630']);
    expect(property('og:image:alt')).toEqual(['Jobs bei Nordlicht Software GmbH · EuLangJobs']);
    expect(property('twitter:card')).toEqual(['summary_large_image']);
    const { response, info } = await fetchImage(url as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // An old address of the card goes to the current one; an unknown company is not found.
    const old = await t.app.inject(`/share/companies/${company.id}/de/${'0'.repeat(32)}.png`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(new URL(url as string).pathname);
    expect((await t.app.inject(`/share/companies/999999999/de/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
  });

  it('says the page language in og:locale, with the other interface languages as alternates', async () => {
    const english = await previewOf('/jobs');
    expect(english.property('og:locale')).toEqual(['en_GB']);
    expect(english.property('og:locale:alternate').sort()).toEqual(['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pl_PL']);
    const polish = await previewOf('/', { 'accept-language': 'pl' });
    expect(polish.property('og:locale')).toEqual(['pl_PL']);
    expect(polish.property('og:locale:alternate')).not.toContain('pl_PL');
    // The site card in Polish: its own address, its words in the alt.
    expect(polish.property('og:image')[0]).toMatch(/\/share\/site\/pl\//);
    expect(polish.property('og:image:alt')[0]).toContain('Praca w Europie');
  });

  it('a blog post reads in its own language: og:locale from the post, no alternates', async () => {
    const post = await previewOf('/blog/work-in-the-netherlands', { 'accept-language': 'pl' });
    expect(post.property('og:locale')).toEqual(['nl_NL']);
    expect(post.property('og:locale:alternate')).toEqual([]);
    // Its own picture (a WebP), with its text alternative.
    expect(post.property('og:image')[0]).toMatch(/\.webp$/);
    expect(post.property('twitter:card')).toEqual(['summary_large_image']);
  });

  it('sends an address of an old card to the current one, and knows no other', async () => {
    const id = await fixtureJobId(t.db, 'softwareentwickler-m-w-d-berlin');
    const old = await t.app.inject(`/share/jobs/${id}/en/${'0'.repeat(32)}.png`);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toMatch(new RegExp(`^/share/jobs/${id}/en/[0-9a-f]{32}\\.png$`));
    for (const path of [
      `/share/jobs/${id}/xx/${'0'.repeat(32)}.png`,
      `/share/jobs/999999999/en/${'0'.repeat(32)}.png`,
      `/share/jobs/${id}/en/not-a-hash.png`,
      '/share/site/en/../../etc.png',
    ]) {
      expect({ path, status: (await t.app.inject(path)).statusCode }).toEqual({ path, status: 404 });
    }
  });
});
