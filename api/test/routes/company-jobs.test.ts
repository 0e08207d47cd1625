// Long because it is the one API test of /api/companies/jobs (write, publish, credits, limits): 13 rules on one app.
import { COUNTRIES, LANGUAGES, SKILLS } from '../../src/db/seed/reference-data';
import { register, uniqueEmail, useAddedJobs, useTestApp } from '../helper';
import {
  authHeaders,
  BERLIN,
  call,
  createJob as postJob,
  type Method,
  newCandidate,
  newCompany as registerCompany,
  setBalances,
} from '../support/company';
import { idBySlug } from '../support/reference-ids';

const GERMAN = idBySlug(LANGUAGES, 'German');
const ENGLISH = idBySlug(LANGUAGES, 'English');
const GERMANY = idBySlug(COUNTRIES, 'Germany');
const SPAIN = idBySlug(COUNTRIES, 'Spain');
const TYPESCRIPT = idBySlug(SKILLS, 'typescript');

const DESCRIPTION =
  '<p>We are looking for a <strong>support engineer</strong> who speaks German.</p><ul><li>Remote days</li><li>Training</li></ul>';

let wordSeq = 0;
/** A word no other job has, so a keyword search finds exactly the job that carries it. */
const uniqueWord = () => `zebrafinch${Date.now().toString(36)}${++wordSeq}`;

