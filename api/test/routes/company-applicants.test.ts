// Long because the company's applicants calls (list, stages, bulk, rejection messages) share one company, job and applicants set-up.
import { sql } from 'kysely';
import { sendDueRejections } from '../../src/services/company-applicants';
import { type TestApp, useAddedJobs, useTestApp } from '../helper';
import {
  applyTo,
  call,
  insertJob,
  type JobOptions,
  makeReadyToApply,
  newCandidate as registerCandidate,
  newCompany as registerCompany,
} from '../support/company';

/** Companies, jobs, candidates and applications of this file, made through the api where it matters. */
function fixtures(t: TestApp, addedJobs: number[]) {
  const newCompany = (name: string) => registerCompany(t, { company_name: `${name} ${Date.now()}` });

  const newJob = (companyId: number, options: Omit<JobOptions, 'label' | 'companyId'> = {}) =>
    insertJob(t, addedJobs, { label: 'Applicants test job', companyId, ...options });

  /** A candidate who may apply: a country, languages and a CV, straight in the database. */
  async function newCandidate(nombre: string, languages = [{ name: 'English', level: 3 }]) {
    const candidate = await registerCandidate(t, { nombre, apellidos: 'Tester' });
    await t.db
      .updateTable('candidates')
      .set({ headline: `${nombre} the translator` })
      .where('user_id', '=', candidate.id)
      .execute();
    await makeReadyToApply(t, candidate.id, languages, { isDefault: true });
    return candidate;
  }

  const apply = (token: string, jobId: number, answers: Record<string, string> = {}) =>
    applyTo(t, token, jobId, answers);

  const candidateApplication = async (token: string, id: number) => {
    const response = await call(t.app, token, 'GET', '/api/candidates/applications?rows=50');
    expect(response.statusCode).toBe(200);
    return (response.json().applications as { id: number; status: string; history: { status: string }[] }[]).find(
      (a) => a.id === id,
    );
  };

  return { newCompany, newJob, newCandidate, apply, candidateApplication };
}

