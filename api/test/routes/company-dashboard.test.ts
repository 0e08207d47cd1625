import { register, uniqueEmail, useAddedJobs, useTestApp } from '../helper';
import { call, createJob, newCandidate, newCompany as registerCompany, setBalances } from '../support/company';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('company dashboard: GET /api/companies/dashboard', () => {
  const t = useTestApp();
  const added = useAddedJobs();

  async function newCompany(name: string) {
    const { token, companyId } = await registerCompany(t, { company_name: name, email: uniqueEmail('d') });
    await setBalances(t, companyId, { job_credits: 5, cv_credits: 2 });
    return { token, companyId };
  }

  async function publishedJob(token: string, title: string, validThrough: string) {
    const created = await createJob(t, added, token, {
      title,
      description: '<p>A job on the dashboard, described at enough length.</p>',
    });
    const id = created.json().job.id as number;
    const published = await call(t.app, token, 'POST', `/api/companies/jobs/${id}/publish`, {
      valid_through: validThrough,
    });
    expect(published.statusCode).toBe(200);
    return id;
  }

  async function applicant(jobId: number, nombre: string, stage = 'new', status = 'applied') {
    const { id: userId } = await newCandidate(t, { nombre, apellidos: 'Tester' });
    const application = await t.db
      .insertInto('applications')
      .values({ user_id: userId, job_id: jobId, answers: '{}', status: status as 'applied' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('application_reviews').values({ application_id: application.id, stage }).execute();
    return application.id;
  }

  it('answers 401 without a token and 403 to a candidate', async () => {
    expect((await call(t.app, null, 'GET', '/api/companies/dashboard')).statusCode).toBe(401);
    const candidate = (await register(t.app)).response.json().token as string;
    expect((await call(t.app, candidate, 'GET', '/api/companies/dashboard')).statusCode).toBe(403);
  });

  it('sums the company’s own jobs, applicants, views and credits, and lists what expires soon', async () => {
    const { token } = await newCompany('Dashboard GmbH');
    const other = await newCompany('Other Dashboard GmbH');
    const soon = await publishedJob(token, 'Ends in three days', day(3));
    const later = await publishedJob(token, 'Ends in a month', day(30));
    const paused = await publishedJob(token, 'Paused job', day(2));
    await call(t.app, token, 'POST', `/api/companies/jobs/${paused}/pause`, {});
    const theirs = await publishedJob(other.token, 'Someone else’s job', day(1));

    await applicant(soon, 'Ana');
    await applicant(later, 'Ben', 'interview');
    await applicant(later, 'Cleo', 'new', 'withdrawn');
    const newest = await applicant(later, 'Dora');
    await applicant(theirs, 'Eve');

    await Promise.all([soon, soon, later].map((id) => t.app.inject(`/api/job?id=${id}`)));
    await t.app.inject(`/api/job?id=${theirs}`);
    // Views are written every few seconds (services/jobs/views.ts): now, for the test.
    await t.app.jobViews.flush();
    // A view 40 days ago is outside the window.
    await t.db
      .insertInto('job_views')
      .values({ job_id: later, day: day(-40), views: 100 })
      .execute();

    const response = await call(t.app, token, 'GET', '/api/companies/dashboard');
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard).toMatchObject({
      activeJobs: 2,
      newApplicants: 2,
      views30d: 3,
      balances: { job: 2, cv: 2 },
      expiringJobs: [{ id: soon, title: 'Ends in three days', valid_through: day(3) }],
    });
    expect(dashboard.recentApplicants).toHaveLength(3);
    expect(dashboard.recentApplicants[0]).toEqual({
      id: newest,
      name: 'Dora Tester',
      job_id: later,
      job_title: 'Ends in a month',
      stage: 'new',
      created_at: expect.any(String),
    });
    expect(dashboard.recentApplicants.map((a: { name: string }) => a.name)).toEqual([
      'Dora Tester',
      'Ben Tester',
      'Ana Tester',
    ]);
  });

  it('answers zeros for a new company', async () => {
    const { token } = await newCompany('Empty GmbH');
    expect((await call(t.app, token, 'GET', '/api/companies/dashboard')).json()).toEqual({
      activeJobs: 0,
      newApplicants: 0,
      views30d: 0,
      balances: { job: 5, cv: 2 },
      expiringJobs: [],
      recentApplicants: [],
    });
  });
});
