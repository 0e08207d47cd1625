// The company hears of new applicants (docs/company-area.md#mails-about-new-applicants): every account of the
// company, each in its own language, a mail per application at once (the default), one digest a day, or nothing, as
// the company chose under /api/companies/applicant-mails.
import { sql } from 'kysely';
import { sendDueApplicantDigests } from '../../src/services/applicant-notices';
import { type TestApp, uniqueEmail, useAddedJobs, useTestApp } from '../helper';
import { applyTo, call, insertJob, makeReadyToApply, newCandidate, newCompany } from '../support/company';

function fixtures(t: TestApp, addedJobs: number[]) {
  /** A company with a second account, in French. */
  async function company(name: string) {
    const first = await newCompany(t, { company_name: name, nombre: 'Erika' });
    const second = uniqueEmail('colleague');
    await t.db
      .insertInto('users')
      .values({
        email: second,
        password_hash: 'x',
        type: 'company',
        company_id: first.companyId,
        nombre: 'Luc',
        locale: 'fr',
      })
      .execute();
    return { ...first, accounts: [first.email, second] };
  }
  const job = (companyId: number, options: { questions?: Parameters<typeof insertJob>[2]['questions'] } = {}) =>
    insertJob(t, addedJobs, { label: 'Notice test job', companyId, ...options });
  const titleOf = async (jobId: number) =>
    (await t.db.selectFrom('jobs').select('title').where('id', '=', jobId).executeTakeFirstOrThrow()).title;

  async function candidate(nombre: string, apellidos = 'Tester') {
    const who = await newCandidate(t, { nombre, apellidos });
    await makeReadyToApply(t, who.id, [{ name: 'English', level: 3 }], { isDefault: true });
    return who;
  }
  const apply = (token: string, jobId: number, answers: Record<string, string> = {}) =>
    applyTo(t, token, jobId, answers);
  const mailsTo = (email: string) =>
    t.db
      .selectFrom('outbox')
      .select(['subject', 'body_text', 'body_html'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const choose = (token: string, choice: unknown) =>
    call(t.app, token, 'PUT', '/api/companies/applicant-mails', { applicant_mails: choice });
  const digest = () =>
    sendDueApplicantDigests({ db: t.db, publicUrl: t.config.publicUrl, digest: t.config.applicantDigest });
  /** The waiting entries of a company, as if written a day ago (the digest takes those from before its hour). */
  const age = (companyId: number) =>
    t.db
      .updateTable('applicant_digest_entries')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('company_id', '=', companyId)
      .where('sent_at', 'is', null)
      .execute();
  /** The company's last digest, as if sent a day ago: the next one is due. */
  const lastDigestYesterday = (companyId: number) =>
    t.db
      .updateTable('companies')
      .set({ applicant_digest_at: sql<Date>`now() - interval '25 hours'` })
      .where('id', '=', companyId)
      .execute();
  return { company, job, titleOf, candidate, apply, mailsTo, choose, digest, age, lastDigestYesterday };
}

describe('mails to the company about new applicants', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();
  const { company, job, titleOf, candidate, apply, mailsTo, choose, digest, age, lastDigestYesterday } = fixtures(
    t,
    addedJobs,
  );

  it('keeps the choice per company, checked by the server', async () => {
    const acme = await company(`Notice Setting ${Date.now()}`);
    const other = await company(`Notice Other ${Date.now()}`);
    const read = (token: string) => call(t.app, token, 'GET', '/api/companies/applicant-mails');
    expect((await read(acme.token)).json()).toEqual({ applicant_mails: 'instant' });

    const saved = await choose(acme.token, 'daily');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ applicant_mails: 'daily' });
    expect((await read(acme.token)).json()).toEqual({ applicant_mails: 'daily' });
    expect((await read(other.token)).json()).toEqual({ applicant_mails: 'instant' });

    for (const bad of ['weekly', '', 3, null]) {
      const refused = await choose(acme.token, bad);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['applicant_mails']);
    }
    const missing = await call(t.app, acme.token, 'PUT', '/api/companies/applicant-mails', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['applicant_mails']);
    expect((await read(acme.token)).json()).toEqual({ applicant_mails: 'daily' });

    const someone = await newCandidate(t);
    expect((await choose(someone.token, 'off')).statusCode).toBe(403);
    expect((await call(t.app, null, 'GET', '/api/companies/applicant-mails')).statusCode).toBe(401);
  });

  it('mails every account at once by default, each in its language, with a link to the applicant', async () => {
    const acme = await company(`Notice Instant ${Date.now()}`);
    const open = await job(acme.companyId);
    const title = await titleOf(open.id);
    const ada = await candidate('Ada', 'Lovelace');
    const id = await apply(ada.token, open.id);
    await apply(ada.token, open.id);

    const [english, french] = await Promise.all(acme.accounts.map(mailsTo));
    expect(english).toHaveLength(1);
    expect(english?.[0]?.subject).toBe(`New applicant for ${title}: Ada Lovelace`);
    expect(english?.[0]?.body_text).toContain('Hello Erika,');
    expect(english?.[0]?.body_text).toContain(`Ada Lovelace has applied for ${title} at Notice Instant`);
    expect(english?.[0]?.body_text).toContain(`${t.config.publicUrl}/company/applicants/${open.id}/1?applicant=${id}`);
    expect(english?.[0]?.body_text).toContain(`${t.config.publicUrl}/company/account-settings`);
    expect(english?.[0]?.body_html).toContain(
      `href="${t.config.publicUrl}/company/applicants/${open.id}/1?applicant=${id}"`,
    );
    expect(french).toHaveLength(1);
    expect(french?.[0]?.subject).toBe(`Nouvelle candidature pour ${title} : Ada Lovelace`);
    expect(french?.[0]?.body_html).toMatch(/<html lang="fr"/);

    // An application its own knockout question ended is not announced.
    const screened = await job(acme.companyId, {
      questions: [{ question: 'Do you have a work permit?', kind: 'yes_no', knockout_answer: 'No' }],
    });
    const bo = await candidate('Bo');
    await apply(bo.token, screened.id, { [screened.questions[0] as number]: 'No' });
    expect(await mailsTo(acme.email)).toHaveLength(1);
  });

  it('sends one digest a day listing the day’s applicants per job, none while off', async () => {
    const acme = await company(`Notice Daily ${Date.now()}`);
    expect((await choose(acme.token, 'daily')).statusCode).toBe(200);
    const [first, second] = [await job(acme.companyId), await job(acme.companyId)];
    const [one, two] = [await titleOf(first.id), await titleOf(second.id)];
    const cid = await candidate('Cid', 'Campeador');
    const dora = await candidate('Dora', '<b>Maar</b>');
    const eli = await candidate('Eli');
    await apply(cid.token, first.id);
    await apply(dora.token, first.id);
    await apply(dora.token, second.id);
    const gone = await apply(eli.token, second.id);
    await call(t.app, eli.token, 'POST', `/api/candidates/applications/${gone}/withdraw`);
    // Nothing at once, and nothing before the digest's hour has passed since they applied.
    expect(await mailsTo(acme.email)).toEqual([]);
    await digest();
    expect(await mailsTo(acme.email)).toEqual([]);

    await age(acme.companyId);
    expect(await digest()).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(acme.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^3 new applicants for Notice Daily \d+$/);
    const text = mails[0]?.body_text ?? '';
    expect(text).toContain(
      `${one}: 2 applicants\n\n- Cid Campeador\n  ${t.config.publicUrl}/company/applicants/${first.id}/1?applicant=`,
    );
    expect(text).toContain(`${two}: 1 applicant\n\n- Dora <b>Maar</b>`);
    expect(text).not.toContain('Eli Tester');
    expect(mails[0]?.body_html).toContain('Dora &lt;b&gt;Maar&lt;/b&gt;');
    expect(mails[0]?.body_html).not.toContain('<b>Maar');
    const french = await mailsTo(acme.accounts[1] as string);
    expect(french.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^3 nouvelles candidatures pour /)]);

    // Once a day: a later application waits for the next day's digest, even when it is due.
    const fay = await candidate('Fay');
    await apply(fay.token, first.id);
    await age(acme.companyId);
    await digest();
    expect(await mailsTo(acme.email)).toHaveLength(1);
    await lastDigestYesterday(acme.companyId);
    await digest();
    const next = await mailsTo(acme.email);
    expect(next).toHaveLength(2);
    expect(next[1]?.subject).toMatch(/^1 new applicant for /);
    expect(next[1]?.body_text).toContain('Fay Tester');
    expect(next[1]?.body_text).not.toContain('Cid Campeador');

    // Turned off: waiting applicants are dropped, nothing is mailed, at once or later.
    const gil = await candidate('Gil');
    await apply(gil.token, second.id);
    expect((await choose(acme.token, 'off')).statusCode).toBe(200);
    const hal = await candidate('Hal');
    await apply(hal.token, second.id);
    await age(acme.companyId);
    await lastDigestYesterday(acme.companyId);
    await digest();
    expect(await mailsTo(acme.email)).toHaveLength(2);
    const waiting = await t.db
      .selectFrom('applicant_digest_entries')
      .select('application_id')
      .where('company_id', '=', acme.companyId)
      .where('sent_at', 'is', null)
      .execute();
    expect(waiting).toEqual([]);
  });
});
