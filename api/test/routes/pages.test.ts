import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  buildJobListPath,
  LANDING_PAGE_ROUTES,
  PAGES,
  POPULAR_LANGUAGES,
  POPULAR_LOCATIONS,
  pageMeta,
} from 'shared-kit/contracts';
import { translator } from '../../src/i18n/catalogues';
import { ROUTES } from 'shared-kit/routes';
import { buildTestApp, type TestApp } from '../helper';
import { attr, byClass, findAll, one, parseHtml, rootMarkup, text } from '../support/markup';

/** A path of every route that is not data-driven, optional parameters left out (`/account/dashboard/:tab?`). */
// The landing pages and event entry routes show pages marketers build, which carry their own title once published (the
// seed publishes them): their head is checked by site-pages-first-html.test.ts. The blog's pages take theirs from the
// blog's server (blog-pages.test.ts).
const BUILT_LANDINGS: readonly string[] = Object.values(LANDING_PAGE_ROUTES);
const ROUTES_FOR_TESTS = ROUTES.filter(
  (route) =>
    !route.jobList &&
    route.id !== 'job' &&
    !route.id.startsWith('blog') &&
    !BUILT_LANDINGS.includes(route.id) &&
    !route.eventId,
).map((route) => route.path.replace(/\/:[a-zA-Z0-9]+\?/g, '').replace(/:[a-zA-Z0-9]+/g, 'x1'));