describe('company jobs: /api/companies/jobs', () => {
  const t = useTestApp();
  const added = useAddedJobs();

  const newCompany = (name = 'Jobs Test GmbH') => registerCompany(t, { company_name: name, email: uniqueEmail('co') });

  const createJob = (token: string, fields: Record<string, unknown> = {}) =>
    postJob(t, added, token, {
      title: 'Support Engineer',
      description: DESCRIPTION,
      languages: [{ language_id: GERMAN, level: 3, mandatory: true }],
      skill_ids: [TYPESCRIPT],
      ...fields,
    });

  const balanceOf = async (companyId: number) =>
    (
      await t.db
        .selectFrom('company_balances')
        .select('job_credits')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).job_credits;
  const setCredits = (companyId: number, credits: number) => setBalances(t, companyId, { job_credits: credits });

  /** Whether the public search, the job's page and the sitemap show the job. */
  async function publicView(job: { id: number; url: string }, word: string) {
    const search = (await t.app.inject(`/api/jobs?keywords=${word}`)).json();
    const page = await t.app.inject(`/api/job?id=${job.id}`);
    const file = Math.floor((job.id - 1) / 10_000) + 1;
    const sitemap = await t.app.inject(`/sitemaps/jobs-${file}.xml`);
    return {
      inSearch: search.jobs.data.some((j: { id: number }) => j.id === job.id),
      pageStatus: page.statusCode,
      available: page.statusCode === 200 ? page.json().job.available : null,
      inSitemap: sitemap.body.includes(`/jobs/${job.url}<`),
    };
  }

  it('answers 401 without a token and 403 to a candidate', async () => {
    expect((await call(t.app, null, 'GET', '/api/companies/jobs')).statusCode).toBe(401);
    const candidate = (await register(t.app)).response.json().token as string;
    expect((await call(t.app, candidate, 'GET', '/api/companies/jobs')).statusCode).toBe(403);
    expect((await call(t.app, candidate, 'POST', '/api/companies/jobs', {})).statusCode).toBe(403);
  });

  it('creates a draft: sanitised description, unique url, nothing public, nothing spent', async () => {
    const { token, companyId } = await newCompany();
    const response = await createJob(token, {
      title: '  Kundenbetreuer   Deutsch (m/w/d) ',
      description: `<p onclick="x()">Hallo <script>alert(1)</script><em>Team</em></p><p>${'Wir suchen Verstärkung. '.repeat(3)}</p><img src=x onerror=alert(1)>`,
      content_lang: 'de',
      salary: { min: 2400, max: 2800.5, currency: 'EUR', period: 'MONTH' },
      apply_url: null,
      experience: 2,
      employment_type: 1,
    });
    expect(response.statusCode).toBe(201);
    const { job } = response.json();
    expect(job).toMatchObject({
      title: 'Kundenbetreuer Deutsch (m/w/d)',
      status: 'draft',
      content_lang: 'de',
      city_id: BERLIN,
      country_id: GERMANY,
      remote_type: null,
      languages: [{ language_id: GERMAN, slug: 'German', level: 3, mandatory: true }],
      skills: [{ id: TYPESCRIPT, slug: 'typescript' }],
      experience: 2,
      employment_type: 1,
      salary: { min: 2400, max: 2800.5, currency: 'EUR', period: 'MONTH' },
      apply_url: null,
      valid_through: null,
      published_at: null,
      applicants: { total: 0, new: 0 },
      views: 0,
      screening_questions: 0,
    });
    expect(job.url).toBe(`kundenbetreuer-deutsch-m-w-d-${job.id}`);
    expect(job.description).toContain('<em>Team</em>');
    expect(job.description).not.toMatch(/script|onclick|onerror|<img/);
    // A draft was never public: not its page, not its preview for anyone else.
    expect((await t.app.inject(`/api/job?id=${job.id}`)).statusCode).toBe(404);
    const spent = await t.db
      .selectFrom('company_credit_movements')
      .select('id')
      .where('company_id', '=', companyId)
      .execute();
    expect(spent).toEqual([]);

    const got = await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().job).toEqual(job);
  });

  it('refuses bad input with 422s naming each field', async () => {
    const { token } = await newCompany();
    const response = await createJob(token, {
      description: '<p>Too short</p>',
      city_id: 2_000_000,
      country_id: SPAIN,
      languages: [
        { language_id: GERMAN, level: 3, mandatory: true },
        { language_id: GERMAN, level: 2, mandatory: false },
      ],
      skill_ids: [2_000_000],
      salary: { min: 5000, max: 4000, currency: 'XYZ', period: 'YEAR' },
      apply_url: 'http://example.com/apply',
      valid_through: '2001-01-01',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'apply_url',
        'city_id',
        'description',
        'languages.1.language_id',
        'salary.currency',
        'salary.min',
        'skill_ids.0',
        'valid_through',
      ].sort(),
    );
    expect(errors.description[0]).toBe('The description must have between 30 and 20000 characters of text.');
    expect(errors['languages.1.language_id'][0]).toBe('This language is listed twice.');

    const city = await createJob(token, { city_id: BERLIN, country_id: SPAIN });
    expect(city.json().errors.city_id[0]).toBe('This city is not in the chosen country.');
    const late = await createJob(token, { valid_through: '2999-01-01' });
    expect(late.json().errors.valid_through[0]).toBe('The end date can be at most 180 days from today.');
    const title = await createJob(token, { title: 'x' });
    expect(title.statusCode).toBe(422);
    expect(Object.keys(title.json().errors)).toEqual(['title']);
    const missing = await call(t.app, token, 'POST', '/api/companies/jobs', { title: 'Only a title' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['content_lang', 'description']);
  });

  it('changes a job with PATCH: only the fields sent; a draft’s url follows its title', async () => {
    const { token } = await newCompany();
    const { job } = (await createJob(token)).json();
    const response = await call(t.app, token, 'PATCH', `/api/companies/jobs/${job.id}`, {
      title: 'Senior Support Engineer',
      remote_type: 'remote',
      languages: [
        { language_id: ENGLISH, level: 4, mandatory: false },
        { language_id: GERMAN, level: 2, mandatory: true },
      ],
      skill_ids: [],
      salary: null,
      apply_url: 'https://careers.example.com/apply?job=1',
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json().job;
    expect(changed).toMatchObject({
      title: 'Senior Support Engineer',
      url: `senior-support-engineer-${job.id}`,
      remote_type: 'remote',
      city_id: BERLIN,
      skills: [],
      salary: null,
      apply_url: 'https://careers.example.com/apply?job=1',
      description: job.description,
    });
    const elsewhere = await call(t.app, token, 'PATCH', `/api/companies/jobs/${job.id}`, { country_id: SPAIN });
    expect(elsewhere.json().errors).toEqual({ city_id: ['This city is not in the chosen country.'] });
    expect(changed.languages.map((l: { slug: string; mandatory: boolean }) => [l.slug, l.mandatory])).toEqual([
      ['German', true],
      ['English', false],
    ]);
    // null clears what was set, and stays null (the schema coerces nothing: no '' remote type, no 0 years).
    const cleared = await call(t.app, token, 'PATCH', `/api/companies/jobs/${job.id}`, {
      remote_type: null,
      experience: null,
      employment_type: null,
      apply_url: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().job).toMatchObject({
      remote_type: null,
      experience: null,
      employment_type: null,
      apply_url: null,
    });
  });

  it('keeps every job to its company: another company gets 404 and no data on every call', async () => {
    const a = await newCompany('Company A');
    const b = await newCompany('Company B');
    const { job } = (await createJob(a.token)).json();
    const calls: [Method, string, object?][] = [
      ['GET', `/api/companies/jobs/${job.id}`],
      ['PATCH', `/api/companies/jobs/${job.id}`, { title: 'Stolen' }],
      ['DELETE', `/api/companies/jobs/${job.id}`],
      ['POST', `/api/companies/jobs/${job.id}/publish`, {}],
      ['POST', `/api/companies/jobs/${job.id}/pause`, {}],
      ['POST', `/api/companies/jobs/${job.id}/close`, {}],
      ['GET', `/api/companies/jobs/${job.id}/preview`],
      ['GET', `/api/companies/jobs/${job.id}/screening-questions`],
      ['PUT', `/api/companies/jobs/${job.id}/screening-questions`, { questions: [] }],
    ];
    for (const [method, url, body] of calls) {
      const response = await call(t.app, b.token, method, url, body);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
      expect(response.body).not.toContain('Support Engineer');
    }
    const list = (await call(t.app, b.token, 'GET', '/api/companies/jobs')).json();
    expect(list.jobs).toEqual([]);
    expect(list.total).toBe(0);
    // Nothing changed for its owner.
    expect((await call(t.app, a.token, 'GET', `/api/companies/jobs/${job.id}`)).json().job.status).toBe('draft');
  });

  it('publishes at once to search, job page and sitemap; paused, closed and expired leave them', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 1);
    const word = uniqueWord();
    const { job } = (await createJob(token, { title: `Support Engineer ${word}` })).json();

    const published = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    const body = published.json();
    expect(body.balances).toEqual({ job: 0, cv: 0 });
    expect(body.job.status).toBe('published');
    expect(body.job.published_at).not.toBeNull();
    // 60 days from today by default.
    const in60 = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + 60 * 86_400_000);
    expect(body.job.valid_through).toBe(in60.toISOString().slice(0, 10));
    expect(await publicView(job, word)).toEqual({ inSearch: true, pageStatus: 200, available: true, inSitemap: true });
    const movement = await t.db
      .selectFrom('company_credit_movements')
      .select(['kind', 'delta', 'reason', 'ref'])
      .where('company_id', '=', companyId)
      .execute();
    expect(movement).toEqual([{ kind: 'job', delta: -1, reason: 'job_published', ref: String(job.id) }]);

    // Paused: out of search and sitemap, its page says unavailable; published again for free (no credit left).
    const paused = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/pause`, {});
    expect(paused.json().job.status).toBe('paused');
    expect(await publicView(job, word)).toEqual({
      inSearch: false,
      pageStatus: 200,
      available: false,
      inSitemap: false,
    });
    expect((await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/pause`, {})).statusCode).toBe(422);
    const resumed = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().balances.job).toBe(0);
    expect(resumed.json().job.valid_through).toBe(body.job.valid_through);
    expect(await publicView(job, word)).toMatchObject({ inSearch: true, available: true, inSitemap: true });
    expect((await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {})).json().errors).toEqual({
      status: ['Only a draft, a paused job or an expired job can be published.'],
    });

    // Expired: its date passed. Out of everything; a repost needs a credit and gets a new date.
    await t.db
      .updateTable('jobs')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', job.id)
      .execute();
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`)).json().job.status).toBe('expired');
    expect(await publicView(job, word)).toEqual({
      inSearch: false,
      pageStatus: 200,
      available: false,
      inSitemap: false,
    });
    const patchDate = await call(t.app, token, 'PATCH', `/api/companies/jobs/${job.id}`, {
      valid_through: '2099-01-01',
    });
    expect(Object.keys(patchDate.json().errors)).toEqual(['valid_through']);
    const noCredit = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(noCredit.statusCode).toBe(422);
    expect(noCredit.json().errors).toEqual({
      job_credits: ['You have no job posts left: buy job posts to publish this job.'],
    });
    await setCredits(companyId, 2);
    const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const reposted = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, { valid_through: in30 });
    expect(reposted.statusCode).toBe(200);
    expect(reposted.json()).toMatchObject({ job: { status: 'published', valid_through: in30 }, balances: { job: 1 } });
    expect(await publicView(job, word)).toMatchObject({ inSearch: true, available: true, inSitemap: true });

    // Closed: final.
    const closed = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/close`, {});
    expect(closed.json().job.status).toBe('closed');
    expect(await publicView(job, word)).toEqual({
      inSearch: false,
      pageStatus: 200,
      available: false,
      inSitemap: false,
    });
    for (const action of ['publish', 'pause', 'close']) {
      const again = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/${action}`, {});
      expect([action, again.statusCode, Object.keys(again.json().errors)]).toEqual([action, 422, ['status']]);
    }
    const edit = await call(t.app, token, 'PATCH', `/api/companies/jobs/${job.id}`, { title: 'Reopened' });
    expect(edit.json().errors).toEqual({ status: ['This job is closed: it can no longer be changed.'] });
    expect(await balanceOf(companyId)).toBe(1);
  });

  it('publishes with no body at all, as a client posting nothing sends it', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 1);
    const { job } = (await createJob(token)).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/companies/jobs/${job.id}/publish`,
      headers: await authHeaders(t.app, token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().job.status).toBe('published');
  });

  it('refuses to publish without a place, a credit or a good date, and never closes a draft', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 0);
    const { job } = (await createJob(token, { city_id: null })).json();
    const nowhere = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(nowhere.statusCode).toBe(422);
    expect(Object.keys(nowhere.json().errors).sort()).toEqual(['city_id', 'country_id', 'remote_type']);
    await call(t.app, token, 'PATCH', `/api/companies/jobs/${job.id}`, { country_id: GERMANY });
    const badDate = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {
      valid_through: '2020-02-30',
    });
    expect(Object.keys(badDate.json().errors)).toEqual(['valid_through']);
    const noCredit = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(Object.keys(noCredit.json().errors)).toEqual(['job_credits']);
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`)).json().job.status).toBe('draft');
    const close = await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/close`, {});
    expect(close.json().errors).toEqual({ status: ['A draft was never published: delete it instead of closing it.'] });
  });

  it('publishes exactly one of two drafts published at once with one credit', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 1);
    const first = (await createJob(token)).json().job;
    const second = (await createJob(token)).json().job;
    const answers = await Promise.all(
      [first, second].map((job) => call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {})),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)?.json().errors).toHaveProperty('job_credits');
    expect(await balanceOf(companyId)).toBe(0);
    const list = (await call(t.app, token, 'GET', '/api/companies/jobs')).json();
    expect(list.counts).toMatchObject({ draft: 1, published: 1 });
  });

  it('lists the company’s jobs newest first with counts per state and a status filter', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 5);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createJob(token, { title: `Listed job ${i}` })).json().job.id);
    await call(t.app, token, 'POST', `/api/companies/jobs/${ids[0]}/publish`, {});
    await call(t.app, token, 'POST', `/api/companies/jobs/${ids[1]}/publish`, {});
    await call(t.app, token, 'POST', `/api/companies/jobs/${ids[1]}/pause`, {});

    const all = (await call(t.app, token, 'GET', '/api/companies/jobs')).json();
    expect(all.jobs.map((j: { id: number }) => j.id)).toEqual([...ids].reverse());
    expect(all).toMatchObject({
      total: 3,
      lastPage: 1,
      currentPage: 1,
      counts: { draft: 1, published: 1, paused: 1, closed: 0, expired: 0 },
    });
    const paused = (await call(t.app, token, 'GET', '/api/companies/jobs?status=paused')).json();
    expect(paused.jobs.map((j: { id: number }) => j.id)).toEqual([ids[1]]);
    expect(paused.total).toBe(1);
    const past = (await call(t.app, token, 'GET', '/api/companies/jobs?page=2')).json();
    expect(past).toMatchObject({ jobs: [], currentPage: 2, lastPage: 1 });
    expect((await call(t.app, token, 'GET', '/api/companies/jobs?status=open')).statusCode).toBe(422);
  });

  it('previews a job exactly as GET /api/job shows it, in any state, with the structured salary', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 1);
    const { job } = (
      await createJob(token, { salary: { min: 40000, max: 50000, currency: 'EUR', period: 'YEAR' } })
    ).json();
    const draft = await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}/preview`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().job).toMatchObject({
      id: job.id,
      title: 'Support Engineer',
      available: false,
      salary_range: { min: 40000, max: 50000, currency: 'EUR', period: 'YEAR' },
      extra: null,
      city: { slug: 'Berlin' },
    });
    // The public text: paragraphs split by blank lines, list items on lines of their own.
    expect(draft.json().job.description).toBe(
      'We are looking for a support engineer who speaks German.\n\n• Remote days\n• Training',
    );
    await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    const preview = (await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}/preview`)).json().job;
    const page = (await t.app.inject(`/api/job?id=${job.id}`)).json().job;
    expect(preview).toEqual(page);
  });

  it('keeps the first line typed in the editor a paragraph of its own in the preview and the public text', async () => {
    const { token } = await newCompany();
    // What the browser's editor writes: the first line bare, each Enter a <p>.
    const typed =
      'We are looking for a support engineer.<p>You answer customers in German.</p><p>Training included.</p>';
    const { job } = (await createJob(token, { description: typed })).json();
    const preview = (await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}/preview`)).json().job;
    expect(preview.description).toBe(
      'We are looking for a support engineer.\n\nYou answer customers in German.\n\nTraining included.',
    );
  });

  it('counts a view per public job page request, and refuses to delete a job with applicants', async () => {
    const { token, companyId } = await newCompany();
    await setCredits(companyId, 1);
    const { job } = (await createJob(token)).json();
    await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    await Promise.all([1, 2, 3].map(() => t.app.inject(`/api/job?id=${job.id}`)));
    // The preview is not a view.
    await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}/preview`);
    // Views are written every few seconds (services/jobs/views.ts): now, for the test.
    await t.app.jobViews.flush();
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`)).json().job.views).toBe(3);

    const { id: userId } = await newCandidate(t);
    const application = await t.db
      .insertInto('applications')
      .values({ user_id: userId, job_id: job.id, answers: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('application_reviews').values({ application_id: application.id }).execute();
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`)).json().job.applicants).toEqual({
      total: 1,
      new: 1,
    });
    const refused = await call(t.app, token, 'DELETE', `/api/companies/jobs/${job.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ id: ['A job with applicants cannot be deleted: close it instead.'] });

    const { job: other } = (await createJob(token)).json();
    const deleted = await call(t.app, token, 'DELETE', `/api/companies/jobs/${other.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Job deleted.' });
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${other.id}`)).statusCode).toBe(404);
  });
});
