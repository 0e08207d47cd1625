// The candidate's mails about an application (docs/operations.md#mails-about-applications): the receipt when they
// apply, a mail per stage the company moves them to (viewed, in review, interview, offer) once each, one mail per
// candidate for a bulk change, in the candidate's language, and none while their `email_applications` is off.
import { sql } from 'kysely';
import { sendDueStageMails } from '../../src/services/application-mails';
import { sendDueRejections } from '../../src/services/company-applicants';
import { type TestApp, useAddedJobs, useTestApp } from '../helper';
import { applyTo, call, insertJob, makeReadyToApply, newCandidate, newCompany } from '../support/company';

function fixtures(t: TestApp, addedJobs: number[]) {
  const company = async () => newCompany(t, { company_name: `Mail Test ${Date.now()}` });
  const job = (companyId: number, options: { questions?: Parameters<typeof insertJob>[2]['questions'] } = {}) =>
    insertJob(t, addedJobs, { label: 'Mail test job', companyId, ...options });

  /** A candidate who may apply, in an interface language. */
  async function candidate(nombre: string, locale: 'en' | 'de' | 'fr' = 'en') {
    const who = await newCandidate(t, { nombre, apellidos: 'Tester' });
    await t.db.updateTable('users').set({ locale }).where('id', '=', who.id).execute();
    await makeReadyToApply(t, who.id, [{ name: 'English', level: 3 }], { isDefault: true });
    return who;
  }

  const apply = (token: string, jobId: number, answers: Record<string, string> = {}) =>
    applyTo(t, token, jobId, answers);

  const mailsTo = (email: string) =>
    t.db.selectFrom('outbox').select(['subject', 'body_text']).where('to_address', '=', email).orderBy('id').execute();

  /** Every waiting stage mail is due now (the delay is a setting; the tests do not wait for it). */
  const makeDue = () =>
    t.db
      .updateTable('application_stage_mails')
      .set({ send_at: sql<Date>`now() - interval '1 second'` })
      .where('sent_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
  const send = () => sendDueStageMails({ db: t.db, publicUrl: t.config.publicUrl });

  return { company, job, candidate, apply, mailsTo, makeDue, send };
}

describe('mails about applications', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();
  const { company, job, candidate, apply, mailsTo, makeDue, send } = fixtures(t, addedJobs);

  it('a candidate who applies gets a receipt in their language, once; a knockout answer or mails off get none', async () => {
    const acme = await company();
    const open = await job(acme.companyId);
    const title = (await t.db.selectFrom('jobs').select('title').where('id', '=', open.id).executeTakeFirstOrThrow())
      .title;
    const greta = await candidate('Greta', 'de');
    await apply(greta.token, open.id);
    await apply(greta.token, open.id);
    const mails = await mailsTo(greta.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Bewerbung gesendet: ${title}`);
    expect(mails[0]?.body_text).toContain('Hallo Greta,');
    expect(mails[0]?.body_text).toContain(`Ihre Bewerbung als ${title} bei Mail Test`);
    expect(mails[0]?.body_text).toContain(`${t.config.publicUrl}/jobs/`);
    expect(mails[0]?.body_text).toContain(`${t.config.publicUrl}/account/account-settings`);

    // The setting, on by default, switched off like the others: no receipt then.
    const hugo = await candidate('Hugo');
    const settings = await call(t.app, hugo.token, 'GET', '/api/candidates/profile');
    expect(settings.json().user.candidate.email_applications).toBe(true);
    const off = await call(t.app, hugo.token, 'POST', '/api/candidates/email-settings/email_applications', {
      state: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ email_applications: false, email_notifications: true });
    await apply(hugo.token, open.id);
    expect(await mailsTo(hugo.email)).toEqual([]);

    // A knockout answer ended the application on the form: no mail says it was sent.
    const screened = await job(acme.companyId, {
      questions: [{ question: 'Do you have a work permit?', kind: 'yes_no', knockout_answer: 'No' }],
    });
    const ines = await candidate('Ines');
    await apply(ines.token, screened.id, { [screened.questions[0] as number]: 'No' });
    expect(await mailsTo(ines.email)).toEqual([]);
  });

  it('mails viewed, in review, interview and offer once each, after the delay; an undone move and a move back send nothing', async () => {
    const acme = await company();
    const open = await job(acme.companyId);
    const title = (await t.db.selectFrom('jobs').select('title').where('id', '=', open.id).executeTakeFirstOrThrow())
      .title;
    const jan = await candidate('Jan');
    const id = await apply(jan.token, open.id);
    const move = (stage: string) =>
      call(t.app, acme.token, 'PATCH', `/api/companies/applicants/${id}`, { stage }).then((response) => {
        expect(response.statusCode).toBe(200);
      });
    const stageMails = async () => (await mailsTo(jan.email)).slice(1).map((mail) => mail.subject);

    // Opening a new applicant makes it viewed: mailed after the delay (10 minutes by default), not at once.
    expect((await call(t.app, acme.token, 'GET', `/api/companies/applicants/${id}`)).statusCode).toBe(200);
    const waiting = await t.db
      .selectFrom('application_stage_mails')
      .select(['stage', 'send_at'])
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(waiting.stage).toBe('viewed');
    const delay = new Date(waiting.send_at).getTime() - Date.now();
    expect(delay).toBeGreaterThan(9 * 60_000);
    expect(delay).toBeLessThanOrEqual(10 * 60_000);
    expect(await send()).toBe(0);
    await makeDue();
    expect(await send()).toBe(1);
    expect(await send()).toBe(0);
    expect(await stageMails()).toEqual([`Your application was viewed: ${title}`]);

    // Interview by mistake, in review before its mail went: only "in review" is mailed.
    await move('interview');
    await move('in_review');
    await makeDue();
    expect(await send()).toBe(1);
    await move('interview');
    await makeDue();
    expect(await send()).toBe(1);
    // Back to in review (a correction) and to interview again: both were mailed before, nothing more.
    await move('in_review');
    await move('interview');
    await makeDue();
    expect(await send()).toBe(0);
    await move('offer');
    await makeDue();
    expect(await send()).toBe(1);
    const mails = await mailsTo(jan.email);
    expect(mails.slice(1).map((mail) => mail.subject)).toEqual([
      `Your application was viewed: ${title}`,
      `Your application is being reviewed: ${title}`,
      `Interview stage: ${title}`,
      `Offer stage: ${title}`,
    ]);
    expect(mails.at(-1)?.body_text).toContain(`has moved your application for ${title} to the offer stage.`);
    expect(mails.at(-1)?.body_text).toContain(`${t.config.publicUrl}/account/my-jobs/applications`);
  });

  it('a bulk move mails each candidate once (one mail for two applications), none to the withdrawn or to mails off', async () => {
    const acme = await company();
    const first = await job(acme.companyId);
    const second = await job(acme.companyId);
    const [kai, lea, mo, nia] = await Promise.all([
      candidate('Kai', 'fr'),
      candidate('Lea'),
      candidate('Mo'),
      candidate('Nia'),
    ]);
    const ids = [
      await apply(kai.token, first.id),
      await apply(kai.token, second.id),
      await apply(lea.token, first.id),
      await apply(mo.token, first.id),
      await apply(nia.token, first.id),
    ];
    await call(t.app, mo.token, 'POST', `/api/candidates/applications/${ids[3]}/withdraw`);
    await call(t.app, nia.token, 'POST', '/api/candidates/email-settings/email_applications', { state: 0 });
    const bulk = await call(t.app, acme.token, 'POST', '/api/companies/applicants/bulk', {
      ids,
      action: 'move',
      stage: 'interview',
    });
    expect(bulk.json()).toEqual({ updated: 4 });
    await makeDue();
    expect(await send()).toBe(2);
    expect(await send()).toBe(0);

    const kaiMails = (await mailsTo(kai.email)).slice(2);
    expect(kaiMails).toHaveLength(1);
    expect(kaiMails[0]?.subject).toBe('Du nouveau pour 2 de vos candidatures');
    expect(kaiMails[0]?.body_text.match(/à l’étape de l’entretien/g)).toHaveLength(2);
    expect((await mailsTo(lea.email)).slice(1).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Interview stage: /),
    ]);
    // Mo withdrew before the mail was due; Nia turned application mails off (her receipt went before).
    expect(await mailsTo(mo.email)).toHaveLength(1);
    expect(await mailsTo(nia.email)).toHaveLength(1);
  });

  it('the rejection message follows the same setting: no mail while it is off, but the status still says not selected', async () => {
    const acme = await company();
    const open = await job(acme.companyId);
    const olga = await candidate('Olga');
    const id = await apply(olga.token, open.id);
    await call(t.app, olga.token, 'POST', '/api/candidates/email-settings/email_applications', { state: false });
    await call(t.app, acme.token, 'PATCH', `/api/companies/applicants/${id}`, { stage: 'rejected' });
    await t.db
      .updateTable('rejection_messages')
      .set({ send_at: sql<Date>`now() - interval '1 minute'` })
      .where('application_id', '=', id)
      .execute();
    expect(await sendDueRejections({ db: t.db, publicUrl: t.config.publicUrl })).toBe(1);
    // Only the receipt, from before she turned them off.
    expect((await mailsTo(olga.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Application sent: /),
    ]);
    const mine = await call(t.app, olga.token, 'GET', '/api/candidates/applications?rows=50');
    expect(mine.json().applications.find((a: { id: number }) => a.id === id).status).toBe('not_selected');
  });
});

describe('the job queue inside the api sends due stage mails by itself', () => {
  const t = useTestApp({ WORKER: 'inline', JOB_ALERTS_SWEEP_SECONDS: '1', COMPANY_STAGE_MAIL_DELAY_MINUTES: '0' });
  const addedJobs = useAddedJobs();
  const { company, job, candidate, apply, mailsTo } = fixtures(t, addedJobs);

  it('a move to interview with no delay reaches the outbox', async () => {
    await t.app.ready();
    const acme = await company();
    const open = await job(acme.companyId);
    const pia = await candidate('Pia');
    const id = await apply(pia.token, open.id);
    await call(t.app, acme.token, 'PATCH', `/api/companies/applicants/${id}`, { stage: 'interview' });
    const deadline = Date.now() + 20_000;
    let mails: { subject: string }[] = [];
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mails = await mailsTo(pia.email);
    }
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Application sent: /),
      expect.stringMatching(/^Interview stage: /),
    ]);
  });
});
