import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helper';
import { ACTIVE_FIXTURE_COUNT, fixtureJobId } from '../fixtures';
import { rootMarkup } from '../support/markup';

/** Job lists and job pages carry their SEO head and main content in the initial HTML. */
describe('server-rendered SEO of job pages and job lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });
  });
  afterAll(() => t.close());

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const robots = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
  const og = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
  const jsonLd = (html: string) => {
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    return match ? JSON.parse(match[1] as string) : null;
  };
  const root = rootMarkup;

  it('a job page has the JSON api title, canonical, Open Graph and a JobPosting with the required fields', async () => {
    const response = await page('/jobs/softwareentwickler-m-w-d-berlin');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const id = await fixtureJobId(t.db, 'softwareentwickler-m-w-d-berlin');
    const api = (await t.app.inject(`/api/job?id=${id}`)).json();
    expect(title(html)).toBe(api.seo.title.replace(/&/g, '&amp;'));
    expect(canonical(html)).toBe('https://www.eulangjobs.test/jobs/softwareentwickler-m-w-d-berlin');
    expect(robots(html)).toBe('index, follow');
    expect(og(html, 'og:url')).toBe('https://www.eulangjobs.test/jobs/softwareentwickler-m-w-d-berlin');
    expect(og(html, 'og:site_name')).toBe('EuLangJobs');
    expect(og(html, 'og:title')).toContain('Softwareentwickler (m/w/d)');
    // The job's card as a PNG (docs/pages.md#share-images): previews show no SVG.
    expect(og(html, 'og:image')).toMatch(/^https:\/\/www\.eulangjobs\.test\/share\/jobs\/\d+\/en\/[0-9a-f]{32}\.png$/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

    const posting = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Softwareentwickler (m/w/d)',
      datePosted: api.job.published_at,
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: api.job.company.name },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      identifier: { '@type': 'PropertyValue', name: api.job.company.name, value: String(id) },
    });
    // The full description, not the list excerpt.
    expect(posting.description).toContain('Wir suchen Verstärkung');
    expect(posting.description.length).toBeGreaterThan(700);
    // Hybrid is not fully remote; "55.000 - 65.000 €" names no period, so no baseSalary is guessed.
    expect(posting.jobLocationType).toBeUndefined();
    expect(posting.baseSalary).toBeUndefined();
  });

  it('the job page content is in the initial HTML, inside the root element React replaces', async () => {
    const content = root((await page('/jobs/developpeur-full-stack-paris')).body);
    const id = await fixtureJobId(t.db, 'developpeur-full-stack-paris');
    // mfe-jobs' JobDetails: the same heading id, so React's takeover does not move anything.
    expect(content).toContain(`<h1 id="jobs-detail-title-${id}" lang="fr">Développeur Full Stack</h1>`);
    expect(content).toContain('<main id="main" class="main sk-container">');
    expect(content).toContain('class="jobs-detail-company"');
    expect(content).toContain('Paris, France');
    // The language as a tag with its level when the job gives one, and the mandatory mark in words.
    expect(content).toMatch(
      /<span class="sk-chip"><span>French(<!-- -->)?( <span class="jobs-language-level">· (<!-- -->)?[^<]+<\/span>)? <span class="jobs-language-required">\(required\)<\/span><\/span><\/span>/,
    );
    expect(content).toContain('Rejoignez une entreprise internationale');
  });

  it('TELECOMMUTE and applicant location only for fully remote jobs; baseSalary when the salary is parseable', async () => {
    const remote = jsonLd((await page('/jobs/inzynier-oprogramowania-remote')).body);
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'PL' });
    expect(remote.employmentType).toBe('PART_TIME');

    const paid = jsonLd((await page('/jobs/customer-service-representative-with-dutch-lisbon')).body);
    expect(paid.jobLocationType).toBeUndefined();
    expect(paid.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 1400, maxValue: 1400, unitText: 'MONTH' },
    });
  });

  it('an expired job is noindex and its validThrough is in the past', async () => {
    const response = await page('/jobs/expired-greek-job');
    expect(response.statusCode).toBe(200);
    expect(robots(response.body)).toBe('noindex, follow');
    const posting = jsonLd(response.body);
    expect(new Date(posting.validThrough).getTime()).toBeLessThan(Date.now());
    expect(posting.jobLocation.address.addressCountry).toBe('GR');
  });

  // docs/product-rules.md#job-pages: straight to the list with its notice, never a "not found" page first.
  it('an unknown job redirects to the job list with the notice that says why', async () => {
    for (const path of ['/jobs/no-such-job-anywhere', '/jobs/no-such-job-anywhere.html', '/jobs/gone-job-99999999']) {
      const response = await page(path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/jobs?notice=job-unavailable');
      expect(response.body).not.toContain('app-config');
    }
    const list = await page('/jobs?notice=job-unavailable');
    expect(list.statusCode).toBe(200);
    expect(canonical(list.body)).toBe('https://www.eulangjobs.test/jobs');
    expect((await page('/jobs-for-Klingon-speakers')).statusCode).toBe(404);
  });

  it('a job list has the JSON api title and h1, its jobs with links, and a link to the next page', async () => {
    const response = await page('/jobs-for-German-speakers');
    expect(response.statusCode).toBe(200);
    const api = (await t.app.inject('/api/jobs-for-German-speakers')).json();
    expect(title(response.body)).toBe(api.seo.title);
    expect(robots(response.body)).toBe('index, follow');
    const content = root(response.body);
    expect(content).toContain(`<h1 id="jobs-list-heading">${api.seo.h1}</h1>`);
    // mfe-jobs' JobCard: react-router's Link (docs/architecture.md#one-rendering).
    for (const job of api.jobs.data.slice(0, 20))
      expect(content).toContain(`<a href="/jobs/${job.url}">${job.title}</a>`);
    expect(content).toContain('<a href="/jobs-for-German-speakers/2" rel="next" class="sk-pagination__link">');
    expect(content).not.toContain('rel="prev"');
  });

  it('a non-canonical list path links to the normalised canonical, without page 1', async () => {
    expect(canonical((await page('/jobs-in-germany-for-german+GERMAN-speakers/1')).body)).toBe(
      'https://www.eulangjobs.test/jobs-in-Germany-for-German-speakers',
    );
    expect(canonical((await page('/jobs-in-isle_of_man')).body)).toBe(
      'https://www.eulangjobs.test/jobs-in-Isle_of_Man',
    );
    expect(canonical((await page('/REMOTE-jobs/2')).body)).toBe('https://www.eulangjobs.test/remote-jobs/2');
    expect(canonical((await page('/jobs')).body)).toBe('https://www.eulangjobs.test/jobs');
  });

  it('a list with zero results is noindex; page 2 of /jobs lists the next jobs and links back', async () => {
    const empty = await page('/jobs-in-Isle_of_Man');
    expect(empty.statusCode).toBe(200);
    expect(robots(empty.body)).toBe('noindex, follow');
    expect(root(empty.body)).toContain('class="sk-empty sk-empty--search jobs-empty"');

    const second = root((await page('/jobs/2')).body);
    expect(second).toContain('<a href="/jobs" rel="prev" class="sk-pagination__link">');
    expect(second).toContain(`<strong>${ACTIVE_FIXTURE_COUNT}</strong> jobs found`);
    expect(second).not.toContain('Softwareentwickler');
  });

  it('a list without JavaScript: its filters as GET forms, the applied ones as chips that link to the list without them', async () => {
    const content = root((await page('/hybrid-jobs-for-German-speakers?keywords=zzqqxx&latests=1')).body);
    // The filter bar's form: the current filters as hidden fields, chips as toggles the api applies.
    // (React writes a form's action, and a button's name, after its other attributes.)
    expect(content).toMatch(/<form class="jobs-filter-bar"(?=[^>]*method="get")(?=[^>]*action="\/jobs")[^>]*>/);
    // React writes an empty element as `<input …/>`.
    expect(content).toMatch(/<input type="hidden" name="language" value="German"\/?>/);
    expect(content).toMatch(/<input type="hidden" name="remote" value="hybrid"\/?>/);
    expect(content).toMatch(
      /<button type="submit"(?=[^>]*name="toggle")[^>]* value="remote:hybrid" class="sk-chip sk-chip--toggle" aria-pressed="true"/,
    );
    expect(content).toMatch(
      /<button type="submit"(?=[^>]*name="toggle")[^>]* value="latests" class="sk-chip sk-chip--toggle" aria-pressed="true"/,
    );
    // The phone's copy, for when the app's drawer cannot open.
    expect(content).toContain('<noscript><form class="jobs-filter-bar jobs-filter-bar--nojs"');
    // Each applied filter's remove control is a link to the same search without it.
    expect(content).toContain(
      '<a class="sk-chip__remove" href="/hybrid-jobs?keywords=zzqqxx&amp;latests=1" aria-label="Remove German">',
    );
    expect(content).toContain(
      'href="/jobs-for-German-speakers?keywords=zzqqxx&amp;latests=1" aria-label="Remove Hybrid work"',
    );
    // Nothing found: the empty state's links widen the search.
    expect(content).toContain('<h2 class="sk-empty__title">No jobs match this search</h2>');
    expect(content).toMatch(
      /href="\/jobs-for-German-speakers\?keywords=zzqqxx&amp;latests=1"[^>]*><span class="sk-button__label">Any way of working, not only Hybrid</,
    );
    expect(content).toMatch(
      /href="\/hybrid-jobs-for-German-speakers"[^>]*><span class="sk-button__label">Without the keywords and other filters</,
    );
    expect(content).toMatch(
      /href="\/remote-jobs-for-German-speakers"[^>]*><span class="sk-button__label">Remote jobs for German speakers</,
    );
  });

  it('a keyword search with no result is noindex, in the HTML and in the JSON api the client takes its head from', async () => {
    const response = await page('/jobs?keywords=zzqqxx');
    expect(response.statusCode).toBe(200);
    expect(robots(response.body)).toBe('noindex, follow');
    expect(root(response.body)).toContain('class="sk-empty sk-empty--search jobs-empty"');
    expect(canonical(response.body)).toBe('https://www.eulangjobs.test/jobs');
    const api = (await t.app.inject('/api/jobs?keywords=zzqqxx')).json();
    expect(api.seo.robots).toBe('noindex, follow');
    expect(title(response.body)).toBe(api.seo.title);
    // A keyword that matches keeps the list indexable and shows the matching jobs only.
    const match = await page('/jobs?keywords=Softwareentwickler');
    expect(robots(match.body)).toBe('index, follow');
    expect(root(match.body)).toContain('Softwareentwickler (m/w/d)');
    expect(root(match.body)).not.toContain('Développeur Full Stack');
  });

  it('a page past the end of a list is noindex in both the HTML and the JSON api', async () => {
    expect(robots((await page('/jobs/999')).body)).toBe('noindex, follow');
    expect((await t.app.inject('/api/jobs/999')).json().seo.robots).toBe('noindex, follow');
  });

  it('a minisite page has its company heading and its jobs in the initial HTML', async () => {
    const company = await t.db
      .selectFrom('companies')
      .innerJoin('jobs', 'jobs.company_id', 'companies.id')
      .select(['companies.slug', 'companies.name'])
      .where('companies.slug', 'is not', null)
      .executeTakeFirstOrThrow();
    const path = `/jobs-at-${company.slug}`;
    const response = await page(path);
    expect(response.statusCode).toBe(200);
    const api = (await t.app.inject(`/api${path}`)).json();
    expect(title(response.body)).toBe(api.seo.title.replace(/&/g, '&amp;'));
    const content = root(response.body);
    expect(api.seo.h1).toContain(company.name);
    expect(content).toContain(`<h1 id="jobs-list-heading">${api.seo.h1.replace(/&/g, '&amp;')}</h1>`);
    for (const job of api.jobs.data) expect(content).toContain(`<a href="/jobs/${job.url}">`);
  });

  it("a minisite with the service shows the company's branding above its list, as the client does", async () => {
    const company = await t.db
      .selectFrom('companies')
      .select(['slug', 'name', 'minisite_template'])
      .where('has_minisite_service', '=', true)
      .where('minisite_template', 'is not', null)
      .executeTakeFirst();
    if (!company) throw new Error('the fixtures have no company with a minisite');
    const content = root((await page(`/jobs-at-${company.slug}`)).body);
    // A Card, as mfe-jobs' MinisiteHeader draws it, whose cover band holds the company's logo or its initials (Avatar).
    const section = /<section [^>]*class="sk-card jobs-minisite[^"]*"[^>]*>/.exec(content)?.[0] ?? '';
    expect(section).toContain(`class="sk-card jobs-minisite jobs-minisite--template-${company.minisite_template}"`);
    expect(section).toContain(`aria-label="About ${company.name}"`);
    expect(content).toMatch(
      /<section [^>]*class="sk-card jobs-minisite[^>]*><div class="jobs-minisite-cover"[^>]*>(<img|<span role="img")[^>]* class="sk-avatar sk-avatar--lg sk-avatar--square/,
    );
  });
});