describe('HTML pages and static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });
  });
  afterAll(() => t.close());

  const appConfig = (html: string) => {
    const match = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    return match ? JSON.parse(match[1] as string) : null;
  };

  it('serves the shell index.html with the head filled for the path', async () => {
    const response = await t.app.inject({ url: '/jobs', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // /jobs takes its title from the job-list SEO data (seo-pages.test.ts covers the rest).
    expect(html).toContain('<title>Jobs in Europe | EuLangJobs</title>');
    // The built template's own title and its placeholders are gone; its scripts and styles stay.
    expect(html).not.toContain('EuLangJobs: jobs in Europe for multilingual candidates</title>');
    expect(html).not.toContain('<!--#');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]+multilingual[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="https://www.eulangjobs.test/jobs">');
    // The built template writes attributes unquoted where it can (`src=/main.x.js`): matched loosely.
    expect(html).toMatch(/<script[^>]* src="?\/main\.[0-9a-f]+\.js/);
    expect(appConfig(html)).toEqual({
      siteId: 'eulangjobs',
      version: '9.9.9-test',
      adminDashboardUrl: 'https://admin.example.test/admin',
    });
    // The XSRF cookie is set on pages too.
    expect(response.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
  const robots = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
  const root = rootMarkup;

  it('takes title and robots from the page table the client uses; private pages are noindex', async () => {
    expect(title((await t.app.inject('/')).body)).toBe('EuLangJobs - Jobs in Europe for multilingual candidates');
    expect(title((await t.app.inject('/login')).body)).toBe('Log in | EuLangJobs');
    expect(robots((await t.app.inject('/account/my-cvs')).body)).toBe('noindex, nofollow');
  });

  it("says the head in the visitor's language: the locale cookie, else Accept-Language", async () => {
    const polish = await t.app.inject({ url: '/login', headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' } });
    expect(title(polish.body)).toBe('Zaloguj się | EuLangJobs');
    const chosen = await t.app.inject({ url: '/login', headers: { 'accept-language': 'pl', cookie: 'locale=de' } });
    expect(title(chosen.body)).toBe('Anmelden | EuLangJobs');
    const unknown = await t.app.inject({ url: '/nope/nope', headers: { 'accept-language': 'fr' } });
    expect(title(unknown.body)).toBe('Page introuvable | EuLangJobs');
  });

  it.each(ROUTES_FOR_TESTS)('%s is served with the title and robots the client sets for it', async (path) => {
    const response = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
    const meta = pageMeta(path, translator('en'));
    expect(response.statusCode).toBe(200);
    expect(PAGES[meta.routeId]).toBeDefined();
    expect(title(response.body)).toBe(meta.title.replace(/&/g, '&amp;'));
    expect(robots(response.body)).toBe(meta.robots);
  });

  it('answers 404 with noindex for a path outside every route, with the not-found page for those without JavaScript', async () => {
    for (const path of ['/some/unknown/page', '/jobsx', '/account', '/company/nope/nope/nope/nope/nope']) {
      const response = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(robots(response.body)).toBe('noindex, follow');
      expect(title(response.body)).toBe('Page not found | EuLangJobs');
      // The shell still boots there (its scripts are in the page) and shows the same not-found page.
      expect(response.body).toContain('app-config');
      expect(root(response.body)).toContain('<h1>Page not found</h1>');
    }
  });

  it('renders the home page into the root element of the built template', async () => {
    const content = root((await t.app.inject('/')).body);
    expect(content).toContain('<h1>Jobs in Europe for people who speak languages</h1>');
    expect(content).toContain('<header class="navbar">');
    expect(content).toContain('<a href="/jobs-for-German-speakers">Jobs for German speakers</a>');
    expect(content).toContain('<footer class="footer">');
  });

  it('leads every language and location the home page offers to a list the reference data knows', async () => {
    const paths = [
      ...POPULAR_LANGUAGES.map((language) => buildJobListPath({ languages: [language] })),
      ...POPULAR_LOCATIONS.map((location) => buildJobListPath({ location })),
    ];
    const unknown = [];
    for (const listPath of paths) {
      const response = await t.app.inject({ url: listPath, headers: { accept: 'text/html' } });
      if (response.statusCode !== 200) unknown.push(`${listPath}: ${response.statusCode}`);
    }
    expect(unknown).toEqual([]);
  });

  it("sends the home page's search form, submitted without JavaScript, to the list of its choices", async () => {
    const response = await t.app.inject('/jobs?language=German&location=Czech_Republic');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/jobs-in-Czech_Republic-for-German-speakers');
    expect((await t.app.inject('/jobs?language=&location=')).headers.location).toBe('/jobs');
    expect((await t.app.inject('/jobs?language=%3Cscript%3E&location=Spain')).headers.location).toBe('/jobs-in-Spain');
  });

  it("sends the job list's filter form, submitted without JavaScript, to the canonical list with the query kept", async () => {
    const to = async (url: string) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(303);
      return response.headers.location;
    };
    // The current filters travel as hidden fields; the select adds a language, the place comes from its select.
    expect(await to('/jobs?language=German&language=French&location=Spain&keywords=sales&experience=2')).toBe(
      '/jobs-in-Spain-for-German+French-speakers?keywords=sales&experience=2',
    );
    // A language already chosen, sent again by the select, counts once; an empty select adds nothing.
    expect(await to('/jobs?language=German&language=german&language=&location=')).toBe('/jobs-for-German-speakers');
    // A chip is a submit button with a toggle: on...
    expect(await to('/jobs?language=German&toggle=remote%3Ahybrid')).toBe('/hybrid-jobs-for-German-speakers');
    expect(await to('/jobs?employment_type=1&toggle=employment_type%3A3&remote=remote')).toBe(
      '/remote-jobs?employment_type=1&employment_type=3',
    );
    // ...and off again.
    expect(await to('/jobs?remote=hybrid&toggle=remote%3Ahybrid&latests=1')).toBe('/jobs?latests=1');
    expect(await to('/jobs?employment_type=1&employment_type=3&toggle=employment_type%3A1')).toBe(
      '/jobs?employment_type=3',
    );
    expect(await to('/jobs?latests=1&toggle=latests')).toBe('/jobs');
    // A minisite's chips stay on the minisite.
    expect(await to('/jobs-at-polyglot-support?toggle=latests&keywords=agent')).toBe(
      '/jobs-at-polyglot-support?keywords=agent&latests=1',
    );
    // A plain keyword search is a list already, not a form to redirect.
    expect((await t.app.inject({ url: '/jobs?keywords=sales', headers: { accept: 'text/html' } })).statusCode).toBe(
      200,
    );
  });

  it('keeps the keywords of the search form as the list query, and names in any script', async () => {
    const search = async (query: string) => {
      const response = await t.app.inject(`/jobs?${query}`);
      expect(response.statusCode).toBe(303);
      return response.headers.location;
    };
    expect(await search('keywords=customer+service&language=German&location=')).toBe(
      '/jobs-for-German-speakers?keywords=customer+service',
    );
    expect(await search('keywords=%20%20&language=&location=Portugal')).toBe('/jobs-in-Portugal');
    expect(await search('keywords=caf%C3%A9+%26+bar&language=&location=')).toBe('/jobs?keywords=caf%C3%A9+%26+bar');
    expect(await search('keywords=&language=&location=M%C3%BCnchen')).toBe('/jobs-in-M%C3%BCnchen');
    // The list itself, with keywords and no form choices, is not redirected again.
    expect((await t.app.inject({ url: '/jobs?keywords=nurse', headers: { accept: 'text/html' } })).statusCode).toBe(
      200,
    );
  });

  it("renders the home page's search form and popular lists with their counts", async () => {
    const content = root((await t.app.inject('/')).body);
    const page = parseHtml(content);
    // The shell's HomePage through its server module: without JavaScript, a GET to /jobs with native selects.
    const form = one(byClass(page, 'page-search'));
    expect([form.name, attr(form, 'action'), attr(form, 'method')]).toEqual(['form', '/jobs', 'get']);
    expect(findAll(form, (e) => e.name === 'input' && attr(e, 'name') === 'keywords')).toHaveLength(1);
    const options = (name: string) =>
      findAll(one(findAll(form, (e) => e.name === 'select' && attr(e, 'name') === name)), (e) => e.name === 'option');
    expect(options('language').map((o) => [attr(o, 'value'), text(o)])).toContainEqual(['German', 'German']);
    expect(options('location').map((o) => [attr(o, 'value'), text(o)])).toContainEqual(['Remote', 'Remote']);
    expect(content).toMatch(/<p class="page-popular__count">\d[\d,]* jobs?<\/p>/);
    // The menu of a phone's navbar works without JavaScript: a <details> with the same links.
    expect(content).toContain('<details class="navbar__menu">');
  });

  it('renders /login and /register with a main, their h1 and their form, which says it needs JavaScript', async () => {
    for (const [path, h1, button] of [
      ['/login', 'Log in', 'Log in'],
      ['/register', 'Create an account', 'Create the account'],
    ]) {
      const content = root((await t.app.inject(path)).body);
      expect(content).toContain('<main id="main" class="main main--bare">');
      expect(content).toContain(`<h1>${h1}</h1>`);
      const form = one(byClass(parseHtml(content), 'auth-form'));
      expect([form.name, attr(form, 'novalidate')]).toEqual(['form', '']);
      expect(content).toContain(`<span class="sk-button__label">${button}</span>`);
      expect(content).toContain('This form needs JavaScript.');
      // No input but a radio has a name: a submit without JavaScript sends no password into an address.
      const named = findAll(form, (e) => e.name === 'input' && attr(e, 'name') !== undefined);
      expect(named.map((e) => attr(e, 'type'))).toEqual(path === '/register' ? ['radio', 'radio'] : []);
    }
  });

  it('frames a signed-in page with a neutral signed-in navbar and a skeleton shaped like the page (issue 29)', async () => {
    for (const [path, locale, label, shape] of [
      ['/account/dashboard', 'en', 'Loading', 'dashboard'],
      ['/company/applicants', 'de', 'Wird geladen', 'pipeline'],
      ['/company/dashboard', 'de', 'Wird geladen', 'page'],
    ] as const) {
      const response = await t.app.inject({ url: path, headers: { cookie: `locale=${locale}` } });
      const page = parseHtml(rootMarkup(response.body));
      const main = one(findAll(page, (e) => e.name === 'main'));
      const skeleton = one(byClass(main, 'sk-shape'));
      expect([attr(skeleton, 'class'), attr(skeleton, 'role'), attr(skeleton, 'aria-label')]).toEqual([
        `sk-shape sk-shape--${shape}`,
        'status',
        label,
      ]);
      // Boxes only, sized by classes (the Content Security Policy allows no inline style).
      const boxes = byClass(main, 'sk-skeleton');
      expect(boxes.length).toBeGreaterThan(2);
      expect(boxes.every((box) => attr(box, 'style') === undefined && attr(box, 'aria-hidden') === 'true')).toBe(true);
      // The signed-in frame: no guest links, and nothing of any user (the same page for every visitor).
      expect(byClass(page, 'navbar')).toHaveLength(1);
      expect(byClass(page, 'navbar__cta')).toHaveLength(0);
      expect(response.body).not.toContain('href="/register"');
      expect(response.body).not.toContain('href="/login"');
      expect(byClass(page, 'navbar__account-placeholder')).toHaveLength(1);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('escapes what it puts into the head', async () => {
    const response = await t.app.inject('/jobs-in-"><script>alert(1)</script>');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    // An unknown location: 404 with the shell (the SPA shows its not-found), noindex, nothing injected.
    const unknown = await t.app.inject('/jobs-in-"><img src=x onerror=alert(1)>');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(unknown.body).not.toContain('<img src=x');
  });

  it('serves static assets with long caching when hashed, 404 for unknown asset paths', async () => {
    const hashed = await t.app.inject('/main.0123456789abcdef.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject('/favicon.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject('/missing.0123456789abcdef.js');
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject('/../package.json')).statusCode).toBe(404);
  });

  it('does not serve index.html as a static file', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.body).toContain('app-config');
  });

  it('GET /robots.txt allows all but private areas and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /company/dashboard');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).not.toMatch(/Disallow: \/jobs/);
    expect(response.body).toContain('Sitemap: https://www.eulangjobs.test/sitemap.xml');
  });

  it('answers 503 with a small page when the shell is not built', async () => {
    const other = await buildTestApp();
    rmSync(path.join(other.config.shellDist, 'index.html'));
    const response = await other.app.inject('/jobs');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('The shell is not built');
    await other.close();
  });
});
