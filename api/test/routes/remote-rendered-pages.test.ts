import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTestApp, type TestApp } from '../helper';
import { fixtureJobId } from '../fixtures';
import { SAMPLE_CATEGORIES, samplePosts, useAppWithFakeWordPress } from '../support/fake-wordpress';
import { rootMarkup } from '../support/markup';

// docs/architecture.md#one-rendering: the first HTML of the job page and of a list's cards is written by mfe-jobs'
// own components, from the server module its deployment carries; when that module is missing, throws or keeps
// another contract, the page is still served (its layout and skeleton) and the browser renders the screen.
const JOB = 'softwareentwickler-m-w-d-berlin';
const html = (t: TestApp, url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('job pages rendered by mfe-jobs server module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("writes the job page with mfe-jobs' JobDetails (react-router's links and React's text markers)", async () => {
    const response = await html(t, `/jobs/${JOB}`);
    expect(response.statusCode).toBe(200);
    const root = rootMarkup(response.body);
    const id = await fixtureJobId(t.db, JOB);
    expect(root).toContain(`<article class="jobs-detail jobs-detail--page" aria-labelledby="jobs-detail-title-${id}">`);
    // Markers no string template wrote: react-router's <Link> and React's separator between adjacent texts.
    expect(root).toMatch(/<a href="\/jobs">Back to the newest jobs<\/a>/);
    expect(root).toContain('<!-- -->');
  });

  it("writes a list's cards with mfe-jobs' JobCard, in the visitor's language", async () => {
    const response = await t.app.inject({ url: '/jobs', headers: { accept: 'text/html', cookie: 'locale=pl' } });
    const root = rootMarkup(response.body);
    expect(root).toMatch(
      /<ol class="jobs-items"><li><article class="sk-card sk-card--interactive sk-card--compact jobs-card">/,
    );
    expect(root).toMatch(/<h2 class="sk-card-title jobs-card-title"( lang="[a-z]+")?><a href="\/jobs\/[^"]+">/);
    expect(root).toMatch(/<p class="jobs-card-date">Opublikowano <time/);
  });

  it("writes the whole list page with mfe-jobs' JobListView: its forms, its page links, React's markers", async () => {
    const root = rootMarkup((await html(t, '/jobs')).body);
    expect(root).toContain('<div class="sk-area jobs-area"><div class="jobs-page"><header class="jobs-page-header">');
    expect(root).toContain('<form class="jobs-search-form" action="/jobs" method="get">');
    expect(root).toContain('<form class="jobs-filter-bar" action="/jobs" method="get">');
    // React's text separators: no string template wrote these.
    expect(root).toMatch(/<select [^>]*name="location"[^>]*>/);
    expect(root).toContain('<!-- -->');
    expect(root).toContain('<a href="/jobs/2" rel="next" class="sk-pagination__link">');
  });
});

describe("/career-events rendered by mfe-events' server module", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("writes the events with mfe-events' own page, in the visitor's language, dates in each event's zone", async () => {
    const response = await t.app.inject({
      url: '/career-events',
      headers: { accept: 'text/html', cookie: 'locale=de' },
    });
    expect(response.statusCode).toBe(200);
    const root = rootMarkup(response.body);
    expect(root).toContain('<main id="main"');
    expect(root).toContain(
      '<div class="sk-area events-area"><section class="events-page" aria-labelledby="events-heading">',
    );
    // The published events of the fixtures, each a card whose title links to its entry path (a coming one).
    const { events } = (await t.app.inject('/api/career-events')).json() as { events: { title: string }[] };
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(root).toContain(event.title);
    expect(root).toContain('<a href="/dutch/speed-hiring-week">');
    // The dates in the event's own zone (Amsterdam's), said in German: the server does not know the visitor's.
    expect(root).toMatch(/<time datetime="[^"]+">[^<]*\b(MEZ|MESZ)<\/time>/i);
  });

  it('leaves the page to the browser when the module cannot render it', async () => {
    const t2 = await buildTestApp({ REMOTE_EVENTS_SERVER_URL: 'file:///nonexistent/render.js' });
    try {
      const response = await html(t2, '/career-events');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>');
      expect(rootMarkup(response.body)).not.toContain('events-page');
    } finally {
      await t2.close();
    }
  });
});

