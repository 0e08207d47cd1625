// Correct before accept (docs/product-rules.md#cv-extraction): an accepted proposal may carry the candidate's
// corrections, written through the field's own rules; a bad correction is a 422 naming it, and nothing is written.
import { useTestApp } from '../helper';
import { cvProposalCalls } from '../support/cv-proposals';
import { pdfOfLines as cvOf } from '../support/uploads';

type Item = { id: number; field: string; position: number; proposed: unknown; new?: boolean };

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const CV = [
  'Anna Nowak',
  'Work experience',
  'Night auditor — Hotel Sol',
  '2015 - 2018',
  'Receptionist',
  '2019 - 2021',
  'Skills',
  'Excel, Opera PMS, Revenue management',
];

describe('corrections on POST /api/candidates/mycv/{id}/proposals', () => {
  const t = useTestApp();
  const { candidate, decide, profile: read, upload: uploadCv } = cvProposalCalls<Item>(t);
  const upload = async (token: string) => uploadCv(token, await cvOf(CV));
  const profile = async (token: string) => (await read(token)).user;
  const find = (items: Item[], key: string) => {
    const item = items.find((one) => `${one.field}.${one.position}` === key);
    if (!item) throw new Error(`no proposal ${key} among ${items.map((one) => `${one.field}.${one.position}`)}`);
    return item;
  };

  it('writes accepted proposals as corrected, several at once, and proposes unlisted skills as new', async () => {
    const token = await candidate();
    const { cv_id, items } = await upload(token);
    const skills = items.filter((item) => item.field === 'skills');
    expect(skills.map((item) => [item.proposed, item.new])).toEqual([
      ['Excel', false],
      ['Opera PMS', true],
      ['Revenue management', true],
    ]);
    const name = find(items, 'name.0');
    const night = find(items, 'experience.0');
    const reception = find(items, 'experience.1');
    const opera = skills[1] as Item;
    const response = await decide(token, cv_id, {
      accept: [name.id, night.id, reception.id, opera.id],
      corrections: [
        { id: night.id, puesto: 'Night auditor (part time)' },
        // The CV named no company: the correction supplies it.
        { id: reception.id, empresa: 'Hotel Astoria', f_final: null },
        { id: name.id, apellidos: 'Nowak-Kowalska' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('4 proposals saved to your profile.');
    const user = await profile(token);
    expect([user.nombre, user.apellidos]).toEqual(['Anna', 'Nowak-Kowalska']);
    expect(
      user.candidate.experience.map((e: { puesto: string; empresa: string; f_final: string | null }) => [
        e.puesto,
        e.empresa,
        e.f_final,
      ]),
    ).toEqual([
      ['Receptionist', 'Hotel Astoria', null],
      ['Night auditor (part time)', 'Hotel Sol', '2018-01-01'],
    ]);
    expect(user.candidate.tags.map((tag: { name: string }) => tag.name)).toEqual(['Opera PMS']);
    // What the CV said is kept, next to what the candidate changed.
    const stored = await t.db
      .selectFrom('cv_proposals')
      .select(['proposed', 'corrected', 'decision'])
      .where('id', '=', night.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      proposed: { puesto: 'Night auditor' },
      corrected: { puesto: 'Night auditor (part time)' },
      decision: 'accepted',
    });
  });

  it('a bad correction is a 422 naming it, and nothing of the call is written', async () => {
    const token = await candidate();
    const { cv_id, items } = await upload(token);
    const name = find(items, 'name.0');
    const night = find(items, 'experience.0');
    const reception = find(items, 'experience.1');
    const accept = [name.id, night.id, reception.id];
    const before = await profile(token);

    const future = await decide(token, cv_id, {
      accept,
      corrections: [
        { id: night.id, f_inicio: `${NEXT_YEAR}-01-01` },
        { id: reception.id, empresa: 'Hotel Astoria', f_inicio: '2019-01-01', f_final: '2018-06-01' },
      ],
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({
      'corrections.0.f_inicio': ['The start date cannot be in the future.'],
      'corrections.0.f_final': ['The end date must be on or after the start date.'],
      'corrections.1.f_final': ['The end date must be on or after the start date.'],
    });

    // Refused by the schema (not a date, empty title), by the proposal's own fields, or not among those accepted.
    const cases: [Record<string, unknown>, string][] = [
      [{ id: night.id, f_inicio: '2019-13-45' }, 'corrections.0.f_inicio'],
      [{ id: night.id, puesto: '' }, 'corrections.0.puesto'],
      [{ id: night.id, puesto: 'x'.repeat(151) }, 'corrections.0.puesto'],
      [{ id: name.id, puesto: 'Manager' }, 'corrections.0.puesto'],
      [{ id: find(items, 'skills.1').id, tag: 'me@example.com' }, 'corrections.0.tag'],
      [{ id: find(items, 'skills.0').id }, 'corrections.0.id'],
      [{ id: night.id, empresa: 'Hotel Sol' }, 'corrections.1.id'],
    ];
    for (const [correction, key] of cases) {
      // A skill's correction is accepted with it; the last case's id is corrected twice.
      const corrections = key === 'corrections.1.id' ? [{ id: night.id }, correction] : [correction];
      const withSkill = 'tag' in correction ? [...accept, correction.id as number] : accept;
      const response = await decide(token, cv_id, { accept: withSkill, corrections });
      expect({ correction, status: response.statusCode }).toEqual({ correction, status: 422 });
      expect(Object.keys(response.json().errors)).toContain(key);
    }
    const after = await profile(token);
    expect([after.nombre, after.apellidos]).toEqual([before.nombre, before.apellidos]);
    expect(after.candidate.experience).toEqual([]);
    expect(
      await t.db
        .selectFrom('cv_proposals')
        .select('id')
        .where('cv_id', '=', cv_id)
        .where('decision', 'is not', null)
        .execute(),
    ).toEqual([]);
  });

  it("cannot accept or correct another candidate's proposals (404)", async () => {
    const owner = await candidate();
    const other = await candidate();
    const theirs = await upload(owner);
    const night = find(theirs.items, 'experience.0');
    const body = { accept: [night.id], corrections: [{ id: night.id, puesto: 'Hacked' }] };
    expect((await decide(other, theirs.cv_id, body)).statusCode).toBe(404);
    const mine = await upload(other);
    expect((await decide(other, mine.cv_id, body)).statusCode).toBe(404);
    expect((await profile(owner)).candidate.experience).toEqual([]);
  });
});
