import { register, uniqueEmail, useAddedJobs, useTestApp } from '../helper';
import { call, createJob, makeReadyToApply, newCandidate, newCompany } from '../support/company';

describe('screening questions: /api/companies/jobs/{id}/screening-questions', () => {
  const t = useTestApp();
  const added = useAddedJobs();

  async function newCompanyWithJob(name: string) {
    const { token, companyId } = await newCompany(t, { company_name: name, email: uniqueEmail('q') });
    const created = await createJob(t, added, token, {
      title: 'Question test job',
      description: '<p>A job with screening questions, long enough to be saved.</p>',
    });
    return { token, jobId: created.json().job.id as number, companyId };
  }

  const url = (jobId: number) => `/api/companies/jobs/${jobId}/screening-questions`;

  const QUESTIONS = [
    { question: 'Do you have a work permit for Germany?', kind: 'yes_no', mode: 'knockout', knockout_answer: 'no' },
    {
      question: 'How many years of support experience?',
      kind: 'single_choice',
      options: ['None', '1 to 3', 'More than 3'],
      mode: 'preferred',
      preferred_answer: 'more than 3',
    },
    { question: 'When could you start?', kind: 'short_text', mode: null },
  ];

  it('saves the three kinds, stores answers as the options are written, and answers them in order', async () => {
    const { token, jobId } = await newCompanyWithJob('Questions Ltd');
    expect((await call(t.app, token, 'GET', url(jobId))).json()).toEqual({ questions: [] });
    const put = await call(t.app, token, 'PUT', url(jobId), { questions: QUESTIONS });
    expect(put.statusCode).toBe(200);
    const { questions } = put.json();
    expect(questions).toEqual([
      {
        id: expect.any(Number),
        question: 'Do you have a work permit for Germany?',
        kind: 'yes_no',
        options: null,
        mode: 'knockout',
        knockout_answer: 'No',
        preferred_answer: null,
        position: 0,
      },
      {
        id: expect.any(Number),
        question: 'How many years of support experience?',
        kind: 'single_choice',
        options: ['None', '1 to 3', 'More than 3'],
        mode: 'preferred',
        knockout_answer: null,
        preferred_answer: 'More than 3',
        position: 1,
      },
      {
        id: expect.any(Number),
        question: 'When could you start?',
        kind: 'short_text',
        options: null,
        mode: null,
        knockout_answer: null,
        preferred_answer: null,
        position: 2,
      },
    ]);
    expect((await call(t.app, token, 'GET', url(jobId))).json()).toEqual({ questions });
    expect((await call(t.app, token, 'GET', `/api/companies/jobs/${jobId}`)).json().job.screening_questions).toBe(3);

    // Reordered and one left out: kept ids, new positions, the unanswered one deleted.
    const [first, second] = questions;
    const reordered = await call(t.app, token, 'PUT', url(jobId), {
      questions: [
        { ...second, id: second.id },
        { ...first, id: first.id },
      ].map(({ position: _p, ...q }) => q),
    });
    expect(reordered.json().questions.map((q: { id: number; position: number }) => [q.id, q.position])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
    const left = await t.db.selectFrom('screening_questions').select('id').where('job_id', '=', jobId).execute();
    expect(left.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('checks options and knockout answers with 422s naming each question field', async () => {
    const { token, jobId } = await newCompanyWithJob('Strict Questions Ltd');
    const response = await call(t.app, token, 'PUT', url(jobId), {
      questions: [
        { question: 'Pick one', kind: 'single_choice', options: ['Only one'] },
        { question: 'Pick again', kind: 'single_choice', options: ['A', 'a'] },
        { question: 'Free text knockout?', kind: 'short_text', mode: 'knockout', knockout_answer: 'no' },
        { question: 'Yes or no?', kind: 'yes_no', mode: 'knockout', knockout_answer: 'Maybe' },
        { question: 'Yes or no again?', kind: 'yes_no', mode: 'knockout' },
        { question: 'Which one?', kind: 'single_choice', options: ['X', 'Y'], mode: 'preferred' },
        { question: 'Options on yes/no?', kind: 'yes_no', options: ['Si', 'No'] },
        { question: 'Both the same?', kind: 'yes_no', mode: 'knockout', knockout_answer: 'No', preferred_answer: 'no' },
        { id: 2_000_000, question: 'Not this job’s', kind: 'short_text' },
        // Long enough as sent, too short once trimmed.
        { question: '   a   ', kind: 'short_text' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'questions.0.options': ['A single-choice question needs 2 to 10 options.'],
      'questions.1.options': ['Each option must be different.'],
      'questions.2.mode': ['A short-text question cannot end the application: make it yes/no or single choice.'],
      'questions.3.knockout_answer': ['The answer must be one of: Yes / No.'],
      'questions.4.knockout_answer': ['Choose the answer that ends the application.'],
      'questions.5.preferred_answer': ['Give the answer you prefer.'],
      'questions.6.options': ['Only a single-choice question has options.'],
      'questions.7.preferred_answer': ['The preferred answer cannot be the one that ends the application.'],
      'questions.8.id': ['This question is not one of this job’s questions.'],
      'questions.9.question': ['The question field must be at least 3 characters.'],
    });
    const tooMany = await call(t.app, token, 'PUT', url(jobId), {
      questions: Array.from({ length: 11 }, (_, i) => ({ question: `Question ${i}`, kind: 'short_text' })),
    });
    expect(tooMany.statusCode).toBe(422);
    expect((await call(t.app, token, 'GET', url(jobId))).json()).toEqual({ questions: [] });
  });

  it('keeps questions to their company: 404 for another company, 401 without a token, 403 for a candidate', async () => {
    const a = await newCompanyWithJob('Owner Ltd');
    const b = await newCompanyWithJob('Other Ltd');
    await call(t.app, a.token, 'PUT', url(a.jobId), { questions: QUESTIONS });
    expect((await call(t.app, b.token, 'GET', url(a.jobId))).statusCode).toBe(404);
    expect((await call(t.app, b.token, 'PUT', url(a.jobId), { questions: [] })).statusCode).toBe(404);
    // Another job's question id cannot be taken over.
    const theirs = (await call(t.app, a.token, 'GET', url(a.jobId))).json().questions[0];
    const steal = await call(t.app, b.token, 'PUT', url(b.jobId), {
      questions: [{ id: theirs.id, question: 'Mine now', kind: 'short_text' }],
    });
    expect(Object.keys(steal.json().errors)).toEqual(['questions.0.id']);
    expect((await call(t.app, null, 'GET', url(a.jobId))).statusCode).toBe(401);
    const candidate = (await register(t.app)).response.json().token as string;
    expect((await call(t.app, candidate, 'GET', url(a.jobId))).statusCode).toBe(403);
    expect((await call(t.app, a.token, 'GET', url(a.jobId))).json().questions).toHaveLength(3);
  });

  it('archives answered questions: applicants keep their answers, candidates are asked only the new list', async () => {
    const { token, jobId, companyId } = await newCompanyWithJob('Archive Ltd');
    await t.db
      .insertInto('company_balances')
      .values({ company_id: companyId, job_credits: 1 })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ job_credits: 1 }))
      .execute();
    const saved = (await call(t.app, token, 'PUT', url(jobId), { questions: QUESTIONS })).json().questions;
    expect((await call(t.app, token, 'POST', `/api/companies/jobs/${jobId}/publish`, {})).statusCode).toBe(200);

    // A candidate ready to apply (contact country, a language, a CV) applies with answers.
    const { token: candidateToken, id: userId } = await newCandidate(t);
    await makeReadyToApply(t, userId, [{ name: 'English', level: 3 }]);
    const applied = await call(t.app, candidateToken, 'POST', '/api/candidates/applications', {
      offer_id: jobId,
      answers: { [saved[0].id]: 'Yes', [saved[1].id]: '1 to 3', [saved[2].id]: 'In May' },
    });
    expect(applied.statusCode).toBe(200);
    const applicationId = applied.json().application.id as number;

    // The company rewords the first question, drops the third and keeps the second as it was.
    const put = await call(t.app, token, 'PUT', url(jobId), {
      questions: [
        { ...QUESTIONS[0], id: saved[0].id, question: 'Do you have an EU work permit?' },
        { ...QUESTIONS[1], id: saved[1].id },
      ],
    });
    expect(put.statusCode).toBe(200);
    const now = put.json().questions;
    expect(now.map((q: { question: string }) => q.question)).toEqual([
      'Do you have an EU work permit?',
      'How many years of support experience?',
    ]);
    // The reworded question is a new one; the unchanged one kept its id.
    expect(now[0].id).not.toBe(saved[0].id);
    expect(now[1].id).toBe(saved[1].id);
    const archived = await t.db
      .selectFrom('screening_questions')
      .select(['id', 'archived'])
      .where('job_id', '=', jobId)
      .orderBy('id')
      .execute();
    expect(archived).toEqual([
      { id: saved[0].id, archived: true },
      { id: saved[1].id, archived: false },
      { id: saved[2].id, archived: true },
      { id: now[0].id, archived: false },
    ]);

    // The candidate's application still shows every answer with its original question.
    const mine = (await call(t.app, candidateToken, 'GET', '/api/candidates/applications')).json().applications;
    const application = mine.find((a: { id: number }) => a.id === applicationId);
    expect(application.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: 'Do you have a work permit for Germany?', answer: 'Yes' }),
        expect.objectContaining({ question: 'When could you start?', answer: 'In May' }),
      ]),
    );
    // Anyone opening the job now is asked only the current questions.
    const other = await register(t.app);
    const page = await call(t.app, other.response.json().token, 'GET', `/api/job?id=${jobId}`);
    expect(page.json().job.extra.screeningQuestions.map((q: { id: number }) => q.id)).toEqual(
      now.map((q: { id: number }) => q.id),
    );
  });
});
