import type { PageData } from 'shared-kit/contracts';
import { buildTestApp, login, type TestApp, useTestApp, xsrfHeaders } from '../helper';
import { rootMarkup } from '../support/markup';

const pageData = (html: string): PageData | null => {
  const match = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] as string) as PageData) : null;
};
/** A page as a browser with the session cookie asks for it. */
const signedInPage = (t: TestApp, url: string, token: string, more = '') =>
  t.app.inject({
    url,
    headers: { accept: 'text/html', cookie: `auth_token${t.config.siteId}=${encodeURIComponent(token)}${more}` },
  });
/** The api's JSON answer to `url` for that session. */
const answerOf = async (t: TestApp, url: string, token: string) => {
  const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

// docs/delivery.md#the-dashboard-in-the-first-html: a candidate who opens /account/dashboard with their session
// cookie gets their dashboard in the page's first HTML, written by mfe-candidate's own view from the api's own answer
// for them, and the page carries that answer for that user only. Anyone else gets the area's skeleton, as before.
describe("the candidate's dashboard in the page's first HTML", () => {
  const t = useTestApp();
  const cookie = (token: string, more = '') => `auth_token${t.config.siteId}=${encodeURIComponent(token)}${more}`;
  const page = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/account/dashboard', headers: { accept: 'text/html', ...headers } });
  const firstRequests = (html: string) => /<script id="first-requests"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? null;

  it("writes the signed-in candidate's dashboard with the answer GET /api/candidates/dashboard gives them", async () => {
    const token = await login(t.app, 'candidate@example.com');
    const response = await page({ cookie: cookie(token) });
    expect(response.statusCode).toBe(200);
    // Theirs alone: no cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<div class="sk-area candidate-area"><section class="candidate-page"');
    expect(root).toMatch(/<h1 id="candidate-dashboard-heading">Welcome, [^<]+<\/h1>/);
    // The profile's completion (the page's largest text on a phone), from the answer, not a skeleton.
    const main = root.slice(root.indexOf('<main'), root.indexOf('</main>'));
    expect(main).toContain('class="candidate-completion__level"');
    expect(main).not.toContain('sk-skeleton');

    const own = await t.app.inject({ url: '/api/candidates/dashboard', headers: { authorization: `Bearer ${token}` } });
    const me = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'candidate@example.com')
      .executeTakeFirstOrThrow();
    const data = pageData(response.body);
    expect(data?.viewer).toBe(me.id);
    expect(data?.answers?.['/api/candidates/dashboard']).toEqual(own.json());
    // Carried, so main.js does not ask for it again.
    expect(firstRequests(response.body)).toBeNull();
  });

  it("says it in the visitor's language", async () => {
    const token = await login(t.app, 'candidate@example.com');
    const root = rootMarkup((await page({ cookie: cookie(token, '; locale=de') })).body);
    expect(root).toMatch(/<h1 id="candidate-dashboard-heading">Willkommen, [^<]+<\/h1>/);
  });

  it('gives a guest, a company, a stale cookie and a revoked session the skeleton, with nothing of anyone', async () => {
    const company = await login(t.app, 'company@example.com');
    const candidate = await login(t.app, 'candidate@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${candidate}` },
    });
    const visitors: Record<string, string>[] = [
      {},
      { cookie: cookie(company) },
      { cookie: cookie('not-a-token') },
      { cookie: cookie(candidate) },
    ];
    for (const headers of visitors) {
      const response = await page(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const root = rootMarkup(response.body);
      expect(root).not.toContain('candidate-dashboard-heading');
      expect(root.slice(root.indexOf('<main'))).toContain('sk-skeleton');
      expect(pageData(response.body)?.viewer).toBeUndefined();
    }
  });
});

