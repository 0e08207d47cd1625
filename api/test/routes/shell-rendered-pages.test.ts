// The shell's screens in the first HTML come from the shell's own components, through its server module read from
// beside its static files (docs/architecture.md#one-rendering); without that module the pages still answer.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp } from '../helper';

const htmlOf = async (t: Awaited<ReturnType<typeof buildTestApp>>, url: string, locale = 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', cookie: `locale=${locale}` },
  });
  return { status: response.statusCode, body: response.body };
};

describe("the shell's server module", () => {
  it("writes the shell's layout, not-found page and skeletons in the visitor's language", async () => {
    const t = await buildTestApp();
    try {
      const home = await htmlOf(t, '/', 'de');
      expect(home.status).toBe(200);
      // The Navbar component's markup: the brand, the site links and, without JavaScript, the menu as <details>.
      expect(home.body).toContain('<header class="navbar">');
      expect(home.body).toMatch(/<details class="navbar__menu"><summary class="sk-button sk-button--ghost">/);
      expect(home.body).toContain('Zum Inhalt springen');
      expect(home.body).toContain('<footer class="footer">');
      // The home page's words are the shell's, said by its module.
      expect(home.body).toContain('<h1>Jobs in Europa für Menschen, die Sprachen sprechen</h1>');
      const area = await htmlOf(t, '/account/dashboard');
      expect(area.body).toContain('navbar__account-placeholder');
      expect(area.body).toMatch(/role="status" aria-busy="true"/);
      expect(area.body).not.toContain('href="/register"');
      const missing = await htmlOf(t, '/no-such-page-here/at/all/really');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<section class="sk-not-found"><h1>');
      expect(missing.body).toContain('<header class="navbar">');
      // The module is the api's code: run, not sent as a static file of the shell.
      mkdirSync(path.join(t.config.shellDist, 'server'));
      writeFileSync(path.join(t.config.shellDist, 'server', 'render.js'), 'exports.renderLayout = () => "";');
      const module = await t.app.inject({ method: 'GET', url: '/server/render.js' });
      expect(module.body).not.toContain('renderLayout');
    } finally {
      await t.close();
    }
  });

  it("writes the home page and the account pages with the shell's own components", async () => {
    const t = await buildTestApp();
    try {
      const home = await htmlOf(t, '/', 'pl');
      expect(home.body).toContain('<form class="page-search" action="/jobs" method="get">');
      expect(home.body).toMatch(/<select[^>]* name="language"/);
      const login = await htmlOf(t, '/login', 'fr');
      expect(login.body).toMatch(/<form noValidate="" class="auth-form">/i);
      expect(login.body).toContain('Ce formulaire a besoin de JavaScript.');
      // The query reaches the page: a company's account is asked for its company's name.
      const company = await htmlOf(t, '/register?type=company');
      expect(company.body).toMatch(/autocomplete="organization"/i);
    } finally {
      await t.close();
    }
  });

  it("writes About us and the information pages with their text in the visitor's language", async () => {
    const t = await buildTestApp();
    try {
      const about = await htmlOf(t, '/about-us', 'de');
      expect(about.status).toBe(200);
      expect(about.body).toContain('<header class="navbar">');
      expect(about.body).toMatch(
        /<article class="page-main page-about" aria-labelledby="content-title"><h1 id="content-title">Über EuLangJobs<\/h1>/,
      );
      expect(about.body).toContain('<p class="page-intro">');
      // The FAQ's questions as <details>, with the ids a link to one of them opens (the same in every language).
      const faq = await htmlOf(t, '/eulangjobs/faq', 'pl');
      expect(faq.body).toContain('<article class="page-main page-info" aria-labelledby="content-title">');
      expect(faq.body).toMatch(/<details id="[a-z0-9-]+"><summary>/);
      // Another of the shell's pages has no server content: the browser renders it.
      const reset = await htmlOf(t, '/password/reset');
      expect(reset.body).toContain('<div id=root></div>');
    } finally {
      await t.close();
    }
  });

  it('sends the layout without the main content when an older module lacks a page or a page throws', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-module-'));
    const layout = [
      'exports.version = 1; exports.prepare = async () => {};',
      'exports.renderLayout = ({ main }) => \'<main id="main" class="older">\' + main + \'</main>\';',
      'exports.renderAreaSkeleton = () => ""; exports.renderNotFound = () => "";',
    ].join('\n');
    const older = path.join(dir, 'older.js');
    writeFileSync(older, layout);
    const throwing = path.join(dir, 'throwing.js');
    writeFileSync(
      throwing,
      `${layout}\nexports.renderHome = () => { throw new Error('boom'); };\nexports.renderAuthPage = exports.renderHome;`,
    );
    for (const file of [older, throwing]) {
      const t = await buildTestApp({ SHELL_SERVER_MODULE: file });
      try {
        for (const url of ['/', '/login', '/register']) {
          const page = await htmlOf(t, url);
          expect(page.status).toBe(200);
          expect(page.body).toContain('<main id="main" class="older"></main>');
        }
      } finally {
        await t.close();
      }
    }
  });

  it('sends the pages without the layout when the module is missing or broken', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-module-'));
    const broken = path.join(dir, 'broken.js');
    writeFileSync(broken, 'exports.version = 1; exports.prepare = async () => {}; throw new Error("boom");');
    for (const file of [path.join(dir, 'absent.js'), broken]) {
      const t = await buildTestApp({ SHELL_SERVER_MODULE: file });
      try {
        const home = await htmlOf(t, '/');
        expect(home.status).toBe(200);
        expect(home.body).toContain('<main id="main" class="main sk-container"></main>');
        expect(home.body).not.toContain('class="navbar"');
        const login = await htmlOf(t, '/login');
        expect(login.status).toBe(200);
        expect(login.body).toContain('<main id="main" class="main main--bare"></main>');
        // A page the api writes with another remote's words still comes, in the shell's <main>.
        const area = await htmlOf(t, '/account/dashboard');
        expect(area.status).toBe(200);
        expect(area.body).toContain('<main id="main"');
      } finally {
        await t.close();
      }
    }
  });
});
