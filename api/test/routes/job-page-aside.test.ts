import { buildTestApp, type TestApp } from '../helper';
import { fixtureJobId } from '../fixtures';
import { rootMarkup } from '../support/markup';

// The job page's first HTML has mfe-jobs' two-column structure (docs/pages.md#server-rendered-content): the aside with
// the Apply card and the company before the main column, so React's takeover moves nothing; and its dates read as
// the language says them ("Veröffentlicht gestern", never "Veröffentlicht am gestern", docs/i18n.md#formats).
describe('the job page and job cards as first served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // The fixtures are dated when the test database is seeded; a run that crosses midnight between the seed and this
    // file read "2 days ago" for the job published a day before the seed (a CI started at 23:51). Dated from now here.
    const day = 24 * 60 * 60 * 1000;
    for (const [url, days] of [
      ['softwareentwickler-m-w-d-berlin', 1],
      ['customer-service-representative-with-dutch-lisbon', 3],
    ] as const)
      await t.db
        .updateTable('jobs')
        .set({ published_at: new Date(Date.now() - days * day) })
        .where('url', '=', url)
        .execute();
  });
  afterAll(() => t.close());

  const html = async (url: string, locale = 'en') =>
    rootMarkup((await t.app.inject({ url, headers: { accept: 'text/html', cookie: `locale=${locale}` } })).body);

  it('puts the Apply card and the company in an aside named by the title, before the description', async () => {
    const id = await fixtureJobId(t.db, 'softwareentwickler-m-w-d-berlin');
    const api = (await t.app.inject(`/api/job?id=${id}`)).json();
    const page = await html('/jobs/softwareentwickler-m-w-d-berlin');
    const aside =
      /<aside class="sk-aside-layout__aside jobs-detail-aside" aria-labelledby="([^"]+)">([\s\S]*?)<\/aside>/.exec(
        page,
      );
    expect(aside?.[1]).toBe(`jobs-detail-title-${id}`);
    const inner = aside?.[2] ?? '';
    expect(inner).toContain('<div class="sk-card sk-card--sticky jobs-apply-card">');
    // mfe-jobs' own ApplyButton (docs/architecture.md#one-rendering): a guest's Apply is a button that keeps the
    // intent and opens log in once the page has its JavaScript.
    expect(inner).toContain('<button type="button" class="sk-button sk-button--primary jobs-apply">');
    expect(inner).toContain('<dt>Salary</dt><dd lang="de">55.000 - 65.000 €</dd>');
    expect(inner).toContain('<dt>Location</dt><dd>Berlin, Germany</dd>');
    expect(inner).toMatch(/<p class="jobs-apply-posted">Published <time [^>]+>yesterday<\/time>/);
    expect(inner).toContain(
      `<h2 id="jobs-detail-title-${id}-company" class="sk-card-title">${api.job.company.name}</h2>`,
    );
    expect(inner).toContain(`href="/jobs-at-${api.job.company.slug}"`);
    expect(inner).toContain(`All jobs at ${api.job.company.name}`);
    // The main column follows, with the description.
    expect(page.indexOf('sk-aside-layout__main jobs-detail-main')).toBeGreaterThan(page.indexOf('</aside>'));
    expect(page.indexOf('Wir suchen Verstärkung')).toBeGreaterThan(page.indexOf('</aside>'));
  });

  it('in German, a recent date reads "Veröffentlicht gestern", never "Veröffentlicht am gestern"', async () => {
    const list = await html('/jobs', 'de');
    const cards = [...list.matchAll(/<p class="jobs-card-date">(.*?)<\/p>/g)].map((match) => match[1] ?? '');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.some((text) => /^Veröffentlicht <time [^>]+>gestern<\/time>/.test(text))).toBe(true);
    expect(cards.some((text) => /^Veröffentlicht <time [^>]+>vor 3 Tagen<\/time>/.test(text))).toBe(true);
    for (const text of cards) expect(text).not.toMatch(/Veröffentlicht am <time [^>]+>(heute|gestern|vorgestern|vor )/);
    const page = await html('/jobs/softwareentwickler-m-w-d-berlin', 'de');
    expect(page).toMatch(/<p class="jobs-apply-posted">Veröffentlicht <time [^>]+>gestern<\/time>/);
  });

  it('lays a job card out compact: place, badge and salary on one line, the date beside Save', async () => {
    const list = await html('/jobs');
    expect(list).toContain('<article class="sk-card sk-card--interactive sk-card--compact jobs-card">');
    expect(list).toMatch(
      /<p class="jobs-card-meta"><span class="jobs-card-location">Berlin, Germany<\/span><span class="sk-badge sk-badge--info">Hybrid<\/span><span class="jobs-card-salary" lang="de">55.000 - 65.000 €<\/span><\/p>/,
    );
    expect(list).toMatch(
      /<div class="jobs-card-foot"><p class="jobs-card-date">.*?<\/p><button [^>]*type="button" class="sk-button sk-button--secondary jobs-favorite"/,
    );
  });
});