describe("the candidate's first page of matchings and the company's dashboard in the page's first HTML", () => {
  const t = useTestApp();
  const MATCHINGS = '/api/app/matchings?page=1&_size=7';

  it('writes the list GET /api/app/matchings gives the candidate, and carries it; another page is left to the browser', async () => {
    const token = await login(t.app, 'candidate@example.com');
    const response = await signedInPage(t, '/account/matchings', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<h1 id="candidate-matchings-heading">');
    expect(root).toContain('<section class="candidate-matchings__answer"');
    const own = await answerOf(t, MATCHINGS, token);
    expect(pageData(response.body)?.answers?.[MATCHINGS]).toEqual(own);
    for (const job of own.jobs.data as { title: string }[]) expect(root).toContain(job.title);
    // No style attribute: the page's Content-Security-Policy refuses inline styles (the visually hidden words of
    // each reason once showed, and logged a violation each, until React replaced them).
    expect(root).not.toMatch(/ style="/);

    const second = await signedInPage(t, '/account/matchings/2', token);
    expect(rootMarkup(second.body)).not.toContain('candidate-matchings__answer');
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it("writes the candidate's profile with the answer GET /api/candidates/profile gives them, and carries it", async () => {
    const token = await login(t.app, 'candidate@example.com');
    const response = await signedInPage(t, '/account/my-profile', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<h1 id="profile-heading">My profile</h1>');
    const main = root.slice(root.indexOf('<main'), root.indexOf('</main>'));
    // The sections and the completion, not the page's skeleton.
    expect(main).toContain('class="candidate-profile"');
    expect(main).toContain('class="candidate-completion__level"');
    const own = await answerOf(t, '/api/candidates/profile', token);
    expect(pageData(response.body)?.answers?.['/api/candidates/profile']).toEqual(own);
    if (own.user.candidate.headline) expect(root).toContain(own.user.candidate.headline);
    expect(root).not.toMatch(/ style="/);
    // A company's session there: the area's skeleton, nothing of anyone's profile.
    const other = await signedInPage(t, '/account/my-profile', await login(t.app, 'company@example.com'));
    expect(rootMarkup(other.body)).not.toContain('candidate-profile');
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it("writes the company's unfiltered applicants with the answer the api gives the company; a filtered list is the browser's", async () => {
    const token = await login(t.app, 'company@example.com');
    const response = await signedInPage(t, '/company/applicants', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<h1 id="applicants-heading">');
    expect(root).not.toMatch(/ style="/);
    const own = await answerOf(t, '/api/companies/applicants?page=1', token);
    expect(pageData(response.body)?.answers?.['/api/companies/applicants?page=1']).toEqual(own);
    for (const applicant of own.applicants as { name: string }[]) expect(root).toContain(applicant.name);
    for (const query of ['?status=hired', '?page=2', '?q=Ana']) {
      const filtered = await signedInPage(t, `/company/applicants${query}`, token);
      expect(rootMarkup(filtered.body)).not.toContain('applicants-heading');
      expect(pageData(filtered.body)?.answers).toBeUndefined();
    }
  });

  it("writes the company's empty job form with the lists it chooses from, and carries their three answers", async () => {
    const token = await login(t.app, 'company@example.com');
    const response = await signedInPage(t, '/company/jobs/create', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<h1 id="company-editor-heading">Post a job</h1>');
    expect(root).not.toMatch(/ style="/);
    const answers = pageData(response.body)?.answers ?? {};
    for (const url of ['/api/countries', '/api/languages']) expect(answers[url]).toEqual(await answerOf(t, url, token));
    // The job list's answer, whose remote types the editor reads (its `jobs.seconds` says how long it took).
    const carried = answers['/api/jobs?_size=1'] as { remotes: unknown; jobs: { total_actives: number } };
    const own = await answerOf(t, '/api/jobs?_size=1', token);
    expect(carried.remotes).toEqual(own.remotes);
    expect(carried.jobs.total_actives).toBe(own.jobs.total_actives);
    expect(root).toContain(`>${own.remotes[0].name}</option>`);
    // None of them is asked for again by main.js.
    expect(response.body).not.toContain('id="first-requests"');
  });

  it("writes the admin's dashboard with the events and pages the api gives the admin; the area's other pages are the browser's", async () => {
    const token = await login(t.app, 'admin@example.com');
    const response = await signedInPage(t, '/admin', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<div class="sk-area events-area"><div class="admin-area">');
    expect(root).not.toMatch(/ style="/);
    const answers = pageData(response.body)?.answers ?? {};
    const events = await answerOf(t, '/api/admin/events', token);
    expect(answers['/api/admin/events']).toEqual(events);
    expect(answers['/api/admin/pages']).toEqual(await answerOf(t, '/api/admin/pages', token));
    for (const event of events.events as { title: string }[]) expect(root).toContain(event.title);
    const other = await signedInPage(t, '/admin/jobs', token);
    expect(rootMarkup(other.body)).not.toContain('admin-area');
    // A company's session: nothing of the admin's.
    const company = await signedInPage(t, '/admin', await login(t.app, 'company@example.com'));
    expect(rootMarkup(company.body)).not.toContain('admin-area');
    expect(pageData(company.body)?.answers).toBeUndefined();
  });

  it("writes the company's dashboard in the back office's layout with the answer the api gives the company", async () => {
    const token = await login(t.app, 'company@example.com');
    const response = await signedInPage(t, '/company/dashboard', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const root = rootMarkup(response.body);
    expect(root).toContain('<div class="sk-area company-area"><div class="company-office">');
    expect(root).toContain('<h1 id="company-dashboard-heading">Dashboard</h1>');
    const main = root.slice(root.indexOf('<main'), root.indexOf('</main>'));
    expect(main).not.toContain('sk-skeleton');
    const own = await answerOf(t, '/api/companies/dashboard', token);
    expect(pageData(response.body)?.answers?.['/api/companies/dashboard']).toEqual(own);
    // A candidate's session there: the skeleton (the shell sends them away), nothing of the company's.
    const other = await signedInPage(t, '/company/dashboard', await login(t.app, 'candidate@example.com'));
    expect(rootMarkup(other.body)).not.toContain('company-dashboard-heading');
  });
});

describe('the dashboard without mfe-candidate’s server module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REMOTE_CANDIDATE_SERVER_URL: 'file:///nonexistent/render.js' });
  });
  afterAll(() => t.close());

  it('is the area’s skeleton, and main.js asks for the answer as before', async () => {
    const token = await login(t.app, 'candidate@example.com');
    const response = await t.app.inject({
      url: '/account/dashboard',
      headers: { accept: 'text/html', cookie: `auth_token${t.config.siteId}=${encodeURIComponent(token)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(rootMarkup(response.body)).toContain('sk-skeleton');
    expect(response.body).toContain(
      '<script id="first-requests" type="application/json">["/api/candidates/dashboard"]',
    );
  });
});
