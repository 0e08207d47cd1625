import { COUNTRIES, LANGUAGES, SKILLS } from '../../src/db/seed/reference-data';
import { matchingScore } from '../../src/services/matching';
import { register, useAddedJobs, useTestApp, xsrfHeaders } from '../helper';

const idOf = <T extends { id: number; slug: string }>(rows: T[], slug: string) => {
  const row = rows.find((r) => r.slug === slug);
  if (!row) throw new Error(`unknown slug ${slug}`);
  return row.id;
};
const lang = (slug: string) => idOf(LANGUAGES, slug);
const country = (slug: string) => idOf(COUNTRIES, slug);
const skill = (slug: string) => idOf(SKILLS, slug);

type Criterion = { key: string; met: boolean; detail: Record<string, unknown> };
type MatchingJob = { id: number; url: string; matching: { score: number; criteria: Criterion[] } };

let seq = 0;

describe('matchings: GET /api/app/matchings, discard and restore, top companies', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();

  /** A company of the test's own, so `_minisite` keeps the fixture jobs out of the answers. */
  const company = async () => {
    const slug = `matching-co-${Date.now()}-${++seq}`;
    return t.db
      .insertInto('companies')
      .values({ name: `Matching Co ${seq}`, slug })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
  };

  const job = async (
    companyId: number,
    fields: {
      languages: { slug: string; level: number | null; mandatory?: boolean }[];
      skills?: string[];
      country?: string | null;
      remote?: string | null;
      salary?: string | null;
      daysAgo?: number;
      status?: 'active' | 'closed';
      expired?: boolean;
    },
  ) => {
    const n = ++seq;
    const row = await t.db
      .insertInto('jobs')
      .values({
        url: `matching-job-${Date.now()}-${n}`,
        title: `Matching job ${n}`,
        description: 'A job for the matchings tests.',
        company_id: companyId,
        country_id: fields.country === null ? null : country(fields.country ?? 'Germany'),
        remote_type: fields.remote ?? 'on-site',
        salary: fields.salary ?? null,
        published_at: new Date(Date.now() - (fields.daysAgo ?? 0) * 86_400_000 - n * 1000),
        expires_at: fields.expired ? new Date(Date.now() - 86_400_000) : null,
        status: fields.status ?? 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addedJobs.push(row.id);
    await t.db
      .insertInto('job_languages')
      .values(
        fields.languages.map((l) => ({
          job_id: row.id,
          language_id: lang(l.slug),
          level: l.level,
          mandatory: l.mandatory ?? true,
        })),
      )
      .execute();
    if (fields.skills?.length) {
      await t.db
        .insertInto('job_skills')
        .values(fields.skills.map((s) => ({ job_id: row.id, skill_id: skill(s) })))
        .execute();
    }
    return row.id;
  };

  /** A new candidate; with `profile`, enough of it for matchings (country, languages, skills: three tasks). */
  const candidate = async (profile?: {
    languages: { slug: string; level: number }[];
    skills?: string[];
    country?: string;
    destination?: string[];
    relocate?: boolean;
    work_permit?: boolean;
    salary_from?: number | null;
  }) => {
    const { email, response } = await register(t.app);
    const token = response.json().token as string;
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    if (profile) {
      await t.db
        .updateTable('users')
        .set({ fk_pais_id: country(profile.country ?? 'Spain') })
        .where('id', '=', id)
        .execute();
      await t.db
        .insertInto('candidate_languages')
        .values(profile.languages.map((l) => ({ user_id: id, language_id: lang(l.slug), level: l.level })))
        .execute();
      await t.db
        .insertInto('candidate_skills')
        .values((profile.skills ?? ['sql']).map((s) => ({ user_id: id, skill_id: skill(s) })))
        .execute();
      await t.db
        .updateTable('candidates')
        .set({
          destination: (profile.destination ?? []).map(country),
          relocate: profile.relocate ?? false,
          work_permit: profile.work_permit ?? false,
          salary_from: profile.salary_from ?? null,
        })
        .where('user_id', '=', id)
        .execute();
    }
    return { id, auth: { authorization: `Bearer ${token}` } };
  };

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
  const matchingsOf = async (headers: Record<string, string>, minisite: string, query = '') => {
    const response = await get(`/api/app/matchings?_minisite=${minisite}${query}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json().jobs as { data: MatchingJob[]; total: number; lastPage: number; currentPage: number };
  };
  /** A state-changing call as the site's client sends it (with the XSRF cookie and header). */
  const send = async (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: { ...(await xsrfHeaders(t.app)), ...headers }, payload });
  const criterion = (j: MatchingJob | undefined, key: string) => j?.matching.criteria.find((c) => c.key === key);

  it('needs a candidate token (401 without one)', async () => {
    expect((await get('/api/app/matchings', {})).statusCode).toBe(401);
    expect((await get('/api/candidates/topCompanies', {})).statusCode).toBe(401);
    expect((await send('DELETE', '/api/app/matchings/1/discard', {})).statusCode).toBe(401);
  });

  it('refuses a profile without a completion level with a 422 on `profile` saying what to complete', async () => {
    const me = await candidate();
    const response = await get('/api/app/matchings', me.auth);
    expect(response.statusCode).toBe(422);
    // A new account has its name only: three sections to go.
    expect(response.json().errors.profile).toEqual([expect.stringMatching(/Complete 3 more sections of your profile/)]);

    // Three tasks done (country, languages, skills): matchings are on, at once.
    const { id } = me;
    await t.db
      .updateTable('users')
      .set({ fk_pais_id: country('Spain') })
      .where('id', '=', id)
      .execute();
    await t.db
      .insertInto('candidate_languages')
      .values({ user_id: id, language_id: lang('German'), level: 3 })
      .execute();
    expect((await get('/api/app/matchings', me.auth)).json().errors.profile[0]).toMatch(/one more section/);
    await t.db
      .insertInto('candidate_skills')
      .values({ user_id: id, skill_id: skill('sql') })
      .execute();
    expect((await get('/api/app/matchings', me.auth)).statusCode).toBe(200);
  });

  it('explains each criterion and scores from them, languages counting double, best first', async () => {
    const co = await company();
    // Everything met: German C1 asked, C2 (mother tongue) held; 2 of 3 skills; a destination; permit; salary.
    const best = await job(co.id, {
      languages: [{ slug: 'German', level: 3 }],
      skills: ['sql', 'python', 'java'],
      country: 'Germany',
      salary: '45.000 - 55.000 € pro Jahr',
    });
    // Languages not met (Italian not spoken... but German is optional here), skills 0 of 1, elsewhere, permit ok.
    const weak = await job(co.id, {
      languages: [
        { slug: 'German', level: 2, mandatory: false },
        { slug: 'Italian', level: 2 },
      ],
      skills: ['php'],
      country: 'Italy',
      salary: '1.000 € al mes',
    });
    // Remote, no skills, no salary: languages and location only.
    const remote = await job(co.id, { languages: [{ slug: 'German', level: null }], country: null, remote: 'remote' });
    // No language the candidate speaks: never a matching.
    await job(co.id, { languages: [{ slug: 'Polish', level: 2 }] });
    const me = await candidate({
      languages: [
        { slug: 'German', level: 4 },
        { slug: 'English', level: 3 },
      ],
      skills: ['sql', 'python'],
      country: 'Spain',
      destination: ['Germany'],
      salary_from: 40000,
    });

    const page = await matchingsOf(me.auth, co.slug);
    expect(page.data.map((j) => j.id)).toEqual([best, remote, weak]);
    expect(page.total).toBe(3);

    const [first, second, third] = page.data;
    expect(first.matching).toEqual({
      score: 100,
      criteria: [
        {
          key: 'languages',
          met: true,
          detail: {
            required: [
              {
                slug: 'German',
                name: 'German',
                level: 3,
                have: { slug: 'German', name: 'German', level: 4 },
                met: true,
              },
            ],
          },
        },
        {
          key: 'skills',
          met: true,
          detail: { matched: 2, total: 3, names: expect.arrayContaining(['SQL', 'Python']) },
        },
        { key: 'location', met: true, detail: { reason: 'destination', country: 'Germany' } },
        // A Spanish resident works in Germany without a permit.
        { key: 'work_permit', met: true, detail: { reason: 'not_needed', country: 'Germany' } },
        { key: 'salary', met: true, detail: { salary_from: 40000, min: 45000, max: 55000 } },
      ],
    });
    // Remote: languages (2) + location (1), both met; no work permit asked for remote work.
    expect(second.matching.score).toBe(100);
    expect(second.matching.criteria.map((c) => c.key)).toEqual(['languages', 'location']);
    expect(criterion(second, 'location')?.detail).toEqual({ reason: 'remote', country: null });
    // Weak: only the work permit met: 1 of 2 + 1 + 1 + 1 + 1 weights = 1/6 -> 17.
    expect(criterion(third, 'languages')).toEqual({
      key: 'languages',
      met: false,
      detail: { required: [{ slug: 'Italian', name: 'Italian', level: 2, have: null, met: false }] },
    });
    expect(criterion(third, 'skills')).toMatchObject({ met: false, detail: { matched: 0, total: 1 } });
    expect(criterion(third, 'location')).toMatchObject({ met: false, detail: { reason: 'elsewhere' } });
    expect(criterion(third, 'salary')).toMatchObject({ met: false, detail: { min: 12000, max: 12000 } });
    expect(third.matching.score).toBe(17);
  });

  it('the score formula: weighted criteria met over weighted criteria shown', () => {
    const c = (key: 'languages' | 'skills' | 'location' | 'work_permit' | 'salary', met: boolean) =>
      ({ key, met, detail: {} }) as never;
    expect(matchingScore([])).toBe(0);
    expect(matchingScore([c('languages', true), c('skills', false)])).toBe(67);
    expect(matchingScore([c('languages', false), c('skills', true), c('location', true)])).toBe(50);
    expect(matchingScore([c('languages', true), c('location', true), c('work_permit', true)])).toBe(100);
  });

  it('the language rule: levels, and Swiss German for German, Flemish for Dutch (both ways)', async () => {
    const co = await company();
    const german = await job(co.id, { languages: [{ slug: 'German', level: 3 }] });
    const swiss = await job(co.id, { languages: [{ slug: 'Swiss_German', level: 2 }] });
    const dutch = await job(co.id, { languages: [{ slug: 'Dutch', level: 2 }] });
    const flemish = await job(co.id, { languages: [{ slug: 'Flemish', level: 4 }] });
    const me = await candidate({
      languages: [
        { slug: 'Swiss_German', level: 3 },
        { slug: 'Flemish', level: 2 },
      ],
    });
    const data = (await matchingsOf(me.auth, co.slug)).data;
    const languages = (id: number) =>
      criterion(
        data.find((j) => j.id === id),
        'languages',
      );
    expect(languages(german)).toMatchObject({
      met: true,
      detail: { required: [{ slug: 'German', have: { slug: 'Swiss_German', level: 3 } }] },
    });
    expect(languages(swiss)?.met).toBe(true);
    expect(languages(dutch)).toMatchObject({
      met: true,
      detail: { required: [{ slug: 'Dutch', have: { slug: 'Flemish', level: 2 } }] },
    });
    // Flemish asked as a mother tongue, held at 2: named, but not met.
    expect(languages(flemish)).toMatchObject({
      met: false,
      detail: { required: [{ slug: 'Flemish', level: 4, have: { slug: 'Flemish', level: 2 }, met: false }] },
    });
  });

  it('location by home country, relocation or nothing; work permit missing outside the EU', async () => {
    const co = await company();
    const spain = await job(co.id, { languages: [{ slug: 'English', level: 2 }], country: 'Spain' });
    const austria = await job(co.id, { languages: [{ slug: 'English', level: 2 }], country: 'Austria' });
    const swissCandidate = await candidate({ languages: [{ slug: 'English', level: 3 }], country: 'Switzerland' });
    const relocating = await candidate({
      languages: [{ slug: 'English', level: 3 }],
      country: 'Spain',
      relocate: true,
    });
    const permit = await candidate({
      languages: [{ slug: 'English', level: 3 }],
      country: 'Switzerland',
      work_permit: true,
    });

    const swissData = (await matchingsOf(swissCandidate.auth, co.slug)).data;
    expect(
      criterion(
        swissData.find((j) => j.id === austria),
        'location',
      )?.met,
    ).toBe(false);
    expect(
      criterion(
        swissData.find((j) => j.id === austria),
        'work_permit',
      ),
    ).toEqual({
      key: 'work_permit',
      met: false,
      detail: { reason: 'missing', country: 'Austria' },
    });
    const relocatingData = (await matchingsOf(relocating.auth, co.slug)).data;
    expect(
      criterion(
        relocatingData.find((j) => j.id === spain),
        'location',
      )?.detail,
    ).toEqual({
      reason: 'home_country',
      country: 'Spain',
    });
    expect(
      criterion(
        relocatingData.find((j) => j.id === austria),
        'location',
      )?.detail,
    ).toEqual({
      reason: 'relocation',
      country: 'Austria',
    });
    const permitData = (await matchingsOf(permit.auth, co.slug)).data;
    expect(
      criterion(
        permitData.find((j) => j.id === austria),
        'work_permit',
      )?.detail,
    ).toEqual({
      reason: 'permit',
      country: 'Austria',
    });
  });

  it('never lists closed, expired, applied-to or discarded jobs; pages by _size; follows profile changes', async () => {
    const co = await company();
    const open = await Promise.all(
      [0, 1, 2].map((d) => job(co.id, { languages: [{ slug: 'French', level: 2 }], daysAgo: d })),
    );
    await job(co.id, { languages: [{ slug: 'French', level: 2 }], status: 'closed' });
    await job(co.id, { languages: [{ slug: 'French', level: 2 }], expired: true });
    const applied = await job(co.id, { languages: [{ slug: 'French', level: 2 }] });
    const me = await candidate({ languages: [{ slug: 'French', level: 3 }] });
    await t.db.insertInto('applications').values({ user_id: me.id, job_id: applied }).execute();

    const first = await matchingsOf(me.auth, co.slug, '&_size=2');
    expect(first).toMatchObject({ total: 3, lastPage: 2, currentPage: 1 });
    expect(first.data.map((j) => j.id)).toEqual([open[0], open[1]]);
    expect((await matchingsOf(me.auth, co.slug, '&_size=2&page=2')).data.map((j) => j.id)).toEqual([open[2]]);
    // The default size is SPEC's 7; a size above the bound is a 422.
    expect((await get(`/api/app/matchings?_size=500`, me.auth)).statusCode).toBe(422);

    // Discard one: gone from the matchings, listed with its reason.
    const discard = await send('POST', `/api/app/matchings/${open[1]}/discard`, me.auth, { reason: 'salary' });
    expect(discard.statusCode).toBe(200);
    expect(discard.json()).toMatchObject({
      message: 'Matching discarded',
      discarded: { job_id: open[1], reason: 'salary' },
    });
    expect((await matchingsOf(me.auth, co.slug)).data.map((j) => j.id)).toEqual([open[0], open[2]]);
    const discarded = await get('/api/app/matchings/discarded', me.auth);
    expect(discarded.json().jobs).toMatchObject({
      total: 1,
      // Languages (2) and the work permit (1) met, the location (1) not: 3 of 4.
      data: [{ id: open[1], discarded: { reason: 'salary' }, matching: { score: 75 } }],
    });

    // Another candidate cannot see or restore it; restoring their own (none) changes nothing of mine.
    const other = await candidate({ languages: [{ slug: 'French', level: 3 }] });
    expect((await get('/api/app/matchings/discarded', other.auth)).json().jobs.total).toBe(0);
    await send('DELETE', `/api/app/matchings/${open[1]}/discard`, other.auth);
    expect((await get('/api/app/matchings/discarded', me.auth)).json().jobs.total).toBe(1);
    expect((await matchingsOf(other.auth, co.slug)).total).toBe(4);

    // Restore: back among the matchings.
    const restore = await send('DELETE', `/api/app/matchings/${open[1]}/discard`, me.auth);
    expect(restore.json()).toEqual({ message: 'Matching restored' });
    expect((await matchingsOf(me.auth, co.slug)).total).toBe(3);

    // Profile change: French dropped for German, and the French jobs are gone at once.
    await t.db.deleteFrom('candidate_languages').where('user_id', '=', me.id).execute();
    await t.db
      .insertInto('candidate_languages')
      .values({ user_id: me.id, language_id: lang('German'), level: 3 })
      .execute();
    expect((await matchingsOf(me.auth, co.slug)).total).toBe(0);
  });

  it('refuses a bad reason or an unknown job with a 422 naming the field', async () => {
    const me = await candidate({ languages: [{ slug: 'French', level: 3 }] });
    const badReason = await send('POST', '/api/app/matchings/1/discard', me.auth, { reason: 'boring' });
    expect(badReason.statusCode).toBe(422);
    expect(Object.keys(badReason.json().errors)).toEqual(['reason']);
    const unknown = await send('POST', '/api/app/matchings/2000000000/discard', me.auth, { reason: 'other' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['job']);
  });

  it('top companies: most active jobs for the candidate languages, at most 6', async () => {
    const big = await company();
    const small = await company();
    // Maltese is rare in the fixtures: these two companies lead for a Maltese speaker.
    for (let i = 0; i < 3; i++) await job(big.id, { languages: [{ slug: 'Maltese', level: 2 }] });
    await job(small.id, { languages: [{ slug: 'Maltese', level: 2 }] });
    await job(small.id, { languages: [{ slug: 'Maltese', level: 2 }], status: 'closed' });
    const me = await candidate({ languages: [{ slug: 'Maltese', level: 4 }] });
    const response = await get('/api/candidates/topCompanies', me.auth);
    expect(response.statusCode).toBe(200);
    const companies = response.json().companies as { id: number; slug: string; jobs: number }[];
    expect(companies.length).toBeLessThanOrEqual(6);
    expect(companies.slice(0, 2)).toEqual([
      { id: big.id, name: expect.any(String), slug: big.slug, logo: null, jobs: 3 },
      { id: small.id, name: expect.any(String), slug: small.slug, logo: null, jobs: 1 },
    ]);
    // No languages: no companies.
    const none = await candidate();
    expect((await get('/api/candidates/topCompanies', none.auth)).json()).toEqual({ companies: [] });
  });
});
