import { useAddedJobs, useTestApp } from '../helper';
import { addCv, call, insertJob, makeReadyToApply, newCandidate, newCompany } from '../support/company';

describe('the CV sent with an application (docs/product-rules.md#applying)', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();

  let owner: { token: string; companyId: number };
  let other: { token: string; companyId: number };
  let candidate: { token: string; id: number };
  let stranger: { token: string; id: number };
  let defaultCv: number;
  let tailoredCv: number;
  let strangersCv: number;

  beforeAll(async () => {
    owner = await newCompany(t, { company_name: `CV owner ${Date.now()}` });
    other = await newCompany(t, { company_name: `CV other ${Date.now()}` });
    candidate = await newCandidate(t, { nombre: 'Carla', apellidos: 'Sender' });
    stranger = await newCandidate(t, { nombre: 'Sam', apellidos: 'Stranger' });
    await makeReadyToApply(t, candidate.id, [{ name: 'English', level: 3 }], { isDefault: true });
    await makeReadyToApply(t, stranger.id, [{ name: 'English', level: 3 }], { isDefault: true });
    defaultCv = (
      await t.db.selectFrom('candidate_cvs').select('id').where('user_id', '=', candidate.id).executeTakeFirstOrThrow()
    ).id;
    tailoredCv = await addCv(t, candidate.id, { name: 'Carla for translators.pdf', bytes: '%PDF-tailored' });
    strangersCv = await addCv(t, stranger.id, { name: 'Sam.pdf', bytes: '%PDF-sam' });
  });

  const newJob = () => insertJob(t, addedJobs, { label: 'Application CV job', companyId: owner.companyId });
  const apply = (token: string, body: Record<string, unknown>) =>
    call(t.app, token, 'POST', '/api/candidates/applications', body);
  const myApplication = async (id: number) => {
    const list = await call(t.app, candidate.token, 'GET', '/api/candidates/applications?rows=50');
    return (list.json().applications as { id: number; cv: unknown }[]).find((one) => one.id === id);
  };

  it('stores the CV the candidate chose; the company sees it and opens exactly that file; My applications names it', async () => {
    const job = await newJob();
    const response = await apply(candidate.token, { offer_id: job.id, answers: {}, cv_id: tailoredCv });
    expect(response.statusCode).toBe(200);
    const application = response.json().application;
    expect(application.cv).toEqual({ id: tailoredCv, name: 'Carla for translators.pdf' });
    expect((await myApplication(application.id))?.cv).toEqual({ id: tailoredCv, name: 'Carla for translators.pdf' });

    const detail = await call(t.app, owner.token, 'GET', `/api/companies/applicants/${application.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().applicant.cv).toEqual({ id: tailoredCv, name: 'Carla for translators.pdf' });

    const file = await call(t.app, owner.token, 'GET', `/api/companies/applicants/${application.id}/cv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toContain("UTF-8''Carla%20for%20translators.pdf");
    expect(file.body).toBe('%PDF-tailored');
  });

  it('sends the default CV when the candidate names none', async () => {
    const job = await newJob();
    const response = await apply(candidate.token, { offer_id: job.id, answers: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().application.cv).toEqual({ id: defaultCv, name: 'cv.pdf' });
  });

  it("refuses someone else's CV, or one that does not exist, with a 422 on cv_id, and makes no application", async () => {
    const job = await newJob();
    for (const cvId of [strangersCv, 999_999_999]) {
      const response = await apply(candidate.token, { offer_id: job.id, answers: {}, cv_id: cvId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ cv_id: ['Choose one of your CVs.'] });
    }
    const bad = await apply(candidate.token, { offer_id: job.id, answers: {}, cv_id: 'mine' });
    expect(bad.statusCode).toBe(422);
    const made = await t.db
      .selectFrom('applications')
      .select('id')
      .where('job_id', '=', job.id)
      .where('user_id', '=', candidate.id)
      .execute();
    expect(made).toEqual([]);
  });

  it('serves the file only to the company whose job it is: another company, a candidate and a guest get no CV', async () => {
    const job = await newJob();
    const id = (await apply(candidate.token, { offer_id: job.id, answers: {}, cv_id: tailoredCv })).json().application
      .id;
    const url = `/api/companies/applicants/${id}/cv`;
    const otherCompany = await call(t.app, other.token, 'GET', url);
    expect(otherCompany.statusCode).toBe(404);
    expect(otherCompany.body).not.toContain('tailored');
    expect([401, 403]).toContain((await call(t.app, candidate.token, 'GET', url)).statusCode);
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
  });

  it('once the candidate deletes the CV, both sides read its name as deleted and the company can no longer open it', async () => {
    const gone = await addCv(t, candidate.id, { name: 'Old version.pdf', bytes: '%PDF-old' });
    const job = await newJob();
    const id = (await apply(candidate.token, { offer_id: job.id, answers: {}, cv_id: gone })).json().application.id;
    const deleted = await call(t.app, candidate.token, 'DELETE', `/api/candidates/mycv/${gone}`);
    expect(deleted.statusCode).toBe(200);

    expect((await myApplication(id))?.cv).toEqual({ id: null, name: 'Old version.pdf' });
    const detail = await call(t.app, owner.token, 'GET', `/api/companies/applicants/${id}`);
    expect(detail.json().applicant.cv).toEqual({ id: null, name: 'Old version.pdf' });
    const file = await call(t.app, owner.token, 'GET', `/api/companies/applicants/${id}/cv`);
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('%PDF-old');
  });

  it('an application made before CVs were recorded says so with null', async () => {
    const job = await newJob();
    const id = (await apply(stranger.token, { offer_id: job.id, answers: {} })).json().application.id;
    await t.db.updateTable('applications').set({ cv_id: null, cv_name: null }).where('id', '=', id).execute();
    const detail = await call(t.app, owner.token, 'GET', `/api/companies/applicants/${id}`);
    expect(detail.json().applicant.cv).toBeNull();
    expect((await call(t.app, owner.token, 'GET', `/api/companies/applicants/${id}/cv`)).statusCode).toBe(404);
  });
});