describe("mfe-company's public pages rendered by its server module", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("writes the landing with its live figures and the pricing with the catalogue, in the visitor's language", async () => {
    const landing = await t.app.inject({ url: '/company', headers: { accept: 'text/html', cookie: 'locale=fr' } });
    expect(landing.statusCode).toBe(200);
    const root = rootMarkup(landing.body);
    expect(root).toContain('<div class="sk-area company-area"><div class="company-page"><section class="company-hero"');
    // The figures of GET /api/company-landing, in the page: the busiest employer's name and its count of jobs.
    const figures = (await t.app.inject('/api/company-landing')).json() as { companies: { name: string }[] };
    expect(root).toContain(`<span class="company-logo-name">${figures.companies[0]?.name}</span>`);
    expect(root).toMatch(/<dl class="company-stats">/);
    expect(root).not.toContain('sk-skeleton');

    const pricing = rootMarkup((await html(t, '/company/pricing')).body);
    const { services } = (await t.app.inject('/api/services')).json() as { services: { code: string }[] };
    expect(services.length).toBeGreaterThan(0);
    for (const { code } of services) expect(pricing).toContain(`id="company-pack-${code}"`);
    // A guest's page: each Buy leads to registering a company.
    expect(pricing).toContain('href="/company/registry"');
    expect(pricing).not.toContain('/company/services/purchase');
  });

  it('writes the CV search pitch with the live counts of GET /api/cv-search-stats, and the registry form', async () => {
    const find = rootMarkup((await html(t, '/company/find-candidates-in-Europe')).body);
    expect(find).toContain('<h1 id="find-heading">');
    const stats = (await t.app.inject('/api/cv-search-stats')).json() as {
      total: number;
      languages: { slug: string }[];
    };
    expect(stats.languages.length).toBeGreaterThan(0);
    expect(find).toContain('class="company-find__total"');
    expect(find.match(/<li><span>/g)?.length).toBeGreaterThanOrEqual(stats.languages.length);
    // A guest's way in: register or see the prices.
    expect(find).toContain('href="/company/registry"');
    expect(find).not.toContain('sk-skeleton');

    const registry = rootMarkup((await html(t, '/company/registry')).body);
    expect(registry).toContain('<h1 id="company-registry-heading">');
    for (const name of ['company_name', 'nombre', 'apellidos', 'email', 'password', 'password_confirmation']) {
      expect(registry).toContain(`name="${name}"`);
    }
  });

  it('carries the answers it read, as the api answers them, for the browser not to ask again', async () => {
    const pageData = (body: string) =>
      JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');
    for (const [page, url] of [
      ['/company', '/api/company-landing'],
      ['/company/pricing', '/api/services'],
      ['/company/find-candidates-in-Europe', '/api/cv-search-stats'],
      ['/career-events', '/api/career-events?when=upcoming'],
      ['/career-events', '/api/career-events?when=past'],
    ]) {
      const carried = pageData((await html(t, page)).body);
      expect(carried.answers[url]).toEqual((await t.app.inject(url)).json());
    }
  });

  it('leaves the pages to the browser when the module is missing', async () => {
    const t2 = await buildTestApp({ REMOTE_COMPANY_SERVER_URL: 'file:///nonexistent/render.js' });
    try {
      for (const url of ['/company', '/company/pricing', '/company/find-candidates-in-Europe', '/company/registry']) {
        const response = await html(t2, url);
        expect(response.statusCode).toBe(200);
        expect(rootMarkup(response.body)).not.toContain('company-page');
      }
    } finally {
      await t2.close();
    }
  });
});

