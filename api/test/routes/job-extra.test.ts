import { fixtureJobId } from '../fixtures';
import { buildTestApp, login, type TestApp } from '../helper';

describe('GET /api/job?id= for a candidate, related locations', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const idOf = (url: string) => fixtureJobId(t.db, url);

  beforeAll(async () => {
    t = await buildTestApp();
    token = await login(t.app, 'candidate@example.com');
    userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'candidate@example.com').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.db.deleteFrom('applications').where('user_id', '=', userId).execute();
    await t.db.deleteFrom('favorites').where('user_id', '=', userId).execute();
    await t.close();
  });

  const job = async (id: number, auth = true) =>
    (
      await t.app.inject({ url: `/api/job?id=${id}`, headers: auth ? { authorization: `Bearer ${token}` } : {} })
    ).json();

  it('fills extra: application, canApply, favourite, redirect and screening questions with saved answers', async () => {
    const id = await idOf('customer-service-representative-with-dutch-lisbon');
    const questions = await t.db
      .insertInto('screening_questions')
      .values([
        { job_id: id, question: 'Do you speak Dutch?', position: 0 },
        { job_id: id, question: 'When can you start?', position: 1 },
      ])
      .returning('id')
      .execute();
    await t.db
      .updateTable('jobs')
      .set({ apply_url: 'https://careers.example.test/apply/42' })
      .where('id', '=', id)
      .execute();
    await t.db.insertInto('favorites').values({ user_id: userId, job_id: id }).execute();
    const application = await t.db
      .insertInto('applications')
      .values({ user_id: userId, job_id: id, answers: JSON.stringify({ [String(questions[0]?.id)]: 'Yes, natively' }) })
      .returning('id')
      .executeTakeFirstOrThrow();

    const body = await job(id);
    expect(body.job.extra).toEqual({
      application: { id: application.id, created_at: expect.any(String), status: 'applied' },
      canApply: false,
      available: true,
      redirect: 'https://careers.example.test/apply/42',
      favorite: true,
      screeningQuestions: [
        {
          id: questions[0]?.id,
          question: 'Do you speak Dutch?',
          kind: 'short_text',
          options: null,
          knockout_answer: null,
          answer: 'Yes, natively',
        },
        {
          id: questions[1]?.id,
          question: 'When can you start?',
          kind: 'short_text',
          options: null,
          knockout_answer: null,
          answer: null,
        },
      ],
      // The demo candidate speaks English (3) but no Dutch, and has no CV in the test database.
      missingLanguages: [{ slug: 'Dutch', name: 'Dutch', level: 4 }],
      tasksToApply: { general_information: 1, languages: 1, cv: 0 },
    });
    expect((await job(id, false)).job.extra).toBeNull();
  });

  it('keeps an expired job reachable but unavailable: canApply false', async () => {
    const body = await job(await idOf('expired-greek-job'));
    expect(body.job.available).toBe(false);
    expect(body.job.extra).toMatchObject({ available: false, canApply: false, application: null });
  });

  it('answers the four related-job groups under their wire keys', async () => {
    const id = await idOf('softwareentwickler-m-w-d-berlin');
    const { relatedJobs } = await job(id);
    expect(Object.keys(relatedJobs).sort()).toEqual(['general', 'sameCity', 'sameCompany', 'sameLanguages']);
    expect(relatedJobs.sameCompany.map((j: { url: string }) => j.url)).toEqual(['developpeur-full-stack-paris']);
  });

  it('related locations: where the same company or title hires, without the job own place', async () => {
    const response = await t.app.inject(
      `/api/offers/related-locations/${await idOf('softwareentwickler-m-w-d-berlin')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cities: [{ slug: 'Paris', name: 'Paris', country_slug: 'France', jobs: 1 }],
      countries: [{ id: expect.any(Number), slug: 'France', name: 'France', continente: 1, iso2: 'FR', jobs: 1 }],
    });
    expect((await t.app.inject('/api/offers/related-locations/99999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/offers/related-locations/abc')).statusCode).toBe(422);
  });
});
