// Long because matchings need a scored world (companies, jobs, candidates with profiles) built by the helpers at its top for all 13 rules.
import { MATCHINGS_LIMIT, MATCHINGS_MIN_SCORE } from 'shared-kit/contracts';
import { CITIES, COUNTRIES, LANGUAGES, SECTORS, SKILLS } from '../../src/db/seed/reference-data';
import { matchingScore } from '../../src/services/matchings';
import { register, useAddedJobs, useTestApp, xsrfHeaders } from '../helper';
import { insertJobLanguages } from '../support/company';
import { idBySlug } from '../support/reference-ids';

const lang = (slug: string) => idBySlug(LANGUAGES, slug);
const country = (slug: string) => idBySlug(COUNTRIES, slug);
const city = (slug: string) => idBySlug(CITIES, slug);
const skill = (slug: string) => idBySlug(SKILLS, slug);
const sector = (slug: string) => idBySlug(SECTORS, slug);

type Criterion = { key: string; met: boolean; detail: Record<string, unknown> };
type MatchingJob = {
  id: number;
  url: string;
  country: { name: string } | null;
  remote: { slug: string } | null;
  matching: { score: number; criteria: Criterion[] };
};
type Salary = { min: number; max: number; currency: string; period: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' };

let seq = 0;

describe('matchings: GET /api/app/matchings, discard and restore, top companies', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();

  /** A company of the test's own, so `_minisite` keeps the fixture jobs out of the answers. */
  const company = async (sectorSlug?: string) => {
    const slug = `matching-co-${Date.now()}-${++seq}`;
    return t.db
      .insertInto('companies')
      .values({ name: `Matching Co ${seq}`, slug, sector_id: sectorSlug ? sector(sectorSlug) : null })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
  };

  const job = async (
    companyId: number,
    fields: {
      languages: { slug: string; level: number | null; mandatory?: boolean }[];
      skills?: string[];
      country?: string | null;
      city?: string;
      remote?: string | null;
      salary?: Salary;
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
        country_id: fields.country === null ? null : country(fields.country ?? 'Spain'),
        city_id: fields.city ? city(fields.city) : null,
        remote_type: fields.remote ?? 'on-site',
        // The structured salary a company types (docs/company-area.md#jobs).
        salary_min: fields.salary?.min ?? null,
        salary_max: fields.salary?.max ?? null,
        salary_currency: fields.salary?.currency ?? null,
        salary_period: fields.salary?.period ?? null,
        published_at: new Date(Date.now() - (fields.daysAgo ?? 0) * 86_400_000 - n * 1000),
        expires_at: fields.expired ? new Date(Date.now() - 86_400_000) : null,
        status: fields.status ?? 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addedJobs.push(row.id);
    await insertJobLanguages(
      t,
      row.id,
      fields.languages.map((l) => ({ language_id: lang(l.slug), level: l.level, mandatory: l.mandatory ?? true })),
    );
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
    city?: string;
    destination?: string[];
    relocate?: boolean;
    work_permit?: boolean;
    sectors?: string[];
    salary_from?: number | null;
    salary_to?: number | null;
  }) => {
    const { email, response } = await register(t.app);
    const token = response.json().token as string;
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    if (profile) {
      await t.db
        .updateTable('users')
        .set({ fk_pais_id: country(profile.country ?? 'Spain'), fk_city_id: profile.city ? city(profile.city) : null })
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
          categories: (profile.sectors ?? []).map(sector),
          salary_from: profile.salary_from ?? null,
          salary_to: profile.salary_to ?? null,
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

  it('explains each criterion from the facts of the job and the profile; best first, none below the threshold', async () => {
    const co = await company('customer-service');
    // Everything met: German C1 asked, C2 (mother tongue) held; 2 of 3 skills; in Madrid, where the candidate lives;
    // a company of one of their sectors; an EU job (they live in the EU); a salary range overlapping theirs.
    const best = await job(co.id, {
      languages: [{ slug: 'German', level: 3 }],
      skills: ['sql', 'python', 'java'],
      city: 'Madrid',
      salary: { min: 3000, max: 3800, currency: 'EUR', period: 'MONTH' },
    });
    // Remote, no skills, no salary: languages, location and sector only (a remote job needs no work permit).
    const remote = await job(co.id, { languages: [{ slug: 'German', level: null }], country: null, remote: 'remote' });
    // In Germany, a destination, but 0 of 1 skills and a salary below the candidate's range: 63, below 70.
    const weak = await job(co.id, {
      languages: [
        { slug: 'German', level: 2 },
        { slug: 'Italian', level: 2, mandatory: false },
      ],
      skills: ['php'],
      country: 'Germany',
      salary: { min: 1000, max: 1000, currency: 'EUR', period: 'MONTH' },
    });
    // No language the candidate speaks: never a matching.
    await job(co.id, { languages: [{ slug: 'Polish', level: 2 }] });
    const me = await candidate({
      languages: [
        { slug: 'German', level: 4 },
        { slug: 'English', level: 3 },
      ],
      skills: ['sql', 'python'],
      country: 'Spain',
      city: 'Madrid',
      destination: ['Germany'],
      relocate: true,
      sectors: ['customer-service', 'finance'],
      salary_from: 35000,
      salary_to: 45000,
    });

    const page = await matchingsOf(me.auth, co.slug);
    expect(page.data.map((j) => j.id)).toEqual([best, remote]);
    expect(page.total).toBe(2);

    const [first, second] = page.data;
    const spain = { name: 'Spain', iso2: 'ES' };
    // Weights: languages 2, location 2, skills 1, sector 1, work permit 1, salary 1, recency 1; German held as a
    // mother tongue (the languages' whole share), the location's whole share in the candidate's own city, published
    // today. 2 + 2 + 2/3 + 1 + 1 + 1 + 1 = 8.67 of 9: 96.
    expect(first.matching).toEqual({
      score: 96,
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
        { key: 'location', met: true, detail: { reason: 'home_city', city: 'Madrid', country: spain } },
        {
          key: 'skills',
          met: true,
          detail: { matched: 2, total: 3, names: expect.arrayContaining(['SQL', 'Python']) },
        },
        { key: 'sector', met: true, detail: { sector: { slug: 'customer-service', name: 'Customer Service' } } },
        // A Spanish resident works in Spain without a permit.
        { key: 'work_permit', met: true, detail: { reason: 'not_needed', country: spain } },
        // 3,000-3,800 a month: 36,000-45,600 a year, overlapping 35,000-45,000.
        { key: 'salary', met: true, detail: { from: 35000, to: 45000, min: 36000, max: 45600 } },
        { key: 'recency', met: true, detail: { days: 0 } },
      ],
    });
    // Remote: languages 2, half the location's 2, the sector 1, recency 1: 5 of 6.
    expect(second.matching.score).toBe(83);
    expect(second.matching.criteria.map((c) => c.key)).toEqual(['languages', 'location', 'sector', 'recency']);
    expect(criterion(second, 'location')?.detail).toEqual({ reason: 'remote', city: null, country: null });

    // The weak job, discarded, still says why it scores 67: languages 2, a destination 1 of 2, skills 0, sector 1,
    // permit 1, salary 0 (12,000 a year does not reach 35,000), recency 1: 6 of 9.
    await send('POST', `/api/app/matchings/${weak}/discard`, me.auth, { reason: 'salary' });
    const [discarded] = (await get('/api/app/matchings/discarded', me.auth)).json().jobs.data as MatchingJob[];
    expect(discarded.id).toBe(weak);
    expect(discarded.matching.score).toBe(67);
    expect(criterion(discarded, 'location')?.detail).toEqual({
      reason: 'destination',
      city: null,
      country: { name: 'Germany', iso2: 'DE' },
    });
    expect(criterion(discarded, 'salary')).toEqual({
      key: 'salary',
      met: false,
      detail: { from: 35000, to: 45000, min: 12000, max: 12000 },
    });
    expect(criterion(discarded, 'skills')).toMatchObject({ met: false, detail: { matched: 0, total: 1 } });
  });

  it('sectors and salary: shown when both sides say something, met by the company sector and an overlap', async () => {
    const tech = await company('information-technology');
    const none = await company();
    const low = await job(tech.id, {
      languages: [{ slug: 'English', level: 2 }],
      salary: { min: 20, max: 24, currency: 'EUR', period: 'HOUR' },
    });
    const high = await job(none.id, {
      languages: [{ slug: 'English', level: 2 }],
      salary: { min: 60000, max: 75000, currency: 'EUR', period: 'YEAR' },
    });
    // Another currency: no exchange rate is guessed, so no salary criterion.
    const zloty = await job(none.id, {
      languages: [{ slug: 'English', level: 2 }],
      salary: { min: 8000, max: 12000, currency: 'PLN', period: 'MONTH' },
    });
    const me = await candidate({
      languages: [{ slug: 'English', level: 4 }],
      sectors: ['information-technology'],
      salary_to: 45000,
    });
    const mine = async (co: { slug: string }, id: number) =>
      (await matchingsOf(me.auth, co.slug)).data.find((j) => j.id === id);
    // 20-24 an hour is 35,200-42,240 a year: under the candidate's 45,000 ("up to"), so it overlaps.
    expect(criterion(await mine(tech, low), 'salary')).toEqual({
      key: 'salary',
      met: true,
      detail: { from: null, to: 45000, min: 35200, max: 42240 },
    });
    expect(criterion(await mine(tech, low), 'sector')).toEqual({
      key: 'sector',
      met: true,
      detail: { sector: { slug: 'information-technology', name: 'Information Technology' } },
    });
    // 60,000-75,000 starts above 45,000: no overlap. The company has no sector: no sector criterion.
    const highJob = await mine(none, high);
    expect(criterion(highJob, 'salary')?.met).toBe(false);
    expect(criterion(highJob, 'sector')).toBeUndefined();
    expect(criterion(await mine(none, zloty), 'salary')).toBeUndefined();
    // The company takes a sector: its jobs' copy follows (migration 243), and the criterion appears, met.
    await t.db
      .updateTable('companies')
      .set({ sector_id: sector('information-technology') })
      .where('id', '=', none.id)
      .execute();
    expect(criterion(await mine(none, high), 'sector')).toEqual({
      key: 'sector',
      met: true,
      detail: { sector: { slug: 'information-technology', name: 'Information Technology' } },
    });
    // By the company's id as well as its slug.
    const ids = async (key: string) => (await matchingsOf(me.auth, key)).data.map((j) => j.id);
    expect(await ids(String(none.id))).toEqual(await ids(none.slug));
    expect(await ids(none.slug)).toContain(high);
  });

  it('the score formula: the weighted shares of the criteria shown', () => {
    const c = (key: string, met: boolean, detail: object = {}) => ({ key, met, detail }) as never;
    const at = (reason: string) => c('location', reason !== 'elsewhere', { reason });
    /** A mandatory language asked, held at `level` (1 basic ... 4 mother tongue). */
    const speaks = (...levels: number[]) =>
      c('languages', true, { required: levels.map((level) => ({ have: { level }, met: true })) });
    const days = (n: number) => c('recency', n < 7, { days: n });
    expect(matchingScore([])).toBe(0);
    // The languages by level: (4 + level) / 8 of their 2 points, averaged over the languages asked.
    expect(matchingScore([speaks(4), at('home_city')])).toBe(100);
    expect(matchingScore([speaks(3), at('home_city')])).toBe(94);
    expect(matchingScore([speaks(2), at('home_city')])).toBe(88);
    expect(matchingScore([speaks(4, 2), at('home_city')])).toBe(94);
    expect(matchingScore([c('languages', false, { required: [] }), at('home_city')])).toBe(50);
    // Skills in proportion: languages 2 + 1/3 of 1, of 3.
    expect(matchingScore([speaks(4), c('skills', false, { matched: 1, total: 3 })])).toBe(78);
    // The location by place: the candidate's city, their country, a destination or remote.
    expect(matchingScore([speaks(4), at('home_country')])).toBe(88);
    expect(matchingScore([speaks(4), at('destination')])).toBe(75);
    expect(matchingScore([speaks(4), at('remote')])).toBe(75);
    expect(matchingScore([speaks(4), at('elsewhere')])).toBe(50);
    // Recency: 1 on the day, 1/60 less a day, none from 60 days.
    expect(matchingScore([speaks(4), at('home_city'), days(0)])).toBe(100);
    expect(matchingScore([speaks(4), at('home_city'), days(30)])).toBe(90);
    expect(matchingScore([speaks(4), at('home_city'), days(90)])).toBe(80);
    // 2 + 1.5 + 0 + 1 + 1 + 0.5 of 8.
    expect(
      matchingScore([
        speaks(4),
        at('home_country'),
        c('sector', false),
        c('salary', true),
        c('work_permit', true),
        days(30),
      ]),
    ).toBe(75);
  });

  it('ranks crafted jobs by fit: the language level, the place, the skills and how new the job is', async () => {
    const co = await company();
    const german = (level: number | null) => [{ slug: 'German', level }];
    const english = [{ slug: 'English', level: 1 }];
    // The same place and skills; only one thing differs from the best each time.
    const best = await job(co.id, { languages: german(3), city: 'Berlin', country: 'Germany', skills: ['java'] });
    const older = await job(co.id, {
      languages: german(3),
      city: 'Berlin',
      country: 'Germany',
      skills: ['java'],
      daysAgo: 20,
    });
    const weakerLanguage = await job(co.id, {
      languages: english,
      city: 'Berlin',
      country: 'Germany',
      skills: ['java'],
    });
    const thirdOfSkills = await job(co.id, {
      languages: german(3),
      city: 'Berlin',
      country: 'Germany',
      skills: ['java', 'php', 'python'],
    });
    const elsewhereInCountry = await job(co.id, { languages: german(3), country: 'Germany', skills: ['java'] });
    const me = await candidate({
      languages: [
        { slug: 'German', level: 4 },
        { slug: 'English', level: 1 },
      ],
      skills: ['java'],
      country: 'Germany',
      city: 'Berlin',
    });
    const page = await matchingsOf(me.auth, co.slug);
    // Of 7: languages 2 (1.25 for English held at basic), location 2 (1.5 elsewhere in Germany), skills 1 (1/3 for
    // 1 of 3), permit 1, recency 1 (2/3 at 20 days).
    expect(page.data.map((j) => j.id)).toEqual([best, older, elsewhereInCountry, thirdOfSkills, weakerLanguage]);
    expect(page.data.map((j) => j.matching.score)).toEqual([100, 95, 93, 90, 89]);
  });

  it('a mandatory language missing, or below its level, is no matching; Swiss German and German, Flemish and Dutch', async () => {
    const co = await company();
    const german = await job(co.id, { languages: [{ slug: 'German', level: 3 }] });
    const swiss = await job(co.id, { languages: [{ slug: 'Swiss_German', level: 2 }] });
    const dutch = await job(co.id, {
      languages: [
        { slug: 'Dutch', level: 2 },
        { slug: 'Danish', level: 2, mandatory: false },
      ],
    });
    // Flemish asked as a mother tongue, held at 2; Italian asked, not spoken at all.
    await job(co.id, { languages: [{ slug: 'Flemish', level: 4 }] });
    await job(co.id, {
      languages: [
        { slug: 'German', level: 2, mandatory: false },
        { slug: 'Italian', level: 2 },
      ],
    });
    const me = await candidate({
      languages: [
        { slug: 'Swiss_German', level: 3 },
        { slug: 'Flemish', level: 2 },
      ],
    });
    const data = (await matchingsOf(me.auth, co.slug)).data;
    expect(data.map((j) => j.id).sort()).toEqual([german, swiss, dutch].sort());
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
  });

  it('relocation to Germany and Spain: jobs there, at home and remote, never in Belarus or Guernsey', async () => {
    const co = await company();
    const english = [{ slug: 'English', level: 3 }];
    const warsaw = await job(co.id, { languages: english, country: 'Poland', city: 'Warsaw', daysAgo: 5 });
    const krakow = await job(co.id, { languages: english, country: 'Poland', city: 'Kraków', daysAgo: 4 });
    const berlin = await job(co.id, { languages: english, country: 'Germany', city: 'Berlin', daysAgo: 3 });
    const madrid = await job(co.id, { languages: english, country: 'Spain', city: 'Madrid', daysAgo: 2 });
    const remote = await job(co.id, { languages: english, country: 'Portugal', remote: 'remote', daysAgo: 1 });
    await job(co.id, { languages: english, country: 'Belarus' });
    await job(co.id, { languages: english, country: 'Guernsey' });
    await job(co.id, { languages: english, country: 'France', remote: 'hybrid' });
    const profile = {
      languages: [
        { slug: 'English', level: 4 },
        { slug: 'German', level: 3 },
        { slug: 'Spanish', level: 3 },
        { slug: 'Polish', level: 4 },
      ],
      country: 'Poland',
      city: 'Warsaw',
      work_permit: true,
    };
    const relocating = await candidate({ ...profile, relocate: true, destination: ['Germany', 'Spain'] });
    const page = await matchingsOf(relocating.auth, co.slug);
    // The own city first, the own country, the destinations (the newer first: a day is worth 1/60 of the recency
    // point), remote. English mother tongue, permit held: (2 + place + 1 + 1 - days/60) of 6 (5 remote: no permit).
    expect(page.data.map((j) => j.id)).toEqual([warsaw, krakow, madrid, berlin, remote]);
    expect(page.data.map((j) => j.matching.score)).toEqual([99, 91, 83, 83, 80]);
    expect(page.data.map((j) => criterion(j, 'location')?.detail.reason)).toEqual([
      'home_city',
      'home_country',
      'destination',
      'destination',
      'remote',
    ]);
    expect(page.data.filter((j) => ['Belarus', 'Guernsey', 'France'].includes(j.country?.name ?? ''))).toEqual([]);

    // Willing to relocate without naming a country: their own country and remote jobs only.
    const anywhere = await candidate({ ...profile, relocate: true });
    expect((await matchingsOf(anywhere.auth, co.slug)).data.map((j) => j.id)).toEqual([warsaw, krakow, remote]);
    // Destinations kept from before relocation was unticked count for nothing.
    const staying = await candidate({ ...profile, relocate: false, destination: ['Germany'] });
    expect((await matchingsOf(staying.auth, co.slug)).data.map((j) => j.id)).toEqual([warsaw, krakow, remote]);
  });

  it('the work permit: held, not needed in the EU, or missing (which keeps a job below the threshold)', async () => {
    const co = await company();
    const austria = await job(co.id, { languages: [{ slug: 'English', level: 2 }], country: 'Austria' });
    const profile = { languages: [{ slug: 'English', level: 3 }], country: 'Switzerland', relocate: true };
    const permit = await candidate({ ...profile, destination: ['Austria'], work_permit: true });
    const noPermit = await candidate({ ...profile, destination: ['Austria'] });
    const austrian = { name: 'Austria', iso2: 'AT' };
    const [held] = (await matchingsOf(permit.auth, co.slug)).data;
    expect(criterion(held, 'work_permit')?.detail).toEqual({ reason: 'permit', country: austrian });
    // Languages 1.75 of 2 (English advanced for intermediate asked), a destination 1 of 2, the permit 0 of 1,
    // recency 1: 3.75 of 6, 63, not a matching.
    expect((await matchingsOf(noPermit.auth, co.slug)).total).toBe(0);
    await send('POST', `/api/app/matchings/${austria}/discard`, noPermit.auth, { reason: 'location' });
    const [missing] = (await get('/api/app/matchings/discarded', noPermit.auth)).json().jobs.data as MatchingJob[];
    expect(missing.matching.score).toBe(63);
    expect(criterion(missing, 'work_permit')).toEqual({
      key: 'work_permit',
      met: false,
      detail: { reason: 'missing', country: austrian },
    });
  });

  it('a short list: at most MATCHINGS_LIMIT, none below MATCHINGS_MIN_SCORE, ordered by score over every page', async () => {
    const co = await company();
    const english = [{ slug: 'English', level: 2 }];
    // 72 jobs, each group published over 18 days: in the candidate's city (96 down to 91), their country (88 to 83),
    // remote (75 to 69: the 17-day-old one below the threshold), and a destination asking for a skill the candidate
    // lacks (68 and below). English advanced for intermediate asked: 1.75 of the languages' 2.
    for (let i = 0; i < 18; i++) {
      await job(co.id, { languages: english, city: 'Valencia', daysAgo: i });
      await job(co.id, { languages: english, daysAgo: i });
      await job(co.id, { languages: english, country: null, remote: 'remote', daysAgo: i });
      await job(co.id, { languages: english, country: 'Germany', skills: ['php'], daysAgo: i });
    }
    const me = await candidate({
      languages: [{ slug: 'English', level: 3 }],
      city: 'Valencia',
      relocate: true,
      destination: ['Germany'],
    });
    const first = await matchingsOf(me.auth, co.slug);
    expect(first).toMatchObject({ total: MATCHINGS_LIMIT, lastPage: Math.ceil(MATCHINGS_LIMIT / 7), currentPage: 1 });
    const all: MatchingJob[] = [];
    for (let page = 1; page <= first.lastPage; page++) {
      all.push(...(await matchingsOf(me.auth, co.slug, `&page=${page}`)).data);
    }
    expect(all).toHaveLength(MATCHINGS_LIMIT);
    const scores = all.map((j) => j.matching.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(MATCHINGS_MIN_SCORE);
    // The score the database ranked by is the one the criteria shown add up to.
    for (const j of all) expect(j.matching.score).toBe(matchingScore(j.matching.criteria as never));
    const places = all.map((j) => criterion(j, 'location')?.detail.reason);
    expect(places).toEqual([
      ...Array(18).fill('home_city'),
      ...Array(18).fill('home_country'),
      ...Array(MATCHINGS_LIMIT - 36).fill('remote'),
    ]);
    // Within a place, the newer job first and scoring higher: the scores spread instead of tying by place.
    expect(scores.slice(0, 3)).toEqual([96, 96, 95]);
    expect(scores[17]).toBe(91);
    expect(scores.slice(18, 20)).toEqual([88, 87]);
    expect(scores[MATCHINGS_LIMIT - 1]).toBe(71);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(15);
    expect(all.some((j) => j.country?.name === 'Germany')).toBe(false);
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
      // Languages 1.75 of 2 (French advanced for intermediate asked), the candidate's country 1.5 of 2, the work
      // permit 1 (they live in the EU), recency 59/60 (a day old): 5.22 of 6.
      data: [{ id: open[1], discarded: { reason: 'salary' }, matching: { score: 87 } }],
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