describe('when mfe-jobs cannot render', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eulangjobs-server-module-'));
  const moduleFile = (name: string, source: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    return pathToFileURL(file).href;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const servesSkeleton = async (t: TestApp) => {
    const page = await html(t, `/jobs/${JOB}`);
    expect(page.statusCode).toBe(200);
    // The head is the job's, the layout is there, and the job's skeleton holds the place of the screen.
    expect(page.body).toContain('<title>Softwareentwickler (m/w/d)');
    const root = rootMarkup(page.body);
    expect(root).toContain('<main id="main"');
    expect(root).toContain('class="sk-shape sk-shape--job"');
    expect(root).not.toContain('jobs-detail');
    const list = await html(t, '/jobs');
    expect(list.statusCode).toBe(200);
    expect(rootMarkup(list.body)).toContain('class="sk-shape sk-shape--cards"');
    // The list still travels in the page, so the browser renders it without asking again.
    expect(list.body).toContain('"jobList"');
  };

  it('serves the page with its skeleton when the module is missing', async () => {
    const t = await buildTestApp({ REMOTE_JOBS_SERVER_URL: pathToFileURL(path.join(dir, 'absent.js')).href });
    try {
      await servesSkeleton(t);
    } finally {
      await t.close();
    }
  });

  it('serves the page with its skeleton when the module throws, and the api keeps answering', async () => {
    const url = moduleFile(
      'throws.js',
      `exports.version = 1; exports.prepare = async () => {};
       exports.renderJobPage = () => { throw new Error('a bug of the remote'); };
       exports.renderJobCards = () => { throw new Error('a bug of the remote'); };
       exports.renderJobList = () => { throw new Error('a bug of the remote'); };
       exports.translate = (input) => input.id;`,
    );
    const t = await buildTestApp({ REMOTE_JOBS_SERVER_URL: url });
    try {
      await servesSkeleton(t);
      expect((await t.app.inject('/api/health')).statusCode).toBeLessThan(500);
    } finally {
      await t.close();
    }
  });

  it('does not call a module of another contract version, nor one whose evaluation fails', async () => {
    for (const source of [
      'exports.version = 2; exports.prepare = async () => {}; exports.renderJobPage = () => "<p>v2</p>"; exports.renderJobCards = () => "";',
      'throw new Error("broken bundle");',
      'require("react");',
    ]) {
      const t = await buildTestApp({ REMOTE_JOBS_SERVER_URL: moduleFile(`m${source.length}.js`, source) });
      try {
        await servesSkeleton(t);
        expect((await html(t, `/jobs/${JOB}`)).body).not.toContain('<p>v2</p>');
      } finally {
        await t.close();
      }
    }
  });

  it('fetches the module from the remote deployment by URL; an answer other than 200 is a missing module', async () => {
    let status = 200;
    const server: Server = createServer((_request, response) => {
      if (status !== 200) return response.writeHead(status).end();
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(
        `exports.version = 1; exports.prepare = async () => {};
         exports.renderJobPage = (input) => '<div class="jobs-area" data-test="from-http">' + input.locale + '</div>';
         exports.renderJobCards = () => '<ol class="jobs-items"></ol>';
         exports.translate = (input) => input.id;`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const t = await buildTestApp({ REMOTE_JOBS_SERVER_URL: `http://127.0.0.1:${port}/jobs/server/render.js` });
      try {
        expect(rootMarkup((await html(t, `/jobs/${JOB}`)).body)).toContain(
          '<div class="jobs-area" data-test="from-http">en</div>',
        );
      } finally {
        await t.close();
      }
      status = 404;
      const down = await buildTestApp({ REMOTE_JOBS_SERVER_URL: `http://127.0.0.1:${port}/jobs/server/render.js` });
      try {
        await servesSkeleton(down);
      } finally {
        await down.close();
      }
    } finally {
      server.close();
    }
  });
});

describe("the blog's pages and mfe-jobs' server module", () => {
  const { t } = useAppWithFakeWordPress(samplePosts(), SAMPLE_CATEGORIES);
  const { t: down } = useAppWithFakeWordPress(samplePosts(), SAMPLE_CATEGORIES, {
    REMOTE_JOBS_SERVER_URL: pathToFileURL(path.join(tmpdir(), 'no-such-dir', 'render.js')).href,
  });

  it("writes the blog's list and article with mfe-jobs' BlogListView and BlogPostView", async () => {
    const list = rootMarkup((await html(t, '/blog')).body);
    expect(list).toContain('<div class="sk-area jobs-area"><div class="blog"><header class="blog-header"><h1>');
    expect(list).toMatch(/<a class="blog-card-title" href="\/blog\/[^"]+">/);
    const post = rootMarkup((await html(t, '/blog/work-in-the-netherlands')).body);
    expect(post).toContain('<article class="blog-post"');
    // The post's job box: its heading and link in the first render, its jobs once the app asks for them.
    expect(post).toMatch(/<aside class="blog-post-jobs" aria-labelledby="[^"]+"[^>]*><h2 id="[^"]+">/);
    expect(post).not.toContain('sk-skeleton');
  });

  it("serves the blog's pages with their head, the layout and a skeleton without the module", async () => {
    for (const url of ['/blog', '/blog/work-in-the-netherlands']) {
      const page = await html(down, url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<title>[^<]+<\/title>/);
      const root = rootMarkup(page.body);
      expect(root).toContain('<main id="main"');
      expect(root).toContain('class="sk-shape sk-shape--page"');
      expect(root).not.toContain('blog-header');
    }
  });
});
