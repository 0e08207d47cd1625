import { buildTestApp, type TestApp } from '../helper';
import { rootMarkup } from '../support/markup';

// Pages and job-list SEO texts in the visitor's language (docs/i18n.md#choosing-the-language,
// docs/i18n.md#on-the-server). The guests' job-list cache is on, so answers in two languages share it.
describe('pages and job lists in the visitor’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOB_LIST_CACHE_SECONDS: '600' });
  });
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });
  const seo = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers })).json().seo;
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('says the language in <html lang> and varies by cookie and Accept-Language', async () => {
    const english = await page('/jobs');
    expect(english.body).toMatch(/^<!doctype html><html lang="en"[ >]/i);
    expect(english.body.match(/\slang=/g)?.length).toBeGreaterThanOrEqual(1);
    expect(title(english.body)).toBe('Jobs in Europe | EuLangJobs');
    expect(english.headers.vary).toMatch(/Cookie/);
    expect(english.headers.vary).toMatch(/Accept-Language/);
    const compressed = await page('/jobs', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers.vary).toMatch(/Cookie/);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const list = await t.app.inject({ url: '/api/jobs', headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers.vary).toMatch(/Cookie/);
    expect(list.headers.vary).toMatch(/Accept-Language/);

    const polish = await page('/jobs', { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(polish.body).toMatch(/^<!doctype html><html lang="pl"[ >]/i);
    // Only one lang on <html>: the template's own was replaced.
    expect(/<html[^>]*>/i.exec(polish.body)?.[0].match(/lang=/g)).toHaveLength(1);
    expect(title(polish.body)).toBe('Praca w Europie | EuLangJobs');

    const german = await page('/jobs', { cookie: 'locale=de', 'accept-language': 'pl' });
    expect(german.body).toMatch(/<html lang="de"/);
    expect(title(german.body)).toBe('Jobs in Europa | EuLangJobs');
  });

  it("renders the page's content in the visitor's language, with the screens' own words and job contents marked", async () => {
    const main = rootMarkup;
    const list = main((await page('/jobs', { 'accept-language': 'pl' })).body);
    expect(list).toContain('Zaloguj się');
    expect(list).toMatch(/Filtry \(0\)/);
    expect(list).toMatch(/<strong>[\d\s\u00a0]+\+?<\/strong> ofert/);
    expect(list).not.toMatch(/jobs found|Log in|Latest jobs only|shell\.|jobs\.[a-z]+\.[a-z]/);
    // Reference names in Polish too: the jobs' languages and countries (cities stay as given).
    expect(list).toMatch(/<li class="jobs-language"><span class="sk-chip"><span>(angielski|niemiecki)/);
    expect(list).not.toMatch(/<li class="jobs-language"><span class="sk-chip"><span>(English|German)[ <]/);
    // The switcher, as a form the api answers without JavaScript, names Polish as chosen.
    expect(list).toMatch(/<form class="sk-language navbar__language" action="\/api\/locale" method="post">/);
    expect(list).toMatch(/<option value="pl" lang="pl" selected="">Polski<\/option>/);
    const home = main((await page('/', { cookie: 'locale=de' })).body);
    expect(home).toContain('<h1>Jobs in Europa für Menschen, die Sprachen sprechen</h1>');
    expect(home).toContain('Stellen nach Sprache');
    // Places named in German by the platform (Intl.DisplayNames), as the React home page names them.
    expect(home).toContain('>Tschechien<');
    expect(home).not.toMatch(/Jobs by language|Search jobs/);
    const notFound = main((await page('/nope/nope', { 'accept-language': 'fr' })).body);
    expect(notFound).toContain('Page introuvable');
  });

  it('writes the job-list SEO texts from the same filters in each language, names from Intl where a code is known', async () => {
    const url = '/api/jobs-in-Germany-for-German-speakers';
    const english = await seo(url);
    expect(english.h1).toBe('Jobs for German speakers in Germany');
    expect(english.title).toBe('Jobs for German speakers in Germany | EuLangJobs');
    expect(english.text).toMatch(/^\d+ offers? for multilingual candidates and expats\. Apply in your languages\.$/);

    // The cache is shared by guests, but keyed by language: each language gets its own texts.
    const polish = await seo(url, { 'accept-language': 'pl' });
    expect(polish.h1).toBe('Praca – Niemcy – języki: niemiecki');
    expect(polish.text).toMatch(
      /^\d+ ofert[ay]? dla wielojęzycznych kandydatów i ekspatów\. Aplikuj w swoich językach\.$/,
    );
    const german = await seo(url, { cookie: 'locale=de' });
    expect(german.h1).toBe('Jobs in Deutschland – Sprachen: Deutsch');
    const spanish = await seo(`${url}/2`, { cookie: 'locale=es' });
    expect(spanish.title).toBe('Empleos en Alemania – idiomas: alemán – página 2 | EuLangJobs');
    // And the English answer is still the English one.
    expect((await seo(url)).h1).toBe('Jobs for German speakers in Germany');

    // Remote, a city (no code: as stored), several languages.
    expect((await seo('/api/remote-jobs-for-Polish-speakers', { 'accept-language': 'pl' })).h1).toBe(
      'Praca zdalna w Europie – języki: polski',
    );
    expect((await seo('/api/jobs-in-Berlin-for-German+French-speakers', { 'accept-language': 'fr' })).h1).toBe(
      'Emplois – Berlin – langues : allemand + français',
    );
  });

  it('says the same texts on the served page as in GET /api{path}', async () => {
    const polish = await page('/jobs-in-Germany-for-German-speakers', { 'accept-language': 'pl' });
    expect(title(polish.body)).toBe('Praca – Niemcy – języki: niemiecki | EuLangJobs');
    expect(polish.body).toMatch(/<h1[^>]*>Praca – Niemcy – języki: niemiecki<\/h1>/);
  });

  it('a job’s head: its own words as posted, the sentence and the country in the language', async () => {
    const english = await page('/jobs/inzynier-oprogramowania-remote');
    expect(title(english.body)).toBe('Inżynier oprogramowania - Atlantic Customer Care - Poland | EuLangJobs');
    const polish = await page('/jobs/inzynier-oprogramowania-remote', { 'accept-language': 'pl' });
    expect(title(polish.body)).toBe('Inżynier oprogramowania – Atlantic Customer Care – Polska | EuLangJobs');
    expect(polish.body).toContain(
      '<meta name="description" content="Inżynier oprogramowania w firmie Atlantic Customer Care – Polska. Jesteśmy',
    );
    const id = (
      await t.db
        .selectFrom('jobs')
        .select('id')
        .where('url', '=', 'inzynier-oprogramowania-remote')
        .executeTakeFirstOrThrow()
    ).id;
    const api = (await t.app.inject({ url: `/api/job?id=${id}`, headers: { cookie: 'locale=de' } })).json();
    expect(api.seo.title).toBe('Inżynier oprogramowania – Atlantic Customer Care – Polen | EuLangJobs');
  });

  it('a plural count in Polish: one, few and many', async () => {
    const { jobListSeo } = await import('../../src/services/jobs/seo');
    const labels = { languages: [], location: null, remote: null, skill: null, company: null };
    const text = (total: number, capped = false) =>
      jobListSeo({ labels, total, capped, page: null, canonical: '', locale: 'pl' }).text;
    expect(text(1)).toMatch(/^1 oferta /);
    expect(text(3)).toMatch(/^3 oferty /);
    expect(text(5)).toMatch(/^5 ofert /);
    expect(text(22)).toMatch(/^22 oferty /);
    expect(text(1000, true)).toMatch(/^1000\+ ofert /);
  });
});
