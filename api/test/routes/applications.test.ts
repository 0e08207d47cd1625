// Long because it is the one API test of /api/candidates/applications (apply, list, withdraw): 13 rules on one app and one set of added jobs.
import { useAddedJobs, useTestApp } from '../helper';
import {
  addCv,
  authHeaders,
  call,
  insertJob,
  type JobOptions,
  languageId,
  makeReadyToApply,
  newCandidate as registerCandidate,
} from '../support/company';

const CLOSED = 'This job is no longer accepting applications.';
const APPLICATION_KEYS = [
  'answers',
  'created_at',
  'cv',
  'history',
  'id',
  'job',
  'job_id',
  'knocked_out',
  'status',
  'updated_at',
].sort();

describe('applications: POST/GET /api/candidates/applications, withdraw', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();

  /** A job of this file's own, so other files sharing the database never see its applications. */
  const newJob = (options: Omit<JobOptions, 'label'> = {}) =>
    insertJob(t, addedJobs, { label: 'Applications test job', ...options });

  /**
   * A new candidate through the api; `ready` completes the three tasks to apply (contact info with a country, a
   * language, a CV) directly in the database, with the languages given.
   */
  async function newCandidate(
    { ready = true, languages = [{ name: 'English', level: 3 }] } = {} as {
      ready?: boolean;
      languages?: { name: string; level: number }[];
    },
  ) {
    const { token, id } = await registerCandidate(t);
    if (ready) await makeReadyToApply(t, id, languages);
    return { token, id };
  }

  const apply = (token: string | null, payload: object) =>
    call(t.app, token, 'POST', '/api/candidates/applications', payload);

  it('applies once: 200 with the notice and the application, its answers, history and job card', async () => {
    const { token } = await newCandidate();
    const job = await newJob({
      questions: [
        { question: 'Do you have a work permit?', kind: 'yes_no', knockout_answer: 'No', preferred_answer: 'Yes' },
        {
          question: 'Years of experience?',
          kind: 'single_choice',
          options: ['Less than 1', '1 to 3', 'More than 3'],
          preferred_answer: 'More than 3',
        },
        { question: 'When could you start?', kind: 'short_text' },
      ],
    });
    const [permit, years, start] = job.questions;
    const response = await apply(token, {
      offer_id: job.id,
      answers: { [String(permit)]: 'yes', [String(years)]: '1 to 3', [String(start)]: '  In two weeks ' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your application has been sent!');
    expect(Object.keys(body.application).sort()).toEqual(APPLICATION_KEYS);
    expect(body.application).toMatchObject({
      job_id: job.id,
      status: 'applied',
      knocked_out: false,
      // Stored as the option is written, trimmed.
      answers: [
        { question_id: permit, question: 'Do you have a work permit?', answer: 'Yes' },
        { question_id: years, question: 'Years of experience?', answer: '1 to 3' },
        { question_id: start, question: 'When could you start?', answer: 'In two weeks' },
      ],
      history: [{ status: 'applied', created_at: expect.any(String) }],
      job: { id: job.id, title: expect.any(String), extra: { canApply: false, application: { status: 'applied' } } },
    });
    // The preferred answer stays on the company's side.
    expect(JSON.stringify(body)).not.toContain('preferred');
  });

  it('applying twice, or twice at once, makes one application and answers it both times', async () => {
    const { token, id } = await newCandidate();
    const job = await newJob();
    const [first, second] = await Promise.all([
      apply(token, { offer_id: job.id, answers: {} }),
      apply(token, { offer_id: job.id }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().application.id).toBe(second.json().application.id);
    expect([first.json().message, second.json().message].sort()).toEqual([
      'You have already applied to this job.',
      'Your application has been sent!',
    ]);
    const again = await apply(token, { offer_id: job.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'You have already applied to this job.',
      application: { id: first.json().application.id, history: [{ status: 'applied' }] },
    });
    const rows = await t.db.selectFrom('applications').select('id').where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    const history = await t.db
      .selectFrom('application_status_history')
      .select('status')
      .where('application_id', '=', rows[0]?.id ?? 0)
      .execute();
    expect(history).toEqual([{ status: 'applied' }]);
  });

  it('refuses closed, draft and expired jobs on offer_id, and an unknown job', async () => {
    const { token } = await newCandidate();
    for (const options of [{ status: 'closed' as const }, { status: 'draft' as const }, { expired: true }]) {
      const job = await newJob(options);
      const response = await apply(token, { offer_id: job.id });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ offer_id: [CLOSED] });
    }
    const unknown = await apply(token, { offer_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['offer_id']);
  });

  it('refuses while a task to apply is pending, naming each pending task', async () => {
    const job = await newJob();
    const fresh = await newCandidate({ ready: false });
    const none = await apply(fresh.token, { offer_id: job.id });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      tasks: [
        'Complete your contact information (first name, last name and country) before applying.',
        'Add at least one language to your profile before applying.',
        'Upload a CV before applying.',
      ],
    });

    await t.db.updateTable('users').set({ fk_pais_id: 1 }).where('id', '=', fresh.id).execute();
    await t.db
      .insertInto('candidate_languages')
      .values({ user_id: fresh.id, language_id: languageId('English'), level: 3 })
      .execute();
    const noCv = await apply(fresh.token, { offer_id: job.id });
    expect(noCv.json().errors).toEqual({ tasks: ['Upload a CV before applying.'] });

    await addCv(t, fresh.id);
    expect((await apply(fresh.token, { offer_id: job.id })).statusCode).toBe(200);
  });

  it('refuses a missing mandatory language, naming it and its level, in the caller language too', async () => {
    const { token } = await newCandidate({ languages: [{ name: 'English', level: 2 }] });
    const job = await newJob({
      languages: [
        { name: 'German', mandatory: true, level: 3 },
        { name: 'English', mandatory: true, level: 2 },
        { name: 'French', mandatory: false, level: 4 },
      ],
    });
    const response = await apply(token, { offer_id: job.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      languages: ['This job requires German at an advanced level or higher.'],
    });
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/applications',
      headers: { ...(await authHeaders(t.app, token)), 'accept-language': 'de' },
      payload: { offer_id: job.id },
    });
    expect(german.json().errors.languages).toEqual([
      'Für diese Stelle ist German erforderlich (mindestens fortgeschrittenes Niveau).',
    ]);
  });

  it('accepts Swiss German for German, Flemish for Dutch and the other way round, at the level asked', async () => {
    const cases: [string, number, string, number | null, number][] = [
      ['Swiss German', 4, 'German', 3, 200],
      ['German', 3, 'Swiss German', 3, 200],
      ['Flemish', 3, 'Dutch', 3, 200],
      ['Dutch', 4, 'Flemish', 2, 200],
      ['Flemish', 2, 'Dutch', 3, 422],
      ['Swiss German', 2, 'German', 4, 422],
      ['Dutch', 1, 'Flemish', null, 200],
      ['Dutch', 4, 'German', 1, 422],
    ];
    for (const [own, ownLevel, required, requiredLevel, status] of cases) {
      const { token } = await newCandidate({ languages: [{ name: own, level: ownLevel }] });
      const job = await newJob({ languages: [{ name: required, mandatory: true, level: requiredLevel }] });
      const response = await apply(token, { offer_id: job.id });
      expect([own, ownLevel, required, requiredLevel, response.statusCode]).toEqual([
        own,
        ownLevel,
        required,
        requiredLevel,
        status,
      ]);
    }
  });

  it('stores a knockout answer: the application is not selected, with both history rows', async () => {
    const { token, id } = await newCandidate();
    const job = await newJob({
      questions: [
        { question: 'Do you have a work permit?', kind: 'yes_no', knockout_answer: 'No', preferred_answer: 'Yes' },
      ],
    });
    const response = await apply(token, { offer_id: job.id, answers: { [String(job.questions[0])]: 'No' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().application).toMatchObject({
      status: 'not_selected',
      knocked_out: true,
      answers: [{ question_id: job.questions[0], answer: 'No' }],
      history: [{ status: 'applied' }, { status: 'not_selected' }],
    });
    const stored = await t.db
      .selectFrom('applications')
      .select(['answers', 'status', 'knocked_out'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      answers: { [String(job.questions[0])]: 'No' },
      status: 'not_selected',
      knocked_out: true,
    });
  });

  it('refuses unanswered questions and answers not among the options, naming answers.<id>', async () => {
    const { token } = await newCandidate();
    const job = await newJob({
      questions: [
        { question: 'Work permit?', kind: 'yes_no' },
        { question: 'Shift?', kind: 'single_choice', options: ['Morning', 'Evening'] },
        { question: 'Start date?', kind: 'short_text' },
      ],
    });
    const [permit, shift, start] = job.questions.map(String);
    const response = await apply(token, {
      offer_id: job.id,
      answers: { [String(permit)]: 'Maybe', [String(shift)]: 'Night', [String(start)]: '   ' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      [`answers.${permit}`]: ['Please choose one of the answers: Yes / No.'],
      [`answers.${shift}`]: ['Please choose one of the answers: Morning / Evening.'],
      [`answers.${start}`]: ['Please answer this question.'],
    });
    const tooLong = await apply(token, {
      offer_id: job.id,
      answers: { [String(permit)]: 'Yes', [String(shift)]: 'Evening', [String(start)]: 'x'.repeat(501) },
    });
    expect(tooLong.json().errors).toEqual({
      [`answers.${start}`]: ['Your answer must not be longer than 500 characters.'],
    });
    const badKey = await apply(token, { offer_id: job.id, answers: { 'not-an-id': 'Yes' } });
    expect(badKey.statusCode).toBe(422);
    expect(
      (
        await apply(token, {
          offer_id: job.id,
          answers: { [String(permit)]: 'Yes', [String(shift)]: 'Evening', [String(start)]: 'x'.repeat(500) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an external apply link answers {redirect}, records the click and makes no application', async () => {
    const { token, id } = await newCandidate({ ready: false });
    const job = await newJob({ applyUrl: 'https://careers.example.test/apply/7' });
    const response = await apply(token, { offer_id: job.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect: 'https://careers.example.test/apply/7' });
    const clicks = await t.db.selectFrom('apply_clicks').select('job_id').where('user_id', '=', id).execute();
    expect(clicks).toEqual([{ job_id: job.id }]);
    const applications = await t.db.selectFrom('applications').select('id').where('user_id', '=', id).execute();
    expect(applications).toEqual([]);
  });

  it('lists the applications newest first, paged and by status, with only candidate-visible keys', async () => {
    const { token } = await newCandidate();
    const jobs = [await newJob(), await newJob(), await newJob()];
    for (const job of jobs) expect((await apply(token, { offer_id: job.id })).statusCode).toBe(200);
    const first = (await apply(token, { offer_id: jobs[0]?.id })).json().application.id;
    expect((await call(t.app, token, 'POST', `/api/candidates/applications/${first}/withdraw`)).statusCode).toBe(200);

    const page = await call(t.app, token, 'GET', '/api/candidates/applications?rows=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(Object.keys(body).sort()).toEqual(['applications', 'currentPage', 'lastPage', 'total']);
    expect(body).toMatchObject({ total: 3, lastPage: 2, currentPage: 1 });
    expect(body.applications.map((a: { job_id: number }) => a.job_id)).toEqual([jobs[2]?.id, jobs[1]?.id]);
    for (const application of body.applications) expect(Object.keys(application).sort()).toEqual(APPLICATION_KEYS);

    const second = (await call(t.app, token, 'GET', '/api/candidates/applications?rows=2&page=2')).json();
    expect(second.applications.map((a: { job_id: number }) => a.job_id)).toEqual([jobs[0]?.id]);
    const withdrawn = (await call(t.app, token, 'GET', '/api/candidates/applications?status=withdrawn')).json();
    expect(withdrawn).toMatchObject({ total: 1, applications: [{ id: first, status: 'withdrawn' }] });
    const bad = await call(t.app, token, 'GET', '/api/candidates/applications?status=promoted');
    expect(bad.statusCode).toBe(422);
  });

  it('withdraws: status and history change; twice is a 422 on id; someone else’s is 404', async () => {
    const owner = await newCandidate();
    const other = await newCandidate();
    const job = await newJob();
    const id = (await apply(owner.token, { offer_id: job.id })).json().application.id;

    const stranger = await call(t.app, other.token, 'POST', `/api/candidates/applications/${id}/withdraw`);
    expect(stranger.statusCode).toBe(404);

    const response = await call(t.app, owner.token, 'POST', `/api/candidates/applications/${id}/withdraw`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Your application has been withdrawn.',
      application: { id, status: 'withdrawn', history: [{ status: 'applied' }, { status: 'withdrawn' }] },
    });
    const twice = await call(t.app, owner.token, 'POST', `/api/candidates/applications/${id}/withdraw`);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ id: ['This application has already been withdrawn.'] });

    const missing = await call(t.app, owner.token, 'POST', '/api/candidates/applications/2000000000/withdraw');
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await apply(null, { offer_id: 1 })).statusCode).toBe(401);
    expect((await call(t.app, null, 'GET', '/api/candidates/applications')).statusCode).toBe(401);
    expect((await call(t.app, null, 'POST', '/api/candidates/applications/1/withdraw')).statusCode).toBe(401);
  });

  it('fills extra on a job: questions with kind, options, knockout and the stored answer, languages, tasks', async () => {
    const { token } = await newCandidate({ languages: [{ name: 'Flemish', level: 3 }] });
    const job = await newJob({
      languages: [
        { name: 'Dutch', mandatory: true, level: 3 },
        { name: 'Polish', mandatory: true, level: 2 },
        { name: 'English', mandatory: false, level: 2 },
      ],
      questions: [
        { question: 'Work permit?', kind: 'yes_no', knockout_answer: 'No', preferred_answer: 'Yes' },
        { question: 'Shift?', kind: 'single_choice', options: ['Morning', 'Evening'] },
      ],
    });
    const read = async () =>
      (await t.app.inject({ url: `/api/job?id=${job.id}`, headers: { authorization: `Bearer ${token}` } })).json().job
        .extra;
    expect(await read()).toEqual({
      application: null,
      canApply: true,
      available: true,
      redirect: null,
      favorite: false,
      screeningQuestions: [
        {
          id: job.questions[0],
          question: 'Work permit?',
          kind: 'yes_no',
          options: null,
          knockout_answer: 'No',
          answer: null,
        },
        {
          id: job.questions[1],
          question: 'Shift?',
          kind: 'single_choice',
          options: ['Morning', 'Evening'],
          knockout_answer: null,
          answer: null,
        },
      ],
      missingLanguages: [{ slug: 'Polish', name: 'Polish', level: 2 }],
      tasksToApply: { general_information: 1, languages: 1, cv: 1 },
    });
    await t.db
      .insertInto('candidate_languages')
      .values({ user_id: (await userIdOf(token)) ?? 0, language_id: languageId('Polish'), level: 2 })
      .execute();
    const response = await apply(token, {
      offer_id: job.id,
      answers: { [String(job.questions[0])]: 'Yes', [String(job.questions[1])]: 'Evening' },
    });
    expect(response.statusCode).toBe(200);
    const extra = await read();
    expect(extra).toMatchObject({
      canApply: false,
      application: { id: response.json().application.id, status: 'applied' },
      missingLanguages: [],
    });
    expect(extra.screeningQuestions.map((q: { answer: string }) => q.answer)).toEqual(['Yes', 'Evening']);
  });

  async function userIdOf(token: string) {
    const me = await t.app.inject({ url: '/api/candidates/profile', headers: { authorization: `Bearer ${token}` } });
    return me.json().user.id as number | undefined;
  }
});
