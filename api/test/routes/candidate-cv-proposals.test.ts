// The proposals of a CV, kept with it until the candidate decides each (docs/product-rules.md#cv-extraction), and
// the decisions call that writes any number of them in one transaction (docs/contracts.md#cv-extraction).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTestApp } from '../helper';
import { cvProposalCalls } from '../support/cv-proposals';
import { pdfOfLines as cvOf } from '../support/uploads';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', 'cvs', name));

type Item = { id: number; field: string; position: number; proposed: unknown; current: unknown; same: boolean };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** Three jobs: one complete, one without a company, one starting next year. */
const GAPS_CV = [
  'Anna Nowak',
  'anna.nowak@example.com',
  'Work experience',
  'Night auditor — Hotel Sol',
  '2015 - 2018',
  'Receptionist',
  '2019 - 2021',
  'Front office lead — Grand Hotel',
  `${NEXT_YEAR} - present`,
  'Languages',
  'German - native',
];

describe('CV proposals: GET /api/candidates/mycv/proposals, POST /api/candidates/mycv/{id}/proposals', () => {
  const t = useTestApp();

  const { candidate, headers, upload, decide, profile } = cvProposalCalls<Item>(t);
  const pending = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidates/mycv/proposals',
      headers: await headers(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().cvs as { cv_id: number; name: string; items: Item[] }[];
  };
  const ids = (items: Item[], keep: (item: Item) => boolean = () => true) => items.filter(keep).map((i) => i.id);

  it('keeps what a CV proposes: a later visit gets the same proposals, per CV, the newest first', async () => {
    const token = await candidate();
    const first = await upload(token, fixture('de-1.pdf'), 'lebenslauf.pdf');
    const second = await upload(token, fixture('en-1.pdf'), 'cv-english.pdf');
    const cvs = await pending(token);
    expect(cvs.map((cv) => [cv.cv_id, cv.name])).toEqual([
      [second.cv_id, 'cv-english.pdf'],
      [first.cv_id, 'lebenslauf.pdf'],
    ]);
    // Nothing is decided yet, and the new account holds none of it: every proposal is still there.
    expect(cvs[1]?.items).toEqual(first.items);
  });

  it('accepts any number of proposals in one call, answering the notice and the profile as it now is', async () => {
    const token = await candidate();
    const { cv_id, items } = await upload(token, fixture('de-1.pdf'));
    const accept = ids(items, (item) => item.field !== 'email');
    const response = await decide(token, cv_id, { accept });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(`${accept.length} proposals saved to your profile.`);
    const { user } = body.profile;
    expect([user.nombre, user.apellidos, user.phone.e164]).toEqual(['Lena', 'Müller', '+491712345678']);
    // "Berlin, Deutschland" fills the profile's country and city choices, not the free-text field (issue 29).
    const berlin = await t.db
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select(['cities.id as city', 'countries.id as country'])
      .where('cities.name', '=', 'Berlin')
      .executeTakeFirstOrThrow();
    expect([user.fk_pais_id, user.fk_city_id, user.poblacion ?? null]).toEqual([berlin.country, berlin.city, null]);
    expect(user.candidate.languages).toHaveLength(3);
    expect(user.candidate.experience.map((e: { empresa: string }) => e.empresa).sort()).toEqual([
      'SAP SE',
      'Zalando SE',
    ]);
    expect(user.candidate.education).toHaveLength(1);
    expect(user.candidate.tags).toHaveLength(4);
    expect(body.profile.tasks).toMatchObject({ languages: 1, experience: 1, education: 1, skills: 1 });
    // The profile a new request reads says the same; only the email is left to decide.
    expect((await profile(token)).user.candidate.experience).toHaveLength(2);
    expect((await pending(token))[0]?.items.map((item) => item.field)).toEqual(['email']);

    // Accepting again (a second tab, a retry) writes nothing twice.
    expect((await decide(token, cv_id, { accept })).statusCode).toBe(200);
    expect((await profile(token)).user.candidate.experience).toHaveLength(2);
  });

  it('a refused row refuses the whole call: nothing is written, and the 422 names each row and its field', async () => {
    const token = await candidate();
    const { cv_id, items } = await upload(token, await cvOf(GAPS_CV));
    expect(items.filter((item) => item.field === 'experience').map((item) => item.proposed)).toEqual([
      { puesto: 'Night auditor', empresa: 'Hotel Sol', f_inicio: '2015-01-01', f_final: '2018-01-01' },
      { puesto: 'Receptionist', empresa: null, f_inicio: '2019-01-01', f_final: '2021-01-01' },
      { puesto: 'Front office lead', empresa: 'Grand Hotel', f_inicio: `${NEXT_YEAR}-01-01`, f_final: null },
    ]);

    const response = await decide(token, cv_id, { accept: ids(items) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'email.0': ['Your email is changed in your account settings, with your password.'],
      'experience.1.empresa': ['Your CV names no company for this job. Correct the entry to add it.'],
      'experience.2.f_inicio': ['The start date cannot be in the future.'],
    });
    const after = (await profile(token)).user;
    expect([after.nombre, after.apellidos]).toEqual(['Lena', 'Novak']);
    expect(after.candidate.experience).toEqual([]);
    expect(after.candidate.languages).toEqual([]);
    // Still all to decide.
    expect((await pending(token))[0]?.items).toHaveLength(items.length);

    // In the caller's language, like every 422.
    const german = await decide(token, cv_id, { accept: ids(items) }, 'de');
    expect(german.json().errors['experience.2.f_inicio']).toEqual(['Das Startdatum darf nicht in der Zukunft liegen.']);
    // The row can be corrected in place, and the message says so (not "by hand in your profile").
    expect(german.json().errors['experience.1.empresa']).toEqual([
      'Ihr Lebenslauf nennt für diese Stelle kein Unternehmen. Korrigieren Sie den Eintrag, um es zu ergänzen.',
    ]);

    // Without the refused rows the rest is saved.
    const refused = new Set(['email', 'experience.1', 'experience.2']);
    const accept = ids(items, (item) => !refused.has(item.field) && !refused.has(`${item.field}.${item.position}`));
    const saved = await decide(token, cv_id, { accept });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.user.candidate.experience.map((e: { puesto: string }) => e.puesto)).toEqual([
      'Night auditor',
    ]);
  });

  it('a rejected proposal leaves the pending list and comes back when reopened; an accepted one stays in the profile', async () => {
    const token = await candidate();
    const { cv_id, items } = await upload(token, fixture('de-1.pdf'));
    const [german, english] = items.filter((item) => item.field === 'languages');
    const rejected = await decide(token, cv_id, { reject: [german?.id], accept: [english?.id] });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('1 proposal saved to your profile.');
    const left = () => pending(token).then((cvs) => cvs[0]?.items.map((item) => item.id) ?? []);
    expect(await left()).not.toContain(german?.id);
    expect(await left()).not.toContain(english?.id);

    const reopened = await decide(token, cv_id, { reopen: [german?.id, english?.id] });
    expect(reopened.json().message).toBe('1 proposal is open again.');
    expect(await left()).toContain(german?.id);
    expect(await left()).not.toContain(english?.id);
    expect((await profile(token)).user.candidate.languages).toHaveLength(1);

    const onlyRejected = await decide(token, cv_id, { reject: [german?.id] });
    expect(onlyRejected.json().message).toBe('1 proposal rejected.');
  });

  it('deleting the CV deletes its proposals', async () => {
    const token = await candidate();
    const { cv_id } = await upload(token, fixture('de-1.pdf'));
    expect(await pending(token)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidates/mycv/${cv_id}`,
      headers: await headers(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await pending(token)).toEqual([]);
    expect(await t.db.selectFrom('cv_proposals').select('id').where('cv_id', '=', cv_id).execute()).toEqual([]);
  });

  it("never shows or decides another candidate's proposals; an id named twice or out of bounds is a 422", async () => {
    const owner = await candidate();
    const other = await candidate();
    const { cv_id, items } = await upload(owner, fixture('de-1.pdf'));
    expect(await pending(other)).toEqual([]);
    expect((await decide(other, cv_id, { accept: ids(items) })).statusCode).toBe(404);
    // A proposal of another CV, named on one's own.
    const own = await upload(other, fixture('en-1.pdf'));
    const mixed = await decide(other, own.cv_id, { accept: [items[0]?.id] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('These proposals are not among this CV’s.');
    expect((await profile(owner)).user.candidate.languages).toEqual([]);

    const twice = await decide(owner, cv_id, { accept: [items[0]?.id], reject: [items[0]?.id] });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['reject']);
    const tooMany = await decide(owner, cv_id, { accept: Array.from({ length: 200 }, (_, i) => i + 1) });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['accept']);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/candidates/mycv/proposals' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