describe("the remote's stylesheet on pages with its server-rendered markup", () => {
  let t: TestApp;
  let remote: Server;
  let manifestReads = 0;
  beforeAll(async () => {
    // A remote's static server, as the job board's CDN would be: only its manifest is needed here.
    remote = createServer((request, response) => {
      if (request.url !== '/mf-manifest.json') return response.writeHead(404).end();
      manifestReads += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ exposes: [{ name: 'routes', assets: { css: { sync: ['routes.0123abcd.css'] } } }] }),
      );
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const { port } = remote.address() as AddressInfo;
    t = await buildTestApp({ REMOTE_JOBS_URL: `http://127.0.0.1:${port}/mf-manifest.json` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => remote.close(resolve));
  });

  it('links the CSS of mfe-jobs on job lists and jobs, read from its manifest once for many pages', async () => {
    const { port } = remote.address() as AddressInfo;
    const link = `<link rel="stylesheet" href="http://127.0.0.1:${port}/routes.0123abcd.css">`;
    expect((await t.app.inject('/jobs')).body).toContain(link);
    expect((await t.app.inject('/jobs/developpeur-full-stack-paris')).body).toContain(link);
    expect((await t.app.inject('/jobs-for-German-speakers')).body).toContain(link);
    expect((await t.app.inject('/')).body).not.toContain('routes.0123abcd.css');
    expect(manifestReads).toBe(1);
  });
});
