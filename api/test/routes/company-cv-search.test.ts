// Long because CV search, the candidate's page, unlocks, CV preview and stats read the same searchable candidates it sets up once.
import { sql } from 'kysely';
import { CITIES, COUNTRIES, LANGUAGES, SKILLS } from '../../src/db/seed/reference-data';
import { createPool } from '../../src/db/database';
import { useAddedJobs, useTestApp } from '../helper';
import {
  call,
  insertJob,
  newCandidate as registerCandidate,
  newCompany as registerCompany,
  setBalances,
} from '../support/company';

const language = (name: string) => {
  const found = LANGUAGES.find((l) => l.name === name);
  if (!found) throw new Error(`unknown language ${name}`);
  return found;
};
const country = (name: string) => {
  const found = COUNTRIES.find((c) => c.name === name);
  if (!found) throw new Error(`unknown country ${name}`);
  return found;
};

/** What a locked candidate may show: nothing that names or reaches them. */
const LOCKED_KEYS = [
  'applied',
  'availability',
  'city',
  'country',
  'education',
  'experience',
  'experience_years',
  'headline',
  'id',
  'languages',
  'last_title',
  'relocate',
  'skills',
  'unlocked',
  'work_permit',
].sort();

describe('CV search: GET /api/companies/cvsearch, candidates/{id}, unlock, CV preview, unlocks, stats', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();
  // A word only this run's candidates have in their headline: the database is shared with every other test file.
  const tag = `cvsx${Date.now()}`;
  const addedUsers: number[] = [];
  let seq = 0;

  afterAll(async () => {
    if (addedUsers.length === 0) return;
    const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
    pool.on('error', () => undefined);
    try {
      await pool.query('DELETE FROM users WHERE id = ANY($1::int[])', [addedUsers]);
    } finally {
      await pool.end();
    }
  });

  async function newCompany(name: string, cvCredits: number) {
    const company = await registerCompany(t, { company_name: `${name} ${Date.now()}` });
    await setBalances(t, company.companyId, { cv_credits: cvCredits });
    return company;
  }

  type CandidateOptions = {
    name: string;
    cvsearch?: boolean;
    languages?: { name: string; level: number }[];
    countryName?: string;
    cityId?: number;
    skillIds?: number[];
    experience?: { title: string; from: string; to: string | null }[];
    education?: string[];
  };

  /** A candidate straight in the database (registering 20 through the api would meet its throttle). */
  async function newCandidate(options: CandidateOptions) {
    const user = await t.db
      .insertInto('users')
      .values({
        email: `${tag}-${++seq}@example.test`,
        password_hash: 'not-a-hash',
        type: 'candidate',
        nombre: options.name,
        apellidos: 'Searchable',
        fk_pais_id: options.countryName ? country(options.countryName).id : null,
        fk_city_id: options.cityId ?? null,
        phone: JSON.stringify({
          countryCallingCode: '34',
          countryCode: 'ES',
          e164: '+34600111222',
          formatInternational: '+34 600 11 12 22',
          formatNational: '600 11 12 22',
          isValid: true,
          nationalNumber: '600111222',
          phoneNumber: '+34600111222',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addedUsers.push(user.id);
    await t.db
      .insertInto('candidates')
      .values({
        user_id: user.id,
        headline: `${tag} ${options.name} headline`,
        cvsearch: options.cvsearch ?? true,
        path_foto: `/files/photo-${user.id}.jpg`,
        linkedin: 'https://www.linkedin.com/in/someone',
        relocate: true,
      })
      .execute();
    if (options.languages?.length) {
      await t.db
        .insertInto('candidate_languages')
        .values(options.languages.map((l) => ({ user_id: user.id, language_id: language(l.name).id, level: l.level })))
        .execute();
    }
    if (options.skillIds?.length) {
      await t.db
        .insertInto('candidate_skills')
        .values(options.skillIds.map((skill_id) => ({ user_id: user.id, skill_id })))
        .execute();
    }
    for (const entry of options.experience ?? []) {
      await t.db
        .insertInto('candidate_experience')
        .values({ user_id: user.id, puesto: entry.title, empresa: 'Acme', f_inicio: entry.from, f_final: entry.to })
        .execute();
    }
    for (const title of options.education ?? []) {
      await t.db
        .insertInto('candidate_education')
        .values({ user_id: user.id, titulo: title, centro_estudios: 'Uni', f_inicio: '2010-09-01' })
        .execute();
    }
    const data = Buffer.from(`%PDF-${user.id}`);
    const file = await t.db
      .insertInto('files')
      .values({
        owner_user_id: user.id,
        company_id: null,
        kind: 'cv',
        filename: 'cv.pdf',
        content_type: 'application/pdf',
        size: data.length,
        data,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cv = await t.db
      .insertInto('candidate_cvs')
      .values({ user_id: user.id, file_id: file.id, name: 'Lebenslauf.pdf', is_default: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: user.id, email: `${tag}-${seq}@example.test`, cvId: cv.id };
  }

  const search = (token: string, query: string) => call(t.app, token, 'GET', `/api/companies/cvsearch?${query}`);
  const ids = (response: { json: () => { candidates: { id: number }[] } }) =>
    response
      .json()
      .candidates.map((c) => c.id)
      .sort((a, b) => a - b);
  const balance = async (companyId: number) =>
    (
      await t.db
        .selectFrom('company_balances')
        .select('cv_credits')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).cv_credits;

  let company: { token: string; companyId: number };
  let other: { token: string; companyId: number };
  let berlin: Awaited<ReturnType<typeof newCandidate>>;
  let madrid: Awaited<ReturnType<typeof newCandidate>>;
  let hidden: Awaited<ReturnType<typeof newCandidate>>;
  const [skillA, skillB] = SKILLS as [(typeof SKILLS)[number], (typeof SKILLS)[number]];
  const berlinCity = CITIES.find((c) => c.name === 'Berlin');

  beforeAll(async () => {
    company = await newCompany('CV search A', 2);
    other = await newCompany('CV search B', 0);
    berlin = await newCandidate({
      name: 'Greta',
      languages: [
        { name: 'German', level: 4 },
        { name: 'English', level: 2 },
      ],
      countryName: 'Germany',
      cityId: berlinCity?.id,
      skillIds: [skillA.id],
      experience: [{ title: 'Localisation manager', from: '2015-01-01', to: '2020-01-01' }],
      education: ['MA Translation'],
    });
    madrid = await newCandidate({
      name: 'Lucia',
      languages: [{ name: 'German', level: 2 }],
      countryName: 'Spain',
      skillIds: [skillB.id],
      experience: [{ title: `Sworn interpreter ${tag}x`, from: '2019-03-01', to: null }],
    });
    hidden = await newCandidate({ name: 'Hidden', cvsearch: false, languages: [{ name: 'German', level: 4 }] });
  });

  it("finds a candidate by a skill that is the candidate's own tag, by its slug and by its name", async () => {
    // Made as POST /api/candidates/skills makes it (services/skill-tags.ts): not a board tag.
    const own = await t.db
      .insertInto('skills')
      .values({ slug: `own-${tag}`, name: `Own ${tag}`, board: false, match_key: `own ${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('candidate_skills').values({ user_id: madrid.id, skill_id: own.id }).execute();
    try {
      expect(ids(await search(company.token, `keywords=${tag}&skills=own-${tag}`))).toEqual([madrid.id]);
      expect(ids(await search(company.token, `keywords=own%20${tag}`))).toEqual([madrid.id]);
    } finally {
      await t.db.deleteFrom('candidate_skills').where('skill_id', '=', own.id).execute();
      await t.db.deleteFrom('skills').where('id', '=', own.id).execute();
    }
  });

  it('finds candidates who allow it, by keywords, languages and level, country, city and skills', async () => {
    expect(ids(await search(company.token, `keywords=${tag}`))).toEqual([berlin.id, madrid.id]);
    expect(ids(await search(company.token, `keywords=${tag}&languages=German&level=3`))).toEqual([berlin.id]);
    expect(ids(await search(company.token, `keywords=${tag}&languages=german,english`))).toEqual([berlin.id]);
    expect(ids(await search(company.token, `keywords=${tag}&country=Spain`))).toEqual([madrid.id]);
    expect(ids(await search(company.token, `keywords=${tag}&city=${berlinCity?.slug}`))).toEqual([berlin.id]);
    expect(ids(await search(company.token, `keywords=${tag}&skills=${skillB.slug}`))).toEqual([madrid.id]);
    // A keyword found only in an experience title.
    expect(ids(await search(company.token, `keywords=interpreter%20${tag}x`))).toEqual([madrid.id]);
    const page = await search(company.token, `keywords=${tag}`);
    expect(page.json()).toMatchObject({ total: 2, lastPage: 1, currentPage: 1, balances: { job: 1, cv: 2 } });
  });

  it('counts up to 1,000 matches and then says total_capped; the pages stay the most recently active first', async () => {
    // 1,003 searchable candidates with one keyword, in one statement each table; updated_at one second apart.
    const many = `manycv${Date.now()}`;
    const users = await t.db
      .insertInto('users')
      .columns(['email', 'password_hash', 'type', 'nombre', 'apellidos', 'updated_at'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ n: number }>`generate_series(1, 1003)`.as('s'))
          .select([
            sql<string>`${many} || '-' || s || '@example.test'`.as('email'),
            sql<string>`'not-a-hash'`.as('password_hash'),
            sql<string>`'candidate'`.as('type'),
            sql<string>`'Many'`.as('nombre'),
            sql<string>`'Searchable'`.as('apellidos'),
            sql<Date>`now() - s * interval '1 second'`.as('updated_at'),
          ]),
      )
      .returning('id')
      .execute();
    addedUsers.push(...users.map((user) => user.id));
    await t.db
      .insertInto('candidates')
      .columns(['user_id', 'headline', 'cvsearch'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select(['users.id', sql<string>`${many} || ' headline'`.as('headline'), sql<boolean>`true`.as('cvsearch')])
          .where(
            'users.id',
            'in',
            users.map((user) => user.id),
          ),
      )
      .execute();
    // Newest first: the first 1,003 ids were given in the order of their updated_at, newest first.
    const newest = users.map((user) => user.id);

    const first = (await search(company.token, `keywords=${many}`)).json();
    expect(first).toMatchObject({ total: 1000, total_capped: true, lastPage: 50, currentPage: 1 });
    expect(first.candidates.map((c: { id: number }) => c.id)).toEqual(newest.slice(0, 20));
    const third = (await search(company.token, `keywords=${many}&page=3`)).json();
    expect(third.candidates.map((c: { id: number }) => c.id)).toEqual(newest.slice(40, 60));
    // Under the cap the count is exact and not capped.
    const few = (await search(company.token, `keywords=${tag}`)).json();
    expect(few).toMatchObject({ total: 2, total_capped: false });
  });

  it('answers locked profiles: no name, email, phone, photo, links or files', async () => {
    const response = await search(company.token, `keywords=${tag}&country=Germany`);
    const [candidate] = response.json().candidates;
    expect(Object.keys(candidate).sort()).toEqual(LOCKED_KEYS);
    expect(candidate).toEqual({
      id: berlin.id,
      headline: `${tag} Greta headline`,
      city: 'Berlin',
      country: 'Germany',
      languages: [
        { slug: 'German', name: 'German', level: 4 },
        { slug: 'English', name: 'English', level: 2 },
      ],
      skills: [{ slug: skillA.slug, name: skillA.name }],
      experience: [{ title: 'Localisation manager', years: 5 }],
      education: [{ title: 'MA Translation' }],
      relocate: true,
      work_permit: null,
      experience_years: 5,
      last_title: 'Localisation manager',
      availability: null,
      unlocked: false,
      applied: false,
    });
    // The phone as digits and as written: a bare '600' also matched the run's tag (cvsx1796000058518).
    for (const secret of [
      'Searchable',
      berlin.email,
      '600111222',
      '600 11 12 22',
      'photo-',
      'linkedin',
      'Lebenslauf',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    const one = await call(t.app, company.token, 'GET', `/api/companies/candidates/${berlin.id}`);
    expect(one.json()).toMatchObject({ unlocked: false, via: null, balances: { cv: 2 } });
    expect(Object.keys(one.json().candidate).sort()).toEqual(LOCKED_KEYS);
    expect(one.body).not.toContain(berlin.email);
  });

  it('gives a recruiter facts to decide on before unlocking: years of experience, last title, availability', async () => {
    // Two jobs at the same time for two years, then one alone: four years of experience, not six.
    const pavel = await newCandidate({
      name: 'Pavel',
      languages: [{ name: 'Polish', level: 4 }],
      countryName: 'Poland',
      skillIds: [skillA.id, skillB.id],
      experience: [
        { title: 'Translator', from: '2016-01-01', to: '2018-01-01' },
        { title: 'Proofreader', from: '2016-01-01', to: '2018-01-01' },
        { title: 'Head of localisation', from: '2018-01-01', to: '2020-01-01' },
      ],
    });
    await t.db.updateTable('candidates').set({ working_status: 2 }).where('user_id', '=', pavel.id).execute();
    const response = await search(company.token, `keywords=${tag}&country=Poland`);
    expect(response.statusCode).toBe(200);
    const [candidate] = response.json().candidates;
    expect(candidate).toMatchObject({
      id: pavel.id,
      country: 'Poland',
      languages: [{ slug: 'Polish', name: 'Polish', level: 4 }],
      experience_years: 4,
      last_title: 'Head of localisation',
      availability: 2,
      unlocked: false,
    });
    expect(candidate.skills).toHaveLength(2);
    // What unlocking sells is still not there: name, contacts, photo, links, CV files.
    expect(Object.keys(candidate).sort()).toEqual(LOCKED_KEYS);
    for (const secret of [
      'Searchable',
      pavel.email,
      '600111222',
      '600 11 12 22',
      'photo-',
      'linkedin',
      'Lebenslauf',
      'cv.pdf',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    const one = await call(t.app, company.token, 'GET', `/api/companies/candidates/${pavel.id}`);
    expect(one.json().candidate).toMatchObject({ experience_years: 4, last_title: 'Head of localisation' });
    for (const secret of ['Searchable', pavel.email, 'Lebenslauf']) expect(one.body).not.toContain(secret);
  });

  it('refuses unknown reference slugs with a 422 naming the field, and needs a company', async () => {
    const unknown = await search(company.token, 'languages=Klingon');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['languages']);
    expect(Object.keys((await search(company.token, 'level=5')).json().errors)).toEqual(['level']);
    expect(Object.keys((await search(company.token, 'country=Atlantis')).json().errors)).toEqual(['country']);
    expect((await call(t.app, null, 'GET', '/api/companies/cvsearch')).statusCode).toBe(401);
    const { token: candidateToken } = await registerCandidate(t);
    expect((await call(t.app, candidateToken, 'GET', '/api/companies/cvsearch')).statusCode).toBe(403);
    expect(
      (await call(t.app, candidateToken, 'POST', `/api/companies/candidates/${berlin.id}/unlock`)).statusCode,
    ).toBe(403);
  });

  it('a candidate outside CV search who never applied is not found, nor is their CV', async () => {
    expect(ids(await search(company.token, `keywords=${tag}&languages=German&level=4`))).toEqual([berlin.id]);
    expect((await call(t.app, company.token, 'GET', `/api/companies/candidates/${hidden.id}`)).statusCode).toBe(404);
    expect((await call(t.app, company.token, 'POST', `/api/companies/candidates/${hidden.id}/unlock`)).statusCode).toBe(
      404,
    );
    const cv = await call(t.app, company.token, 'GET', `/api/companies/candidates/${hidden.id}/cvs/${hidden.cvId}`);
    expect(cv.statusCode).toBe(404);
  });

  it('shows a CV only once unlocked; unlocking spends one credit once; no credit left is a 422 on cv_credits', async () => {
    const cvUrl = `/api/companies/candidates/${berlin.id}/cvs/${berlin.cvId}`;
    expect((await call(t.app, company.token, 'GET', cvUrl)).statusCode).toBe(404);

    const unlocked = await call(t.app, company.token, 'POST', `/api/companies/candidates/${berlin.id}/unlock`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({
      candidate: {
        id: berlin.id,
        name: 'Greta Searchable',
        email: berlin.email,
        phone: '+34 600 11 12 22',
        photo: `/files/photo-${berlin.id}.jpg`,
        linkedin: 'https://www.linkedin.com/in/someone',
        unlocked: true,
        cvs: [{ id: berlin.cvId, name: 'Lebenslauf.pdf', default: true }],
      },
      balances: { cv: 1 },
    });
    const again = await call(t.app, company.token, 'POST', `/api/companies/candidates/${berlin.id}/unlock`);
    expect(again.json().balances.cv).toBe(1);
    expect(await balance(company.companyId)).toBe(1);
    const view = await call(t.app, company.token, 'GET', `/api/companies/candidates/${berlin.id}`);
    expect(view.json()).toMatchObject({ unlocked: true, via: 'unlock', candidate: { name: 'Greta Searchable' } });

    const cv = await call(t.app, company.token, 'GET', cvUrl);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^inline; filename="Lebenslauf.pdf"/);
    expect(cv.body).toBe(`%PDF-${berlin.id}`);
    // Another candidate's CV id under this candidate: not found.
    const mixed = await call(t.app, company.token, 'GET', `/api/companies/candidates/${berlin.id}/cvs/${madrid.cvId}`);
    expect(mixed.statusCode).toBe(404);
    // The other company did not unlock her: no CV, still locked.
    expect((await call(t.app, other.token, 'GET', cvUrl)).statusCode).toBe(404);
    const locked = await call(t.app, other.token, 'GET', `/api/companies/candidates/${berlin.id}`);
    expect(locked.json()).toMatchObject({ unlocked: false, via: null });

    const broke = await call(t.app, other.token, 'POST', `/api/companies/candidates/${berlin.id}/unlock`);
    expect(broke.statusCode).toBe(422);
    expect(Object.keys(broke.json().errors)).toEqual(['cv_credits']);
    expect(
      await t.db
        .selectFrom('company_unlocks')
        .select('candidate_user_id')
        .where('company_id', '=', other.companyId)
        .execute(),
    ).toEqual([]);
  });

  it('lets the candidate see which companies unlocked them', async () => {
    const { token, id } = await registerCandidate(t, { nombre: 'Ines', apellidos: 'Visible' });
    expect((await call(t.app, token, 'GET', '/api/candidates/unlocks')).json()).toEqual({ unlocks: [] });
    const unlock = await call(t.app, company.token, 'POST', `/api/companies/candidates/${id}/unlock`);
    expect(unlock.statusCode).toBe(200);
    const companyRow = await t.db
      .selectFrom('companies')
      .select(['name', 'slug', 'logo'])
      .where('id', '=', company.companyId)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, token, 'GET', '/api/candidates/unlocks')).json()).toEqual({
      unlocks: [{ company: companyRow, unlocked_at: expect.any(String) }],
    });
    expect((await call(t.app, null, 'GET', '/api/candidates/unlocks')).statusCode).toBe(401);
    expect((await call(t.app, company.token, 'GET', '/api/candidates/unlocks')).statusCode).toBe(403);
  });

  it('unlocks a candidate who applied to the company’s job free, even outside CV search', async () => {
    const job = await insertJob(t, addedJobs, { label: 'CV search test job', companyId: other.companyId });
    await t.db.insertInto('applications').values({ user_id: hidden.id, job_id: job.id, answers: '{}' }).execute();
    const view = await call(t.app, other.token, 'GET', `/api/companies/candidates/${hidden.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      unlocked: true,
      via: 'application',
      candidate: { name: 'Hidden Searchable', applied: true, unlocked: true },
      balances: { cv: 0 },
    });
    const unlock = await call(t.app, other.token, 'POST', `/api/companies/candidates/${hidden.id}/unlock`);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().balances.cv).toBe(0);
    const cv = await call(t.app, other.token, 'GET', `/api/companies/candidates/${hidden.id}/cvs/${hidden.cvId}`);
    expect(cv.statusCode).toBe(200);
    // Still not found for the company she did not apply to.
    expect((await call(t.app, company.token, 'GET', `/api/companies/candidates/${hidden.id}`)).statusCode).toBe(404);
  });

  it('20 concurrent unlocks of different candidates with 5 credits unlock exactly 5 and leave 0, never below', async () => {
    const buyer = await newCompany('CV search rush', 5);
    const many = [];
    for (let i = 0; i < 20; i += 1) many.push(await newCandidate({ name: `Rush${i}` }));
    const responses = await Promise.all(
      many.map((c) => call(t.app, buyer.token, 'POST', `/api/companies/candidates/${c.id}/unlock`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    expect(await balance(buyer.companyId)).toBe(0);
    const unlocks = await t.db
      .selectFrom('company_unlocks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', buyer.companyId)
      .executeTakeFirstOrThrow();
    expect(Number(unlocks.n)).toBe(5);
    const spent = await t.db
      .selectFrom('company_credit_movements')
      .select((eb) => eb.fn.sum<string>('delta').as('sum'))
      .where('company_id', '=', buyer.companyId)
      .where('reason', '=', 'cv_unlock')
      .executeTakeFirstOrThrow();
    expect(Number(spent.sum)).toBe(-5);
  });

  it('the same candidate unlocked 10 times at once costs one credit', async () => {
    const buyer = await newCompany('CV search twice', 3);
    const target = await newCandidate({ name: 'Once' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, buyer.token, 'POST', `/api/companies/candidates/${target.id}/unlock`),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance(buyer.companyId)).toBe(2);
  });

  it("follows the candidate's own changes: languages, level, country and the CV search switch", async () => {
    // CV search reads its own index (migration 242, docs/search.md#cv-search-from-its-own-index), kept by triggers.
    const mover = await registerCandidate(t);
    addedUsers.push(mover.id);
    const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body: object) =>
      call(t.app, mover.token, method, url, body);
    const field = async (name: string, value: unknown) =>
      expect((await as('PATCH', '/api/candidates/field', { field: name, value })).statusCode).toBe(200);
    const finds = async (query: string) =>
      (await search(company.token, `keywords=${tag}%20mover&${query}`))
        .json()
        .candidates.map((c: { id: number }) => c.id);
    await field('headline', `${tag} mover`);
    await field('cvsearch', true);
    const added = await as('POST', '/api/candidates/languages', { language: 'Icelandic', level: 3 });
    expect(added.statusCode).toBe(200);
    expect(await finds('languages=icelandic&level=3')).toEqual([mover.id]);
    expect(await finds('languages=maltese')).toEqual([]);

    expect((await as('PATCH', '/api/candidates/languages/Icelandic', { level: 1 })).statusCode).toBe(200);
    expect(await finds('languages=icelandic&level=3')).toEqual([]);
    expect(await finds('languages=icelandic&level=1')).toEqual([mover.id]);

    await field('fk_pais_id', country('Portugal').id);
    expect(await finds('languages=icelandic&country=portugal')).toEqual([mover.id]);
    await field('fk_pais_id', country('Spain').id);
    expect(await finds('languages=icelandic&country=portugal')).toEqual([]);
    expect(await finds('country=spain')).toEqual([mover.id]);

    const icelandic = added.json().languages[0].id;
    expect((await as('DELETE', `/api/candidates/languages/${icelandic}`, {})).statusCode).toBe(200);
    expect(await finds('languages=icelandic')).toEqual([]);
    expect(await finds('')).toEqual([mover.id]);

    await field('cvsearch', false);
    expect(await finds('')).toEqual([]);
    await field('cvsearch', true);
    expect(await finds('country=spain')).toEqual([mover.id]);
  });

  it('keeps its index equal to what the profiles say, for every candidate of the database', async () => {
    // The whole table against the source tables, one snapshot: the demo data, this file's candidates and every
    // other test file's, written meanwhile through the api.
    const differences = await sql<{ user_id: number; language_id: number }>`
      WITH expected AS (
        SELECT u.id AS user_id, l.language_id, l.level, u.updated_at AS active_at, u.fk_pais_id AS country_id,
               u.fk_city_id AS city_id
        FROM users u JOIN candidates c ON c.user_id = u.id AND c.cvsearch
        CROSS JOIN LATERAL (SELECT 0 AS language_id, 0 AS level UNION ALL
          SELECT cl.language_id, cl.level FROM candidate_languages cl WHERE cl.user_id = u.id) l
        WHERE u.type = 'candidate'),
      actual AS (SELECT user_id, language_id, level, active_at, country_id, city_id FROM cv_search_entries)
      (SELECT * FROM expected EXCEPT ALL SELECT * FROM actual)
      UNION ALL (SELECT * FROM actual EXCEPT ALL SELECT * FROM expected)`.execute(t.db);
    expect(differences.rows).toEqual([]);
  });

  it('counts candidates in CV search for anyone, by language and country', async () => {
    const stats = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/cv-search-stats' });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const before = await stats();
    const expected = await t.db
      .selectFrom('candidates')
      .innerJoin('users', 'users.id', 'candidates.user_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('candidates.cvsearch', '=', true)
      .where('users.type', '=', 'candidate')
      .executeTakeFirstOrThrow();
    expect(before.total).toBe(Number(expected.n));
    expect(before.languages.length).toBeLessThanOrEqual(12);
    expect(before.countries.length).toBeLessThanOrEqual(12);
    const german = before.languages.find((l: { slug: string }) => l.slug === 'German');
    expect(german).toEqual({ slug: 'German', name: 'German', count: expect.any(Number) });
    const counts = before.languages.map((l: { count: number }) => l.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    await t.db.updateTable('candidates').set({ cvsearch: true }).where('user_id', '=', hidden.id).execute();
    const after = await stats();
    expect(after.total).toBe(before.total + 1);
    await t.db.updateTable('candidates').set({ cvsearch: false }).where('user_id', '=', hidden.id).execute();
  });
});