describe('company applicants: GET/PATCH /api/companies/applicants, bulk, rejection messages', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();
  const { newCompany, newJob, newCandidate, apply, candidateApplication } = fixtures(t, addedJobs);

  let companyA: { token: string; companyId: number };
  let companyB: { token: string; companyId: number };
  let job: { id: number; questions: number[] };
  let ana: Awaited<ReturnType<typeof newCandidate>>;
  let bo: Awaited<ReturnType<typeof newCandidate>>;
  let anaApp: number;
  let boApp: number;

  beforeAll(async () => {
    companyA = await newCompany('Applicants A');
    companyB = await newCompany('Applicants B');
    job = await newJob(companyA.companyId, {
      languages: [
        { name: 'English', mandatory: false, level: 3 },
        { name: 'German', mandatory: false, level: 2 },
      ],
      questions: [
        { question: 'Do you have a work permit?', kind: 'yes_no', knockout_answer: 'No', preferred_answer: 'Yes' },
        { question: 'When could you start?', kind: 'short_text' },
      ],
    });
    ana = await newCandidate('Ana');
    bo = await newCandidate('Bo', [
      { name: 'English', level: 4 },
      { name: 'German', level: 1 },
    ]);
    const [permit, start] = job.questions as [number, number];
    anaApp = await apply(ana.token, job.id, { [permit]: 'Yes', [start]: 'Now' });
    boApp = await apply(bo.token, job.id, { [permit]: 'No', [start]: 'Later' });
    // The job asks German at level 2 as mandatory now (after they applied): Bo's level 1 is missing.
    await t.db.updateTable('job_languages').set({ mandatory: true }).where('job_id', '=', job.id).execute();
  });

  it('lists the company’s applicants, newest first, with counts by stage, and pre-marks a knockout as rejected', async () => {
    const response = await call(t.app, companyA.token, 'GET', `/api/companies/applicants?job=${job.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, lastPage: 1, currentPage: 1 });
    expect(body.counts).toEqual({ new: 1, viewed: 0, in_review: 0, interview: 0, offer: 0, hired: 0, rejected: 1 });
    expect(body.applicants.map((a: { id: number }) => a.id)).toEqual([boApp, anaApp]);
    const [boItem, anaItem] = body.applicants;
    expect(boItem).toEqual({
      id: boApp,
      job: { id: job.id, title: expect.any(String), url: expect.any(String) },
      stage: 'rejected',
      status: 'not_selected',
      knocked_out: true,
      rating: null,
      created_at: expect.any(String),
      candidate: {
        id: bo.id,
        name: 'Bo Tester',
        headline: 'Bo the translator',
        photo: null,
        city: null,
        country: 'Austria',
        languages: [
          { slug: 'English', name: 'English', level: 4 },
          { slug: 'German', name: 'German', level: 1 },
        ],
      },
      missingLanguages: [{ slug: 'German', name: 'German', level: 2 }],
      knockoutAnswers: 1,
      requiredLanguages: 2,
      unread: true,
    });
    expect(anaItem).toMatchObject({ stage: 'new', status: 'applied', knocked_out: false, knockoutAnswers: 0 });
    expect(anaItem.missingLanguages).toEqual([{ slug: 'German', name: 'German', level: 2 }]);
  });

  it('filters by stage and searches name and headline; counts keep every stage', async () => {
    const rejected = await call(
      t.app,
      companyA.token,
      'GET',
      `/api/companies/applicants?job=${job.id}&status=rejected`,
    );
    expect(rejected.json().applicants.map((a: { id: number }) => a.id)).toEqual([boApp]);
    expect(rejected.json().counts.new).toBe(1);
    const byName = await call(t.app, companyA.token, 'GET', `/api/companies/applicants?q=ana%20tes`);
    expect(byName.json().applicants.map((a: { id: number }) => a.id)).toEqual([anaApp]);
    const byHeadline = await call(t.app, companyA.token, 'GET', `/api/companies/applicants?q=Bo%20the`);
    expect(byHeadline.json().applicants.map((a: { id: number }) => a.id)).toEqual([boApp]);
    const wildcard = await call(t.app, companyA.token, 'GET', `/api/companies/applicants?q=%25`);
    expect(wildcard.json().total).toBe(0);
  });

  it('another company sees none of them: its list is empty, the applicant and its bulk change are 404', async () => {
    const list = await call(t.app, companyB.token, 'GET', '/api/companies/applicants');
    expect(list.json()).toMatchObject({ applicants: [], total: 0 });
    const one = await call(t.app, companyB.token, 'GET', `/api/companies/applicants/${anaApp}`);
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain('Ana');
    const patch = await call(t.app, companyB.token, 'PATCH', `/api/companies/applicants/${anaApp}`, { note: 'x' });
    expect(patch.statusCode).toBe(404);

    // Company B's own applicant and A's in one bulk call: 404 and B's own is not moved either.
    const jobB = await newJob(companyB.companyId);
    const carla = await newCandidate('Carla');
    const carlaApp = await apply(carla.token, jobB.id);
    const bulk = await call(t.app, companyB.token, 'POST', '/api/companies/applicants/bulk', {
      ids: [carlaApp, anaApp],
      action: 'move',
      stage: 'interview',
    });
    expect(bulk.statusCode).toBe(404);
    const stages = await t.db
      .selectFrom('application_reviews')
      .select(['application_id', 'stage'])
      .where('application_id', 'in', [carlaApp, anaApp])
      .orderBy('application_id')
      .execute();
    expect(stages).toEqual([
      { application_id: anaApp, stage: 'new' },
      { application_id: carlaApp, stage: 'new' },
    ]);
  });

  it('needs a company: no token 401, a candidate 403', async () => {
    expect((await call(t.app, null, 'GET', '/api/companies/applicants')).statusCode).toBe(401);
    expect((await call(t.app, ana.token, 'GET', '/api/companies/applicants')).statusCode).toBe(403);
    expect(
      (await call(t.app, ana.token, 'PATCH', `/api/companies/applicants/${anaApp}`, { note: 'x' })).statusCode,
    ).toBe(403);
  });

  it('opens an applicant with the profile and answers: a new one becomes viewed, and the candidate sees it', async () => {
    const response = await call(t.app, companyA.token, 'GET', `/api/companies/applicants/${anaApp}`);
    expect(response.statusCode).toBe(200);
    const { applicant } = response.json();
    expect(applicant).toMatchObject({ id: anaApp, stage: 'viewed', status: 'viewed', note: null, rejection: null });
    expect(applicant.answers).toEqual([
      { question: 'Do you have a work permit?', kind: 'yes_no', answer: 'Yes', knockout: false, preferred: true },
      { question: 'When could you start?', kind: 'short_text', answer: 'Now', knockout: false, preferred: null },
    ]);
    expect(applicant.history.map((h: { status: string }) => h.status)).toEqual(['applied', 'viewed']);
    expect(applicant.candidate).toMatchObject({
      name: 'Ana Tester',
      email: ana.email,
      cvs: [{ id: expect.any(Number), name: 'cv.pdf', created_at: expect.any(String), default: true }],
      experience: [],
      education: [],
      skills: [],
    });
    const seen = await candidateApplication(ana.token, anaApp);
    expect(seen?.status).toBe('viewed');

    // Opening it again changes nothing more.
    await call(t.app, companyA.token, 'GET', `/api/companies/applicants/${anaApp}`);
    expect((await candidateApplication(ana.token, anaApp))?.history).toHaveLength(2);
  });

  it('maps every stage to the status the candidate sees, with one history row per change', async () => {
    // Hired is the company's stage: the candidate keeps seeing the offer (docs/company-area.md#applicants).
    const expected = { in_review: 'in_review', interview: 'interview', offer: 'offer', hired: 'offer', new: 'applied' };
    for (const [stage, status] of Object.entries(expected)) {
      const response = await call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${anaApp}`, { stage });
      expect(response.statusCode).toBe(200);
      expect(response.json().applicant).toMatchObject({ stage, status });
      expect((await candidateApplication(ana.token, anaApp))?.status).toBe(status);
    }
    const history = (await candidateApplication(ana.token, anaApp))?.history.map((h) => h.status);
    expect(history).toEqual(['applied', 'viewed', 'in_review', 'interview', 'offer', 'applied']);
  });

  it('keeps the note and rating from the candidate: neither is in their applications nor on the job page', async () => {
    const note = 'Private-note-7f3a: strong, but asks too much';
    const response = await call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${anaApp}`, {
      note,
      rating: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().applicant).toMatchObject({ note, rating: 4 });
    const list = await call(t.app, ana.token, 'GET', '/api/candidates/applications?rows=50');
    const jobPage = await call(t.app, ana.token, 'GET', `/api/job?id=${job.id}`);
    expect(jobPage.statusCode).toBe(200);
    for (const body of [list.body, jobPage.body]) {
      expect(body).not.toContain('Private-note-7f3a');
      expect(body).not.toMatch(/"(note|rating|stage)"/);
    }
    // Cleared again with null.
    const cleared = await call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${anaApp}`, {
      note: null,
      rating: null,
    });
    expect(cleared.json().applicant).toMatchObject({ note: null, rating: null });
  });

  it('refuses bad changes with a 422 naming the field', async () => {
    const patch = (payload: object) =>
      call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${anaApp}`, payload);
    expect(Object.keys((await patch({ rating: 6 })).json().errors)).toEqual(['rating']);
    expect(Object.keys((await patch({ stage: 'fired' })).json().errors)).toEqual(['stage']);
    expect(Object.keys((await patch({ note: 'x'.repeat(5001) })).json().errors)).toEqual(['note']);
    const notRejected = await patch({ rejection: { subject: 'Hi', body: 'Bye' } });
    expect(notRejected.statusCode).toBe(422);
    expect(Object.keys(notRejected.json().errors)).toEqual(['rejection']);
    const bulk = await call(t.app, companyA.token, 'POST', '/api/companies/applicants/bulk', {
      ids: [anaApp],
      action: 'move',
    });
    expect(bulk.statusCode).toBe(422);
    expect(Object.keys(bulk.json().errors)).toEqual(['stage']);
    const tooMany = await call(t.app, companyA.token, 'POST', '/api/companies/applicants/bulk', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
      action: 'reject',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['ids']);
  });

  it('delays the rejection message: editable, cancelled by moving back, sent once, and only then "not selected"', async () => {
    const patch = (payload: object) =>
      call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${anaApp}`, payload);
    const rejected = await patch({ stage: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    const { applicant } = rejected.json();
    expect(applicant).toMatchObject({ stage: 'rejected', status: 'applied' });
    expect(applicant.rejection).toMatchObject({
      subject: expect.stringContaining('Your application for'),
      sent_at: null,
    });
    expect(applicant.rejection.body).toContain('Dear Ana');
    const delay = new Date(applicant.rejection.send_at).getTime() - Date.now();
    expect(delay).toBeGreaterThan(59 * 60_000);
    expect(delay).toBeLessThanOrEqual(60 * 60_000);
    // Not due yet: nothing is sent and the candidate is not told.
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(0);
    expect((await candidateApplication(ana.token, anaApp))?.status).toBe('applied');

    const edited = await patch({ rejection: { subject: 'About your application', body: 'Thank you, Ana.' } });
    expect(edited.json().applicant.rejection).toMatchObject({ subject: 'About your application' });

    // Moved back in time: the message is cancelled and the candidate sees the new stage.
    const back = await patch({ stage: 'interview' });
    expect(back.json().applicant).toMatchObject({ stage: 'interview', status: 'interview', rejection: null });
    await t.db
      .updateTable('rejection_messages')
      .set({ send_at: sql<Date>`now() - interval '1 minute'` })
      .where('application_id', '=', anaApp)
      .execute();
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(0);

    // Rejected again, with its own text, and due: sent once through the outbox.
    await patch({
      stage: 'rejected',
      rejection: { subject: 'Ana: our decision 7c1', body: 'We chose another person.' },
    });
    await t.db
      .updateTable('rejection_messages')
      .set({ send_at: sql<Date>`now() - interval '1 minute'` })
      .where('application_id', '=', anaApp)
      .execute();
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(1);
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(0);
    const mails = await t.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'body_text'])
      .where('subject', '=', 'Ana: our decision 7c1')
      .execute();
    expect(mails).toEqual([
      { to_address: ana.email, subject: 'Ana: our decision 7c1', body_text: 'We chose another person.' },
    ]);
    const told = await candidateApplication(ana.token, anaApp);
    expect(told?.status).toBe('not_selected');
    expect(told?.history.at(-1)?.status).toBe('not_selected');
    const after = await call(t.app, companyA.token, 'GET', `/api/companies/applicants/${anaApp}`);
    expect(after.json().applicant.rejection.sent_at).toEqual(expect.any(String));
    const late = await patch({ rejection: { subject: 'Too late', body: 'Too late' } });
    expect(late.statusCode).toBe(422);
    expect(Object.keys(late.json().errors)).toEqual(['rejection']);
  });

  it('writes the default message in the job’s language (German), English when the site has no such catalogue', async () => {
    const german = await newJob(companyA.companyId, { contentLang: 'de' });
    const greek = await newJob(companyA.companyId, { contentLang: 'el' });
    const dora = await newCandidate('Dora');
    const inGerman = await apply(dora.token, german.id);
    const inGreek = await apply(dora.token, greek.id);
    const bulk = await call(t.app, companyA.token, 'POST', '/api/companies/applicants/bulk', {
      ids: [inGerman, inGreek],
      action: 'reject',
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    const de = (await call(t.app, companyA.token, 'GET', `/api/companies/applicants/${inGerman}`)).json().applicant;
    expect(de.rejection.subject).toMatch(/^Ihre Bewerbung als/);
    expect(de.rejection.body).toContain('Dora');
    const el = (await call(t.app, companyA.token, 'GET', `/api/companies/applicants/${inGreek}`)).json().applicant;
    expect(el.rejection.subject).toMatch(/^Your application for/);
    await t.db
      .updateTable('rejection_messages')
      .set({ send_at: sql<Date>`now() - interval '1 minute'` })
      .where('application_id', 'in', [inGerman, inGreek])
      .execute();
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(2);
    // Beside the receipts of her two applications (docs/operations.md#mails-about-applications).
    const mails = await t.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', dora.email)
      .where('subject', 'not like', 'Application sent: %')
      .execute();
    expect(mails.map((m) => m.subject).sort()).toEqual([el.rejection.subject, de.rejection.subject].sort());
  });

  it('sends nothing to a candidate who withdrew before the message was due; a message needs a rejection', async () => {
    const jobD = await newJob(companyA.companyId);
    const hana = await newCandidate('Hana');
    const id = await apply(hana.token, jobD.id);
    const withMove = await call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${id}`, {
      stage: 'interview',
      rejection: { subject: 'Not now', body: 'Not now' },
    });
    expect(withMove.statusCode).toBe(422);
    expect(Object.keys(withMove.json().errors)).toEqual(['rejection']);
    expect((await candidateApplication(hana.token, id))?.status).toBe('applied');

    const rejected = await call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${id}`, {
      stage: 'rejected',
    });
    expect(rejected.statusCode).toBe(200);
    await call(t.app, hana.token, 'POST', `/api/candidates/applications/${id}/withdraw`);
    await t.db
      .updateTable('rejection_messages')
      .set({ send_at: sql<Date>`now() - interval '1 minute'` })
      .where('application_id', '=', id)
      .execute();
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(0);
    // Only the receipt of her application.
    const mails = await t.db.selectFrom('outbox').select('subject').where('to_address', '=', hana.email).execute();
    expect(mails).toEqual([{ subject: expect.stringMatching(/^Application sent: /) }]);
    expect((await candidateApplication(hana.token, id))?.status).toBe('withdrawn');
  });

  it('bulk moves the company’s applicants; a withdrawn application keeps its stage', async () => {
    const jobC = await newJob(companyA.companyId);
    const eva = await newCandidate('Eva');
    const finn = await newCandidate('Finn');
    const evaApp = await apply(eva.token, jobC.id);
    const finnApp = await apply(finn.token, jobC.id);
    const withdrawn = await call(t.app, finn.token, 'POST', `/api/candidates/applications/${finnApp}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    const bulk = await call(t.app, companyA.token, 'POST', '/api/companies/applicants/bulk', {
      ids: [evaApp, finnApp],
      action: 'move',
      stage: 'in_review',
    });
    expect(bulk.json()).toEqual({ updated: 1 });
    expect((await candidateApplication(eva.token, evaApp))?.status).toBe('in_review');
    expect((await candidateApplication(finn.token, finnApp))?.status).toBe('withdrawn');
    const patch = await call(t.app, companyA.token, 'PATCH', `/api/companies/applicants/${finnApp}`, {
      stage: 'interview',
    });
    expect(patch.statusCode).toBe(422);
    expect(Object.keys(patch.json().errors)).toEqual(['stage']);
    const open = await call(t.app, companyA.token, 'GET', `/api/companies/applicants/${finnApp}`);
    expect(open.json().applicant).toMatchObject({ stage: 'new', status: 'withdrawn' });
  });
});

describe('the job queue inside the api sends due rejection messages by itself', () => {
  const t = useTestApp({ WORKER: 'inline', JOB_ALERTS_SWEEP_SECONDS: '1', COMPANY_REJECTION_DELAY_MINUTES: '0' });
  const addedJobs = useAddedJobs();
  const { newCompany, newJob, newCandidate, apply, candidateApplication } = fixtures(t, addedJobs);

  it('a rejection with no delay reaches the outbox, and the candidate is told "not selected"', async () => {
    await t.app.ready();
    const company = await newCompany('Queue company');
    const job = await newJob(company.companyId);
    const gil = await newCandidate('Gil');
    const id = await apply(gil.token, job.id);
    const rejected = await call(t.app, company.token, 'PATCH', `/api/companies/applicants/${id}`, {
      stage: 'rejected',
    });
    expect(rejected.statusCode).toBe(200);
    const deadline = Date.now() + 20_000;
    let mails: { subject: string }[] = [];
    // The receipt of the application first, then the rejection.
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await t.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_address', '=', gil.email)
        .orderBy('id')
        .execute();
    }
    expect(mails).toEqual([
      { subject: expect.stringMatching(/^Application sent: /) },
      { subject: rejected.json().applicant.rejection.subject },
    ]);
    expect((await candidateApplication(gil.token, id))?.status).toBe('not_selected');
  });
});
