import { fixtureJobId } from '../fixtures';
import { useAddedJobs, useTestApp } from '../helper';
import { insertJob } from '../support/company';

describe('GET /api/job?id=', () => {
  const t = useTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });

  const addedJobs = useAddedJobs();
  const idOf = (url: string) => fixtureJobId(t.db, url);

  it('answers the job with its full description, SEO and related jobs', async () => {
    const id = await idOf('softwareentwickler-m-w-d-berlin');
    const response = await t.app.inject(`/api/job?id=${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.index_not_found).toBe(false);
    expect(body.job).toMatchObject({ id, title: 'Softwareentwickler (m/w/d)', available: true });
    expect(body.job.description.length).toBeGreaterThan(300);
    expect(body.seo).toMatchObject({
      h1: 'Softwareentwickler (m/w/d)',
      canonical: 'https://www.eulangjobs.test/jobs/softwareentwickler-m-w-d-berlin',
      robots: 'index, follow',
    });
    expect(JSON.parse(body.seo.script)['@type']).toBe('JobPosting');
    const { general, sameCity, sameCompany, sameLanguages } = body.relatedJobs;
    expect(sameCompany.map((job: { url: string }) => job.url)).toEqual(['developpeur-full-stack-paris']);
    expect(sameCity).toEqual([]);
    // German is the job's first language: the filler jobs ask for German.
    expect(sameLanguages.length).toBeGreaterThan(0);
    // A card does not carry the job's languages: the database says each asks for German.
    const ids = sameLanguages.map((job: { id: number }) => job.id);
    const german = await t.db
      .selectFrom('job_languages')
      .innerJoin('languages', 'languages.id', 'job_languages.language_id')
      .select('job_languages.job_id')
      .where('job_languages.job_id', 'in', ids)
      .where('languages.slug', '=', 'German')
      .execute();
    expect(new Set(german.map((row) => row.job_id)).size).toBe(ids.length);
    expect(general.some((job: { id: number }) => job.id === id)).toBe(false);
  });

  it('answers each related job as the small card the page shows (docs/contracts.md#job): no description, languages or skills', async () => {
    const id = await idOf('softwareentwickler-m-w-d-berlin');
    const body = (await t.app.inject(`/api/job?id=${id}`)).json();
    const [card] = body.relatedJobs.sameCompany;
    expect(Object.keys(card).sort()).toEqual(
      ['city', 'company', 'content_lang', 'country', 'id', 'remote', 'title', 'url'].sort(),
    );
    expect(card).toMatchObject({ url: 'developpeur-full-stack-paris', city: { slug: 'Paris' } });
    expect(card.company).toMatchObject({ name: body.job.company.name });
  });

  it('shows a job its company has just published among the related jobs of its next page (docs/search.md#related-jobs-kept-per-jobs-version)', async () => {
    const id = await idOf('softwareentwickler-m-w-d-berlin');
    const page = async () => (await t.app.inject(`/api/job?id=${id}`)).json();
    const before = await page();
    // Asked again: the same lists, kept.
    expect((await page()).relatedJobs).toEqual(before.relatedJobs);
    const added = await insertJob(t, addedJobs, { label: 'Related newest', companyId: before.job.company.id });
    const after = await page();
    expect(after.relatedJobs.sameCompany[0]).toMatchObject({ id: added.id });
  });

  it("shows a related job's new title and its company's new name on the next page, though its card is kept", async () => {
    const id = await idOf('softwareentwickler-m-w-d-berlin');
    const related = await idOf('developpeur-full-stack-paris');
    const page = async () => (await t.app.inject(`/api/job?id=${id}`)).json();
    const before = await page();
    const cardOf = (body: { relatedJobs: { sameCompany: { id: number }[] } }) =>
      body.relatedJobs.sameCompany.find((job) => job.id === related);
    expect(cardOf(before)).toBeDefined();
    const { title } = await t.db.selectFrom('jobs').select('title').where('id', '=', related).executeTakeFirstOrThrow();
    const company = before.job.company;
    try {
      // Each write bumps the jobs version (migration 060), under which the cards are kept.
      await t.db.updateTable('jobs').set({ title: 'Développeur renamed' }).where('id', '=', related).execute();
      await t.db.updateTable('companies').set({ name: 'Renamed GmbH' }).where('id', '=', company.id).execute();
      expect(cardOf(await page())).toMatchObject({ title: 'Développeur renamed', company: { name: 'Renamed GmbH' } });
    } finally {
      await t.db.updateTable('jobs').set({ title }).where('id', '=', related).execute();
      await t.db.updateTable('companies').set({ name: company.name }).where('id', '=', company.id).execute();
    }
  });

  it("names a job's languages (mandatory first) and skills, a skill written after the names were kept too", async () => {
    const id = await idOf('softwareentwickler-m-w-d-berlin');
    const before = (await t.app.inject(`/api/job?id=${id}`)).json().job;
    const mandatory = before.languages.filter((language: { mandatory: boolean }) => language.mandatory);
    expect(before.languages.slice(0, mandatory.length)).toEqual(mandatory);
    // A tag the names kept in memory (docs/search.md#tag-names-kept-in-memory) have never seen.
    const skill = await t.db
      .insertInto('skills')
      .values({ slug: 'aaa-new-tag', name: 'AAA new tag', board: false, match_key: 'aaa new tag' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await t.db.insertInto('job_skills').values({ job_id: id, skill_id: skill.id }).execute();
      const after = (await t.app.inject(`/api/job?id=${id}`)).json().job;
      expect(after.skills[0]).toEqual({ slug: 'aaa-new-tag', name: 'AAA new tag' });
      expect(after.skills.slice(1)).toEqual(before.skills);
      expect(after.languages).toEqual(before.languages);
    } finally {
      await t.db.deleteFrom('job_skills').where('skill_id', '=', skill.id).execute();
      await t.db.deleteFrom('skills').where('id', '=', skill.id).execute();
    }
  });

  it('still shows an expired job, unavailable and not to be indexed', async () => {
    const body = (await t.app.inject(`/api/job?id=${await idOf('expired-greek-job')}`)).json();
    expect(body.job.available).toBe(false);
    expect(body.index_not_found).toBe(true);
    expect(body.seo.robots).toBe('noindex, follow');
  });

  it('404 with the error shape when the job does not exist', async () => {
    const response = await t.app.inject('/api/job?id=99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Job not found.',
      toasts: [{ message: 'This job is no longer available.' }],
    });
  });

  it.each(['abc', '0', '-3', '1.5'])('422 when id is %s', async (id) => {
    const response = await t.app.inject(`/api/job?id=${id}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });

  it('422 when id is missing', async () => {
    const response = await t.app.inject('/api/job');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['The identifier field is required.'] });
  });
});
