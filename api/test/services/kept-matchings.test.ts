// A kept list of matchings answers what a fresh ranking would (docs/search.md#matchings-kept-per-candidate): the same
// jobs in the same order with the same facts, through time passing, jobs written, closed, deleted and expiring,
// applications, discards and restores, and profile changes. A seeded random walk over those, compared at every step.
// Long because the walks and the boards built to break a list share one company, their candidates and the helpers
// that compare a kept answer with a fresh ranking.
import { sql } from 'kysely';
import { MATCHINGS_LIMIT } from 'shared-kit/contracts';
import { CITIES, COUNTRIES, LANGUAGES, SKILLS } from '../../src/db/seed/reference-data';
import { discardMatching, restoreMatching } from '../../src/services/matchings';
import { CHANGED_MAX, keptMatchings, pruneKeptMatchings } from '../../src/services/matchings/kept';
import {
  matchingProfile,
  satisfiedLanguageCodes,
  spokenLanguageIds,
  spokenLanguageLevels,
} from '../../src/services/matchings/profile';
import { rankedMatchingIds } from '../../src/services/matchings/ranking';
import { register, useAddedJobs, useTestApp } from '../helper';
import { insertJobLanguages } from '../support/company';
import { idByName } from '../support/reference-ids';

// Languages and places no other test file uses, so that jobs of other files running at the same time never match.
const LUXEMBOURGISH = idByName(LANGUAGES, 'Luxembourgish');
const IRISH = idByName(LANGUAGES, 'Irish');
const LUXEMBOURG = idByName(COUNTRIES, 'Luxembourg');
const IRELAND = idByName(COUNTRIES, 'Ireland');
const ESTONIA = idByName(COUNTRIES, 'Estonia');
const LUXEMBOURG_CITY = idByName(CITIES, 'Luxembourg City');
const BASQUE = idByName(LANGUAGES, 'Basque');
const LATVIAN = idByName(LANGUAGES, 'Latvian');
const LITHUANIAN = idByName(LANGUAGES, 'Lithuanian');
const DAY = 86_400_000;

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('matchings kept per candidate', () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();
  const random = seeded(31);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const skills = SKILLS.slice(0, 12).map((s) => s.id);
  let companyId = 0;
  let userId = 0;
  let n = 0;

  /** A job in the candidate's languages somewhere they can work (or not), of random fit. */
  const newJob = async (fields: { expiresAt?: Date } = {}) => {
    n += 1;
    const place = pick(['home', 'home', 'city', 'destination', 'remote', 'elsewhere'] as const);
    const row = await t.db
      .insertInto('jobs')
      .values({
        url: `kept-matching-${Date.now()}-${n}`,
        title: `Kept matching ${n}`,
        description: 'A job for the kept matchings test.',
        company_id: companyId,
        country_id: place === 'destination' ? IRELAND : place === 'home' || place === 'city' ? LUXEMBOURG : ESTONIA,
        city_id: place === 'city' ? LUXEMBOURG_CITY : null,
        remote_type: place === 'remote' ? 'remote' : 'on-site',
        salary_min: random() < 0.5 ? 20_000 + Math.floor(random() * 60_000) : null,
        salary_max: 90_000,
        salary_currency: 'EUR',
        salary_period: 'YEAR',
        published_at: new Date(Date.now() - Math.floor(random() * 90 * DAY)),
        expires_at: fields.expiresAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addedJobs.push(row.id);
    const languages = [{ language_id: pick([LUXEMBOURGISH, IRISH]), level: pick([null, 1, 2, 3]), mandatory: true }];
    if (random() < 0.3) languages.push({ language_id: IRISH, level: null, mandatory: false });
    await insertJobLanguages(
      t,
      row.id,
      languages.filter((l, i) => i === 0 || l.language_id !== languages[0]?.language_id),
    );
    const some = skills.filter(() => random() < 0.25);
    if (some.length > 0)
      await t.db
        .insertInto('job_skills')
        .values(some.map((skill_id) => ({ job_id: row.id, skill_id })))
        .execute();
    return row.id;
  };

  const rankingInput = async (user: number) => {
    const board = await t.db.selectFrom('languages').select(['id', 'slug', 'name']).execute();
    const profile = await matchingProfile(t.db, user);
    const languages = {
      spoken: spokenLanguageIds(board, profile.languages),
      satisfied: satisfiedLanguageCodes(board, profile.languages),
      levels: spokenLanguageLevels(board, profile.languages),
    };
    return { profile, languages };
  };
  const fresh = async (asOf: Date, user = userId) => {
    const { profile, languages } = await rankingInput(user);
    const options = { latests: false, companyKey: null };
    return rankedMatchingIds({ db: t.db, userId: user, profile, languages, asOf }, options);
  };
  /** The snapshot the list was ranked in: another one after a call means it ranked again. */
  const rankedIn = async (user: number) =>
    (
      await t.db
        .selectFrom('kept_matchings')
        .select(sql<string>`snapshot::text`.as('snapshot'))
        .where('user_id', '=', user)
        .executeTakeFirst()
    )?.snapshot;
  /** The kept answer, and whether it came from the list as kept (no ranking again). */
  const kept = async (asOf: Date, user = userId) => {
    const before = await rankedIn(user);
    const { profile, languages } = await rankingInput(user);
    const answer = await keptMatchings({ db: t.db, userId: user, profile, languages, asOf });
    const after = await rankedIn(user);
    return { answer, fromList: before !== undefined && before === after };
  };

  type Place = 'home' | 'destination' | 'remote' | 'elsewhere';
  /** A candidate in Luxembourg (its capital with `city`), moving to Ireland, wanting 40,000 or more. */
  const newCandidate = async (c: {
    languages: { language_id: number; level: number }[];
    skillCount: number;
    city: boolean;
    workPermit: boolean;
  }) => {
    const { email } = await register(t.app);
    const user = (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    await t.db
      .updateTable('users')
      .set({ fk_pais_id: LUXEMBOURG, fk_city_id: c.city ? LUXEMBOURG_CITY : null })
      .where('id', '=', user)
      .execute();
    await t.db
      .insertInto('candidate_languages')
      .values(c.languages.map((l) => ({ user_id: user, ...l })))
      .execute();
    await t.db
      .insertInto('candidate_skills')
      .values(skills.slice(0, c.skillCount).map((skill_id) => ({ user_id: user, skill_id })))
      .execute();
    await t.db
      .updateTable('candidates')
      .set({ destination: [IRELAND], relocate: true, work_permit: c.workPermit, salary_from: 40_000 })
      .where('user_id', '=', user)
      .execute();
    return user;
  };
  /** A candidate of their own in `language` (a mother tongue no other job here asks for), with a work permit. */
  const fitCandidate = (language: number) =>
    newCandidate({ languages: [{ language_id: language, level: 4 }], skillCount: 3, city: false, workPermit: true });
  /** A job in `language` that meets every criterion of fitCandidate's but, depending on `place`, the place's. */
  const fitJob = async (language: number, place: Place, publishedAt: Date) => {
    n += 1;
    const row = await t.db
      .insertInto('jobs')
      .values({
        url: `kept-matching-fit-${Date.now()}-${n}`,
        title: `Kept matching fit ${n}`,
        description: 'A job for the kept matchings test.',
        company_id: companyId,
        country_id: place === 'home' ? LUXEMBOURG : place === 'destination' ? IRELAND : ESTONIA,
        remote_type: place === 'remote' ? 'remote' : 'on-site',
        salary_min: 50_000,
        salary_max: 60_000,
        salary_currency: 'EUR',
        salary_period: 'YEAR',
        published_at: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    addedJobs.push(row.id);
    await insertJobLanguages(t, row.id, [{ language_id: language, level: null, mandatory: true }]);
    await t.db
      .insertInto('job_skills')
      .values(skills.slice(0, 2).map((skill_id) => ({ job_id: row.id, skill_id })))
      .execute();
    return row.id;
  };

  beforeAll(async () => {
    const company = await t.db
      .insertInto('companies')
      .values({ name: 'Kept Matchings Co', slug: `kept-matchings-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    companyId = company.id;
    userId = await newCandidate({
      languages: [
        { language_id: LUXEMBOURGISH, level: 3 },
        { language_id: IRISH, level: 2 },
      ],
      skillCount: 5,
      city: true,
      workPermit: false,
    });
    // More jobs than a list keeps, so that what it leaves out matters.
    for (let i = 0; i < 260; i++) await newJob();
  }, 120_000);

  /** `steps` random steps; time moves by up to `maxDays` a step. Answers how many the kept list answered. */
  const walk = async (steps: number, maxDays: number, start: Date) => {
    let asOf = start;
    const started = Date.now();
    // Jobs that expire a few seconds from now, with no write: the walk outlives them.
    const expiring = [
      await newJob({ expiresAt: new Date(Date.now() + 4000) }),
      await newJob({ expiresAt: new Date(Date.now() + 4000) }),
    ];
    const log: string[] = [];
    let fromList = 0;
    for (let step = 0; step < steps; step++) {
      const top = (await fresh(asOf)).map((m) => m.id);
      const action = pick([
        'time',
        'time',
        'new',
        'edit',
        'close',
        'delete',
        'apply',
        'discard',
        'restore',
        'profile',
        'none',
      ]);
      const target = top.length > 0 ? pick(top.slice(0, 20)) : null;
      if (action === 'time') asOf = new Date(asOf.getTime() + Math.floor(random() * maxDays * DAY));
      if (action === 'new') await newJob();
      if (action === 'edit' && target !== null)
        await t.db
          .updateTable('jobs')
          .set({ published_at: new Date(asOf.getTime() - DAY) })
          .where('id', '=', target)
          .execute();
      if (action === 'close' && target !== null)
        await t.db.updateTable('jobs').set({ status: 'closed' }).where('id', '=', target).execute();
      if (action === 'delete' && target !== null) await t.db.deleteFrom('jobs').where('id', '=', target).execute();
      if (action === 'apply' && target !== null)
        await t.db.insertInto('applications').values({ user_id: userId, job_id: target }).execute();
      if (action === 'discard' && target !== null) await discardMatching(t.db, userId, target, 'not_interested');
      if (action === 'restore') {
        const discarded = await t.db
          .selectFrom('candidate_discarded_matchings')
          .select('job_id')
          .where('user_id', '=', userId)
          .execute();
        if (discarded.length > 0) await restoreMatching(t.db, userId, pick(discarded).job_id);
      }
      if (action === 'profile')
        await t.db
          .updateTable('candidates')
          .set({ salary_from: pick([null, 30_000, 50_000, 80_000]) })
          .where('user_id', '=', userId)
          .execute();
      const answer = await kept(asOf);
      const expected = await fresh(asOf);
      log.push(`${step} ${action}: ${expected.length} matchings, ${answer.fromList ? 'kept list' : 'ranked'}`);
      expect({ step, action, answer: answer.answer ?? expected }).toEqual({ step, action, answer: expected });
      if (answer.fromList) fromList += 1;
    }
    // The expiring jobs are gone by now, with no write that says so.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + 4100 - Date.now())));
    const last = await kept(asOf);
    const now = await fresh(asOf);
    expect(last.answer ?? now).toEqual(now);
    expect(now.filter((m) => expiring.includes(m.id))).toEqual([]);
    if (process.env.SHOW_STEPS) console.log(log.join('\n'));
    return { fromList, asOf };
  };

  it('answers as a fresh ranking at every step of a random walk, from the kept list most of the time', async () => {
    const { fromList } = await walk(60, 20, new Date());
    // Most steps are answered from the list, and a walk this long meets steps that rank again.
    expect(fromList).toBeGreaterThan(30);
    expect(fromList).toBeLessThan(60);
  }, 120_000);

  it('and as time takes jobs below the threshold, down to a list shorter than a full one', async () => {
    const { asOf } = await walk(40, 45, new Date(Date.now() + 30 * DAY));
    // Past RECENCY_DAYS the jobs that showed by their recency alone are gone: the threshold, not the limit, ends it.
    expect((await fresh(asOf)).length).toBeLessThan(MATCHINGS_LIMIT);
  }, 120_000);

  it('merges more written jobs than a list keeps: the best of them bound the rest', async () => {
    const asOf = new Date(Date.now() + 200 * DAY);
    await kept(asOf);
    // New jobs, most of them the candidate's (a third at least of the places the candidate can work at): more
    // matching jobs written since than the list keeps, so the best of those left out bound what it can answer.
    const written: number[] = [];
    for (let i = 0; i < 320; i++) written.push(await newJob());
    await t.db
      .updateTable('jobs')
      .set({ published_at: new Date(asOf.getTime() - DAY) })
      .where('id', 'in', written)
      .execute();
    const answer = await kept(asOf);
    expect(answer.fromList).toBe(true);
    expect(answer.answer).toEqual(await fresh(asOf));
  }, 60_000);

  it('never answers past the written jobs it left out, when the candidate set most of the best aside', async () => {
    const user = await fitCandidate(LITHUANIAN);
    const asOf = new Date();
    await fitJob(LITHUANIAN, 'home', new Date(asOf.getTime() - 30 * DAY));
    expect((await kept(asOf, user)).answer).toEqual(await fresh(asOf, user));
    // 150 jobs written since, alike but for their age (minutes apart: the same score, newest first). The candidate
    // discards the 90 newest: the merge ranks the best 101 of the 150, 11 of them not set aside, and the matchings'
    // next 39 are among the 49 it left out. Only `cut` raised to the 101st says so.
    const written: number[] = [];
    for (let i = 0; i < 150; i++) written.push(await fitJob(LITHUANIAN, 'home', new Date(asOf.getTime() - i * 60_000)));
    for (const id of written.slice(0, 90)) await discardMatching(t.db, user, id, 'not_interested');
    const answer = await kept(asOf, user);
    const expected = await fresh(asOf, user);
    expect(expected).toHaveLength(MATCHINGS_LIMIT);
    expect(answer.answer ?? expected).toEqual(expected);
  }, 60_000);

  it('ranks again when more jobs were written since the list than merging is worth', async () => {
    const asOf = new Date(Date.now() + 200 * DAY);
    await kept(asOf);
    // One statement, more than CHANGED_MAX jobs written (in a place and a language no candidate here has).
    const made = await t.db
      .insertInto('jobs')
      .columns(['url', 'title', 'description', 'company_id', 'country_id'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ n: number }>`generate_series(1, ${CHANGED_MAX + 1})`.as('g'))
          .select([
            sql<string>`'kept-matching-many-' || ${String(Date.now())} || '-' || g`.as('url'),
            sql<string>`'Kept matching many ' || g`.as('title'),
            sql<string>`'A job for the kept matchings test.'`.as('description'),
            sql<number>`${companyId}::int`.as('company_id'),
            sql<number>`${ESTONIA}::int`.as('country_id'),
          ]),
      )
      .returning('id')
      .execute();
    addedJobs.push(...made.map((row) => row.id));
    const answer = await kept(asOf);
    expect(answer.fromList).toBe(false);
    expect(answer.answer ?? (await fresh(asOf))).toEqual(await fresh(asOf));
  });

  it('merges only the jobs written since that the candidate can work at: home, a destination, remote elsewhere', async () => {
    const user = await fitCandidate(LATVIAN);
    // Every criterion met but the place's: an on-site job in Estonia still scores 6 of 8 (75 %), above the threshold,
    // so only the place keeps it out of the matchings.
    const job = (place: Place) => fitJob(LATVIAN, place, new Date());
    await job('home');
    const asOf = new Date(Date.now() + 60_000);
    expect((await kept(asOf, user)).answer).toEqual(await fresh(asOf, user));
    const [elsewhere, ...workable] = [await job('elsewhere'), await job('destination'), await job('remote')];
    const answer = await kept(asOf, user);
    expect(answer.fromList).toBe(true);
    const expected = await fresh(asOf, user);
    expect(answer.answer).toEqual(expected);
    expect(expected.map((m) => m.id)).toEqual(expect.arrayContaining(workable));
    expect(expected.map((m) => m.id)).not.toContain(elsewhere);
  });

  it('prunes the lists ranked more than a week ago, and the candidate is ranked afresh at the next request', async () => {
    const asOf = new Date();
    await kept(asOf);
    const rankedDaysAgo = (days: number) =>
      t.db
        .updateTable('kept_matchings')
        .set({ ranked_at: new Date(Date.now() - days * DAY) })
        .where('user_id', '=', userId)
        .execute();
    const listed = async () =>
      (await t.db.selectFrom('kept_matchings').select('user_id').where('user_id', '=', userId).execute()).length;
    await rankedDaysAgo(6);
    await pruneKeptMatchings(t.db);
    expect(await listed()).toBe(1);
    await rankedDaysAgo(8);
    expect(await pruneKeptMatchings(t.db)).toBeGreaterThanOrEqual(1);
    expect(await listed()).toBe(0);
    const answer = await kept(asOf);
    expect(answer.fromList).toBe(false);
    expect(answer.answer).toEqual(await fresh(asOf));
    expect(await listed()).toBe(1);
  });

  it('never answers from a list that a job it left out could now beat: by time, or by the jobs set aside', async () => {
    // A candidate of their own, in a language no other job here asks for.
    const { email } = await register(t.app);
    const user = (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    await t.db
      .updateTable('users')
      .set({ fk_pais_id: LUXEMBOURG, fk_city_id: LUXEMBOURG_CITY })
      .where('id', '=', user)
      .execute();
    await t.db.insertInto('candidate_languages').values({ user_id: user, language_id: BASQUE, level: 3 }).execute();
    await t.db
      .insertInto('candidate_skills')
      .values(skills.slice(0, 3).map((skill_id) => ({ user_id: user, skill_id })))
      .execute();
    await t.db.updateTable('candidates').set({ salary_from: 40_000 }).where('user_id', '=', user).execute();
    const now = Date.now();
    const job = async (fields: { city: boolean; daysAgo: number; fit: boolean }) => {
      n += 1;
      const row = await t.db
        .insertInto('jobs')
        .values({
          url: `kept-matching-cut-${now}-${n}`,
          title: `Kept matching cut ${n}`,
          description: 'A job for the kept matchings test.',
          company_id: companyId,
          country_id: LUXEMBOURG,
          city_id: fields.city ? LUXEMBOURG_CITY : null,
          salary_min: fields.fit ? 50_000 : null,
          salary_max: fields.fit ? 60_000 : null,
          salary_currency: fields.fit ? 'EUR' : null,
          salary_period: fields.fit ? 'YEAR' : null,
          published_at: new Date(now - fields.daysAgo * DAY - n * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      addedJobs.push(row.id);
      await insertJobLanguages(t, row.id, [{ language_id: BASQUE, level: null, mandatory: true }]);
      if (fields.fit)
        await t.db
          .insertInto('job_skills')
          .values(skills.slice(0, 2).map((skill_id) => ({ job_id: row.id, skill_id })))
          .execute();
      return row.id;
    };
    // New jobs in the country, 87.5 today, 71.4 in 58 days; old jobs in the city with the candidate's skills and
    // salary, 71.9 for good (no recency left). A list keeps the 100 new ones and leaves the old ones out, at 71.9.
    const fresh100: number[] = [];
    for (let i = 0; i < 100; i++) fresh100.push(await job({ city: false, daysAgo: 0, fit: false }));
    const old: number[] = [];
    for (let i = 0; i < 10; i++) old.push(await job({ city: true, daysAgo: 70, fit: true }));
    const asOf = new Date(now);
    expect((await kept(asOf, user)).answer).toEqual(await fresh(asOf, user));
    expect((await fresh(asOf, user)).some((m) => old.includes(m.id))).toBe(false);
    // 58 days on, the old jobs score more than the new ones: the list cannot answer, and the answer has them first.
    const later = new Date(now + 58 * DAY);
    const afterTime = await kept(later, user);
    expect(afterTime.fromList).toBe(false);
    expect(afterTime.answer).toEqual(await fresh(later, user));
    expect(
      (await fresh(later, user))
        .slice(0, 10)
        .map((m) => m.id)
        .sort(),
    ).toEqual([...old].sort());
    // Back at the first instant with a list ranked then, 60 new jobs discarded: 40 left, fewer than a page of
    // MATCHINGS_LIMIT, and the old ones (above the threshold) fill in.
    await t.db.deleteFrom('kept_matchings').where('user_id', '=', user).execute();
    await kept(asOf, user);
    for (const id of fresh100.slice(0, 60)) await discardMatching(t.db, user, id, 'other');
    const afterDiscards = await kept(asOf, user);
    expect(afterDiscards.fromList).toBe(false);
    expect(afterDiscards.answer).toEqual(await fresh(asOf, user));
    expect((await fresh(asOf, user)).length).toBe(50);
  }, 60_000);
});
