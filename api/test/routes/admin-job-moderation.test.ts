import { login, register, uniqueEmail, useAddedJobs, useTestApp } from '../helper';
import { call, createJob, newCompany, setBalances } from '../support/company';
import { LANGUAGES } from '../../src/db/seed/reference-data';

const GERMAN = LANGUAGES.find((language) => language.slug === 'German')?.id as number;
const DESCRIPTION = '<p>We are looking for a support engineer who speaks German, for our team in Berlin.</p>';

let wordSeq = 0;
/** A word no other job has, so a keyword search finds exactly the job that carries it. */
const uniqueWord = () => `quokka${Date.now().toString(36)}${++wordSeq}`;

/**
 * Job moderation (docs/product-rules.md#job-moderation): an admin searches any job, closes it with a reason and
 * reopens it; the job leaves every public surface at once and comes back as it was; its company sees why, gets a
 * mail, and cannot move the job itself.
 */
describe('admin job moderation: /api/admin/jobs', () => {
  const t = useTestApp();
  const added = useAddedJobs();
  let admin: string;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@example.com');
  });

  /** A new company with one published job whose title carries a unique word. */
  async function publishedJob(name = 'Moderation Test GmbH') {
    const company = await newCompany(t, { company_name: name, email: uniqueEmail('mod') });
    await setBalances(t, company.companyId, { job_credits: 2 });
    const word = uniqueWord();
    const created = await createJob(t, added, company.token, {
      title: `Support Engineer ${word}`,
      description: DESCRIPTION,
      languages: [{ language_id: GERMAN, level: 3, mandatory: true }],
    });
    expect(created.statusCode).toBe(201);
    const job = created.json().job as { id: number; url: string; title: string };
    const published = await call(t.app, company.token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(published.json().job.status).toBe('published');
    return { ...company, job, word };
  }

  const moderate = (id: number, body: object, token: string | null = admin) =>
    call(t.app, token, 'POST', `/api/admin/jobs/${id}/moderation`, body);
  const close = (id: number) =>
    moderate(id, { action: 'close', category: 'spam', reason: 'Advertises a pyramid scheme, not a job.' });

  /** Where a guest could meet the job: the list (with its cache), the job's JSON and page, the sitemap, the list's
   * selected job and the related jobs of another job of the same company. */
  async function publicView(job: { id: number; url: string }, word: string, sibling?: number) {
    const list = (await t.app.inject(`/api/jobs?keywords=${word}`)).json();
    const selected = (await t.app.inject(`/api/jobs?job=${job.id}`)).json();
    const api = await t.app.inject(`/api/job?id=${job.id}`);
    // The job's page: a job that is not there goes to the list with its notice (docs/product-rules.md#job-pages).
    const page = await t.app.inject(`/jobs/${job.url}`);
    const file = Math.floor((job.id - 1) / 10_000) + 1;
    const sitemap = await t.app.inject(`/sitemaps/jobs-${file}.xml`);
    const related = sibling ? (await t.app.inject(`/api/job?id=${sibling}`)).json().relatedJobs.sameCompany : [];
    return {
      inList: list.jobs.data.some((j: { id: number }) => j.id === job.id),
      selected: selected.job?.id === job.id,
      api: api.statusCode,
      page: page.statusCode === 302 ? `302 ${page.headers.location}` : page.statusCode,
      inSitemap: sitemap.body.includes(`/jobs/${job.url}<`),
      inRelated: related.some((j: { id: number }) => j.id === job.id),
    };
  }

  it('is for admins only: 401 without a token, 403 to a candidate and to a company', async () => {
    const { job, token: company } = await publishedJob();
    const candidate = (await register(t.app)).response.json().token as string;
    for (const [method, url, body] of [
      ['GET', '/api/admin/jobs', undefined],
      ['GET', `/api/admin/jobs/${job.id}`, undefined],
      ['POST', `/api/admin/jobs/${job.id}/moderation`, { action: 'close', category: 'spam', reason: 'Spam.' }],
    ] as const) {
      expect((await call(t.app, null, method, url, body)).statusCode).toBe(401);
      expect((await call(t.app, candidate, method, url, body)).statusCode).toBe(403);
      expect((await call(t.app, company, method, url, body)).statusCode).toBe(403);
    }
    expect((await call(t.app, company, 'GET', `/api/companies/jobs/${job.id}`)).json().job.status).toBe('published');
  });

  it('finds any job by id, pasted address, title words, company and state, bounded', async () => {
    const { job, word, companyId } = await publishedJob('Searchable Moderation SRL');
    const ids = async (query: string) => {
      const response = await call(t.app, admin, 'GET', `/api/admin/jobs?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().jobs.map((j: { id: number }) => j.id) as number[];
    };
    expect(await ids(`q=${job.id}`)).toContain(job.id);
    expect(await ids(`q=%23${job.id}`)).toContain(job.id);
    expect(await ids(`q=${encodeURIComponent(`https://eulangjobs.example/jobs/${job.url}.html?ref=x`)}`)).toEqual([
      job.id,
    ]);
    expect(await ids(`q=${word.toUpperCase()}`)).toEqual([job.id]);
    expect(await ids(`company=Searchable%20Moderation&q=${word}`)).toEqual([job.id]);
    expect(await ids(`company=${companyId}`)).toEqual([job.id]);
    expect(await ids(`q=${word}&state=draft`)).toEqual([]);

    const list = (await call(t.app, admin, 'GET', `/api/admin/jobs?q=${word}&state=published`)).json();
    expect(list).toMatchObject({ total: 1, capped: false, page: 1, page_size: 20 });
    expect(list.jobs[0]).toMatchObject({
      id: job.id,
      title: job.title,
      status: 'published',
      company: { id: companyId, name: 'Searchable Moderation SRL' },
      moderation: null,
    });

    const tooFar = await call(t.app, admin, 'GET', '/api/admin/jobs?page=501');
    expect(tooFar.statusCode).toBe(422);
    expect(Object.keys(tooFar.json().errors)).toEqual(['page']);
    const tooLong = await call(t.app, admin, 'GET', `/api/admin/jobs?q=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['q']);
    expect((await call(t.app, admin, 'GET', '/api/admin/jobs?state=gone')).statusCode).toBe(422);
  });

  it('refuses a close without a reason or a category with a 422 naming each field', async () => {
    const { job } = await publishedJob();
    const noReason = await moderate(job.id, { action: 'close', category: 'fraud' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const blank = await moderate(job.id, { action: 'close', category: 'fraud', reason: '   ' });
    expect(blank.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const neither = await moderate(job.id, { action: 'close' });
    expect(neither.json().errors).toEqual({
      category: ['The category field is required.'],
      reason: ['The reason field is required.'],
    });
    const tooLong = await moderate(job.id, { action: 'close', category: 'fraud', reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['reason']);
    const unknown = await moderate(job.id, { action: 'close', category: 'ugly', reason: 'Looks bad.' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['category']);
    expect((await moderate(job.id, { action: 'delete' })).statusCode).toBe(422);
    // Nothing happened meanwhile.
    expect((await call(t.app, admin, 'GET', `/api/admin/jobs/${job.id}`)).json().job).toMatchObject({
      status: 'published',
      history: [],
    });
    expect((await close(2_000_000_000)).statusCode).toBe(404);
    expect((await moderate(job.id, { action: 'reopen' })).json().errors).toEqual({
      action: ['Only a job closed by moderation can be reopened.'],
    });
  });

  it('a close hides the job from every public surface at once; a reopen gives back the state it had', async () => {
    const { job, word, token, companyId } = await publishedJob();
    const sibling = (
      await createJob(t, added, token, {
        title: `Sibling ${uniqueWord()}`,
        description: DESCRIPTION,
        languages: [{ language_id: GERMAN, level: 2, mandatory: false }],
      })
    ).json().job.id as number;
    await call(t.app, token, 'POST', `/api/companies/jobs/${sibling}/publish`, {});
    const visible = { inList: true, selected: true, api: 200, page: 200, inSitemap: true, inRelated: true };
    expect(await publicView(job, word, sibling)).toEqual(visible);

    const closed = await close(job.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().job).toMatchObject({
      status: 'moderated',
      moderation: { category: 'spam', reason: 'Advertises a pyramid scheme, not a job.' },
      history: [
        {
          action: 'close',
          category: 'spam',
          reason: 'Advertises a pyramid scheme, not a job.',
          admin: { email: 'admin@example.com' },
        },
      ],
    });
    expect(await publicView(job, word, sibling)).toEqual({
      inList: false,
      selected: false,
      api: 404,
      page: '302 /jobs?notice=job-unavailable',
      inSitemap: false,
      inRelated: false,
    });
    expect((await moderate(job.id, { action: 'close', category: 'spam', reason: 'Again.' })).json().errors).toEqual({
      action: ['This job is already closed by moderation.'],
    });
    // The company's other job is untouched.
    expect((await t.app.inject(`/api/job?id=${sibling}`)).statusCode).toBe(200);

    const reopened = await moderate(job.id, { action: 'reopen', reason: 'The company explained: a real opening.' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().job).toMatchObject({ status: 'published', moderation: null });
    expect(reopened.json().job.history.map((entry: { action: string; reason: string }) => entry.action)).toEqual([
      'reopen',
      'close',
    ]);
    expect(await publicView(job, word, sibling)).toEqual(visible);
    const company = await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`);
    expect(company.json().job).toMatchObject({ status: 'published', moderation: null });
    const audit = await t.db
      .selectFrom('job_moderation_actions')
      .select(['action', 'category', 'admin_id'])
      .where('job_id', '=', job.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'close', category: 'spam', admin_id: expect.any(Number) },
      { action: 'reopen', category: null, admin_id: expect.any(Number) },
    ]);
    expect(companyId).toBeGreaterThan(0);
  });

  it('a paused job reopens paused, and a draft reopens as a draft', async () => {
    const { job, token } = await publishedJob();
    await call(t.app, token, 'POST', `/api/companies/jobs/${job.id}/pause`, {});
    await close(job.id);
    expect((await moderate(job.id, { action: 'reopen' })).json().job.status).toBe('paused');
    const draft = (
      await createJob(t, added, token, { title: `Draft ${uniqueWord()}`, description: DESCRIPTION })
    ).json().job.id as number;
    expect((await moderate(draft, { action: 'close', category: 'test', reason: 'A test post.' })).statusCode).toBe(200);
    expect((await moderate(draft, { action: 'reopen' })).json().job.status).toBe('draft');
  });

  it('the company sees the state and the reason, cannot move the job itself, and gets a mail in its language', async () => {
    const { job, token, email } = await publishedJob('Fjord Moderation AS');
    await t.db.updateTable('users').set({ locale: 'de' }).where('email', '=', email).execute();
    await close(job.id);

    const own = (await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`)).json().job;
    expect(own).toMatchObject({
      status: 'moderated',
      moderation: { category: 'spam', reason: 'Advertises a pyramid scheme, not a job.', at: expect.any(String) },
    });
    const list = (await call(t.app, token, 'GET', '/api/companies/jobs?status=moderated')).json();
    expect(list.counts).toMatchObject({ moderated: 1, published: 0 });
    expect(list.jobs.map((j: { id: number }) => j.id)).toEqual([job.id]);

    const refusal = { status: [expect.stringMatching(/closed by our moderation team/)] };
    for (const [method, url, body] of [
      ['POST', `/api/companies/jobs/${job.id}/publish`, {}],
      ['POST', `/api/companies/jobs/${job.id}/pause`, {}],
      ['POST', `/api/companies/jobs/${job.id}/close`, {}],
      ['PATCH', `/api/companies/jobs/${job.id}`, { title: 'A perfectly normal job' }],
      ['DELETE', `/api/companies/jobs/${job.id}`, undefined],
      ['PUT', `/api/companies/jobs/${job.id}/screening-questions`, { questions: [] }],
    ] as const) {
      const response = await call(t.app, token, method, url, body);
      expect({ url: `${method} ${url}`, status: response.statusCode }).toEqual({
        url: `${method} ${url}`,
        status: 422,
      });
      // The refusal is said in the language of the request (English here).
      expect(response.json().errors).toEqual(refusal);
    }
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}`)).json().job.status).toBe('moderated');
    // Its own preview still shows it, so the company can read what was closed.
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${job.id}/preview`)).json().job.id).toBe(job.id);

    const [mail] = await t.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(mail?.subject).toBe(`Ihre Stelle „${job.title}“ wurde durch die Moderation geschlossen`);
    expect(mail?.body_text).toContain('Grund: Spam oder Werbung');
    expect(mail?.body_text).toContain('Advertises a pyramid scheme, not a job.');
    expect(mail?.body_text).toContain(`/company/jobs/${job.id}/edit`);
  });
});
