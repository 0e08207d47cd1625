// The employer pipeline (docs/company-area.md#applicants): the counts by stage come with the list, each applicant
// carries its flags (required languages met, knockout answers, unread), and a bulk move is all or nothing on the
// company's own applications, with bad ids refused on `ids`.
import { useAddedJobs, useTestApp } from '../helper';
import {
  applyTo,
  call,
  insertJob,
  makeReadyToApply,
  newCandidate as registerCandidate,
  newCompany as registerCompany,
} from '../support/company';

type Item = {
  id: number;
  stage: string;
  unread: boolean;
  requiredLanguages: number;
  missingLanguages: unknown[];
  knockoutAnswers: number;
};

describe('company applicants pipeline: counts, flags and bulk moves', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();

  async function candidate(nombre: string) {
    const who = await registerCandidate(t, { nombre, apellidos: 'Pipeline' });
    await makeReadyToApply(t, who.id, [{ name: 'English', level: 3 }], { isDefault: true });
    return who;
  }
  const list = async (token: string, query: string) => {
    const response = await call(t.app, token, 'GET', `/api/companies/applicants?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { applicants: Item[]; counts: Record<string, number>; total: number };
  };
  const bulk = (token: string, body: object) => call(t.app, token, 'POST', '/api/companies/applicants/bulk', body);

  let company: { token: string; companyId: number };
  let other: { token: string; companyId: number };
  let job: { id: number; questions: number[] };
  let quiet: { id: number; questions: number[] };
  let apps: { ana: number; bo: number; cy: number; dee: number };

  beforeAll(async () => {
    company = await registerCompany(t, { company_name: `Pipeline A ${Date.now()}` });
    other = await registerCompany(t, { company_name: `Pipeline B ${Date.now()}` });
    job = await insertJob(t, addedJobs, {
      label: 'Pipeline job',
      companyId: company.companyId,
      languages: [{ name: 'English', mandatory: true, level: 2 }],
      questions: [{ question: 'Work permit?', kind: 'yes_no', knockout_answer: 'No' }],
    });
    quiet = await insertJob(t, addedJobs, { label: 'Pipeline quiet job', companyId: company.companyId });
    const [permit] = job.questions as [number];
    const [ana, bo, cy, dee] = await Promise.all(['Ana', 'Bo', 'Cy', 'Dee'].map(candidate));
    if (!ana || !bo || !cy || !dee) throw new Error('four candidates');
    apps = {
      ana: await applyTo(t, ana.token, job.id, { [permit]: 'Yes' }),
      bo: await applyTo(t, bo.token, job.id, { [permit]: 'No' }),
      cy: await applyTo(t, cy.token, job.id, { [permit]: 'Yes' }),
      dee: await applyTo(t, dee.token, quiet.id),
    };
  });

  it('answers the counts of every stage with the list, whatever stage is shown', async () => {
    const all = await list(company.token, '');
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ new: 3, viewed: 0, in_review: 0, interview: 0, offer: 0, hired: 0, rejected: 1 });
    const onlyNew = await list(company.token, 'status=new');
    expect(onlyNew.applicants.map((a) => a.id).sort()).toEqual([apps.ana, apps.cy, apps.dee].sort());
    expect(onlyNew.counts).toEqual(all.counts);
    const oneJob = await list(company.token, `job=${job.id}`);
    expect(oneJob.counts).toMatchObject({ new: 2, rejected: 1 });
  });

  it('flags each row: the job’s languages met, knockout answers, unread until someone opens it', async () => {
    const byId = new Map((await list(company.token, '')).applicants.map((a) => [a.id, a]));
    expect(byId.get(apps.ana)).toMatchObject({
      requiredLanguages: 1,
      missingLanguages: [],
      knockoutAnswers: 0,
      unread: true,
    });
    expect(byId.get(apps.bo)).toMatchObject({ stage: 'rejected', knockoutAnswers: 1, unread: true });
    expect(byId.get(apps.dee)).toMatchObject({ requiredLanguages: 0, missingLanguages: [] });

    // Opening the knocked-out one reads it without moving it; opening a new one also moves it to viewed.
    expect((await call(t.app, company.token, 'GET', `/api/companies/applicants/${apps.bo}`)).statusCode).toBe(200);
    const opened = await call(t.app, company.token, 'GET', `/api/companies/applicants/${apps.ana}`);
    expect(opened.json().applicant).toMatchObject({ stage: 'viewed', unread: false });
    const after = new Map((await list(company.token, '')).applicants.map((a) => [a.id, a]));
    expect(after.get(apps.bo)).toMatchObject({ stage: 'rejected', unread: false });
    expect(after.get(apps.cy)).toMatchObject({ stage: 'new', unread: true });
  });

  it('moves several applicants at once, and the counts follow', async () => {
    const moved = await bulk(company.token, { ids: [apps.cy, apps.dee], action: 'move', stage: 'interview' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ updated: 2 });
    expect((await list(company.token, '')).counts).toEqual({
      new: 0,
      viewed: 1,
      in_review: 0,
      interview: 2,
      offer: 0,
      hired: 0,
      rejected: 1,
    });
  });

  it('refuses bad ids with a 422 on ids, and another company’s application with a 404 that changes nothing', async () => {
    for (const ids of [[], ['abc'], [0], [-3], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const refused = await bulk(company.token, { ids, action: 'move', stage: 'offer' });
      expect(refused.statusCode).toBe(422);
      // The field, or the item of it that is wrong ("ids.0").
      expect(Object.keys(refused.json().errors)).toEqual([expect.stringMatching(/^ids(\.\d+)?$/)]);
    }
    const foreign = await bulk(other.token, { ids: [apps.ana], action: 'reject' });
    expect(foreign.statusCode).toBe(404);
    const mixed = await bulk(company.token, { ids: [apps.ana, 2_000_000_000], action: 'move', stage: 'offer' });
    expect(mixed.statusCode).toBe(404);
    const stages = new Map((await list(company.token, '')).applicants.map((a) => [a.id, a.stage]));
    expect(stages.get(apps.ana)).toBe('viewed');
  });
});
