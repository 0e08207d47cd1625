import { callAs, login, newCandidate, register, useTestApp } from '../helper';

const NOT_YOURS = { message: 'This entry is not in your profile.', toasts: [{ message: 'An error occurred' }] };

describe('candidate skills: POST /api/candidates/skills, DELETE /api/candidates/skills/{skill}', () => {
  const t = useTestApp();

  it('adds tags of GET /api/tags by slug, id or name, once each, and removes them', async () => {
    const token = await newCandidate(t.app);
    const tags = (await t.app.inject('/api/tags?q=pyth')).json().data;
    const python = tags.find((tag: { name: string }) => tag.name === 'Python');
    expect(python).toBeDefined();

    const added = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: python.slug });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      message: 'Skill added',
      tags: [{ id: python.id, slug: python.slug, name: 'Python' }],
      tasks: expect.objectContaining({ skills: 1 }),
    });

    const byId = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: python.id });
    expect(byId.json().tags).toHaveLength(1);
    const byName = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 'power bi' });
    expect(byName.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Power BI', 'Python']);

    const removed = await callAs(t.app, token, 'DELETE', `/api/candidates/skills/${python.slug}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Skill removed');
    expect(removed.json().tags.map((tag: { name: string }) => tag.name)).toEqual(['Power BI']);
    const last = await callAs(t.app, token, 'DELETE', '/api/candidates/skills/power-bi');
    expect(last.json().tasks.skills).toBe(0);

    const again = await callAs(t.app, token, 'DELETE', '/api/candidates/skills/power-bi');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This skill is not in your profile.');
  });

  it('refuses unknown ids and names that are no skill with a 422 on tag', async () => {
    const token = await newCandidate(t.app);
    for (const tag of [999_999, '', 'x', 'x'.repeat(51), 'x'.repeat(101), 'a\u0000b', 'me@example.com', '++']) {
      const response = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag });
      expect({ tag, status: response.statusCode }).toEqual({ tag, status: 422 });
      expect(Object.keys(response.json().errors)).toEqual(['tag']);
    }
    const unknown = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 999_999 });
    expect(unknown.json().errors).toEqual({ tag: ['The selected tag is invalid.'] });
    const noSkill = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 'me@example.com' });
    expect(noSkill.json().errors).toEqual({
      tag: ['A new skill needs 2 to 50 characters: letters, digits, spaces and + # . / & -.'],
    });
  });

  it("cannot remove another candidate's skill", async () => {
    const mine = await newCandidate(t.app);
    const theirs = await newCandidate(t.app);
    await callAs(t.app, theirs, 'POST', '/api/candidates/skills', { tag: 'sql' });
    expect((await callAs(t.app, mine, 'DELETE', '/api/candidates/skills/sql')).statusCode).toBe(404);
    const still = await callAs(t.app, theirs, 'POST', '/api/candidates/skills', { tag: 'sql' });
    expect(still.json().tags.map((tag: { slug: string }) => tag.slug)).toEqual(['sql']);
  });
});

describe('the most skills a candidate keeps', () => {
  const t = useTestApp();
  // The seed has fewer skills than the limit: 60 more, with ids of their own, for this test only.
  const extraIds = Array.from({ length: 60 }, (_, i) => 900_001 + i);

  beforeAll(async () => {
    await t.db
      .insertInto('skills')
      .values(extraIds.map((id) => ({ id, slug: `limit-skill-${id}`, name: `Limit Skill ${id}` })))
      .execute();
  });

  it('refuses a 51st skill with a 422 on tag; adding one already there is still fine', async () => {
    const token = await newCandidate(t.app);
    try {
      for (const id of extraIds.slice(0, 50)) {
        const response = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: id });
        expect(response.statusCode).toBe(200);
      }
      const more = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: extraIds[50] });
      expect(more.statusCode).toBe(422);
      expect(more.json().errors).toEqual({ tag: ['You can add at most 50 skills.'] });
      const again = await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: extraIds[0] });
      expect(again.statusCode).toBe(200);
      expect(again.json().tags).toHaveLength(50);
    } finally {
      // Gone again before the app closes, so no other test file meets these skills.
      await t.db.deleteFrom('candidate_skills').where('skill_id', 'in', extraIds).execute();
      await t.db.deleteFrom('skills').where('id', 'in', extraIds).execute();
    }
  });
});

describe('candidate experience: POST, PATCH {id}, PATCH {id}/highlight, DELETE {id}', () => {
  const t = useTestApp();
  const job = {
    puesto: 'Customer Support Agent',
    empresa: 'Acme Lisbon',
    f_inicio: '2021-03-01',
    f_final: '2023-06-30',
    descripcion: 'German and English support.\nTier 1 and 2.',
    fk_pais_id: 1,
    lugar: 'Lisbon',
  };

  it('adds an entry with SPEC fields, answers the list, the tasks and SPEC notice', async () => {
    const token = await newCandidate(t.app);
    const response = await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Work experience info added successfully!',
      experience: [{ id: expect.any(Number), ...job, highlighted: false }],
      tasks: expect.objectContaining({ experience: 1 }),
    });
  });

  it('allows an open end for the current job and lists it before ended ones', async () => {
    const token = await newCandidate(t.app);
    await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    const current = await callAs(t.app, token, 'POST', '/api/candidates/experience', {
      puesto: 'Team Lead',
      empresa: 'Acme Porto',
      f_inicio: '2023-07-01',
      f_final: null,
    });
    expect(current.statusCode).toBe(200);
    const list = current.json().experience;
    expect(list.map((entry: { puesto: string }) => entry.puesto)).toEqual(['Team Lead', 'Customer Support Agent']);
    expect(list[0]).toMatchObject({ f_final: null, descripcion: null, fk_pais_id: null, lugar: null });
  });

  it('answers 422 naming the field: end before start, missing and unbounded fields, bad dates, unknown country', async () => {
    const token = await newCandidate(t.app);
    const cases: [object, string][] = [
      [{ ...job, f_final: '2020-01-01' }, 'f_final'],
      [{ ...job, puesto: undefined }, 'puesto'],
      [{ ...job, puesto: '   ' }, 'puesto'],
      [{ ...job, empresa: '' }, 'empresa'],
      [{ ...job, f_inicio: undefined }, 'f_inicio'],
      [{ ...job, f_inicio: '2023-02-30' }, 'f_inicio'],
      [{ ...job, f_inicio: '01/03/2021' }, 'f_inicio'],
      [{ ...job, f_inicio: '1850-01-01' }, 'f_inicio'],
      [{ ...job, puesto: 'x'.repeat(151) }, 'puesto'],
      [{ ...job, descripcion: 'x'.repeat(5001) }, 'descripcion'],
      [{ ...job, lugar: 'a\nb' }, 'lugar'],
      [{ ...job, fk_pais_id: 9999 }, 'fk_pais_id'],
      [{ ...job, fk_pais_id: 2_147_483_648 }, 'fk_pais_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await callAs(t.app, token, 'POST', '/api/candidates/experience', payload);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 422 });
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const before = await callAs(t.app, token, 'POST', '/api/candidates/experience', { ...job, f_final: '2020-01-01' });
    expect(before.json().errors.f_final).toEqual(['The end date must be on or after the start date.']);
    // Nothing was stored by the refused calls.
    const ok = await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    expect(ok.json().experience).toHaveLength(1);
  });

  it('refuses a start, or an end, after the current month; an entry of this month is fine', async () => {
    const token = await newCandidate(t.app);
    const now = new Date();
    const month = (offset: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
    const start = await callAs(t.app, token, 'POST', '/api/candidates/experience', { ...job, f_inicio: month(1) });
    expect(start.statusCode).toBe(422);
    expect(start.json().errors).toEqual({
      f_inicio: ['The start date cannot be in the future.'],
      f_final: ['The end date must be on or after the start date.'],
    });
    const end = await callAs(t.app, token, 'POST', '/api/candidates/experience', { ...job, f_final: month(12) });
    expect(end.json().errors).toEqual({
      f_final: ['The end date of a job cannot be in the future. If you still work there, leave the end date empty.'],
    });
    const thisMonth = await callAs(t.app, token, 'POST', '/api/candidates/experience', {
      ...job,
      f_inicio: month(0),
      f_final: null,
    });
    expect(thisMonth.statusCode).toBe(200);
    const id = thisMonth.json().experience[0].id;
    const later = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${id}`, { f_inicio: month(2) });
    expect(Object.keys(later.json().errors)).toEqual(['f_inicio']);
  });

  it('changes only the fields sent, checking the dates against the stored ones', async () => {
    const token = await newCandidate(t.app);
    const created = await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    const id = created.json().experience[0].id;

    const patched = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${id}`, {
      puesto: 'Senior Agent',
      f_final: null,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().message).toBeUndefined();
    expect(patched.json().experience).toEqual([
      { ...job, id, puesto: 'Senior Agent', f_final: null, highlighted: false },
    ]);

    const endBefore = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${id}`, {
      f_final: '2021-02-01',
    });
    expect(endBefore.statusCode).toBe(422);
    expect(Object.keys(endBefore.json().errors)).toEqual(['f_final']);
    const startAfter = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${id}`, {
      f_inicio: '2024-01-01',
      f_final: '2023-01-01',
    });
    expect(startAfter.statusCode).toBe(422);
  });

  it('highlights one entry at a time, first in the list; again takes the highlight off', async () => {
    const token = await newCandidate(t.app);
    await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    const second = await callAs(t.app, token, 'POST', '/api/candidates/experience', {
      ...job,
      puesto: 'Intern',
      f_inicio: '2019-01-01',
      f_final: '2019-06-30',
    });
    const intern = second.json().experience.find((entry: { puesto: string }) => entry.puesto === 'Intern');
    const agent = second.json().experience.find((entry: { puesto: string }) => entry.puesto !== 'Intern');

    const first = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${intern.id}/highlight`);
    expect(first.statusCode).toBe(200);
    expect(first.json().experience.map((e: { id: number; highlighted: boolean }) => [e.id, e.highlighted])).toEqual([
      [intern.id, true],
      [agent.id, false],
    ]);
    const other = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${agent.id}/highlight`);
    expect(other.json().experience.map((e: { id: number; highlighted: boolean }) => [e.id, e.highlighted])).toEqual([
      [agent.id, true],
      [intern.id, false],
    ]);
    const off = await callAs(t.app, token, 'PATCH', `/api/candidates/experience/${agent.id}/highlight`);
    expect(off.json().experience.every((e: { highlighted: boolean }) => !e.highlighted)).toBe(true);
  });

  it('deletes an entry; the experience task goes back to 0', async () => {
    const token = await newCandidate(t.app);
    const created = await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    const id = created.json().experience[0].id;
    const deleted = await callAs(t.app, token, 'DELETE', `/api/candidates/experience/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ experience: [], tasks: expect.objectContaining({ experience: 0 }) });
    expect((await callAs(t.app, token, 'DELETE', `/api/candidates/experience/${id}`)).json()).toEqual(NOT_YOURS);
  });

  it("never reads or changes another candidate's entry: 404, and it stays as it was", async () => {
    const mine = await newCandidate(t.app);
    const theirs = await newCandidate(t.app);
    const created = await callAs(t.app, theirs, 'POST', '/api/candidates/experience', job);
    const id = created.json().experience[0].id;
    for (const [method, url, payload] of [
      ['PATCH', `/api/candidates/experience/${id}`, { puesto: 'Hacked' }],
      ['PATCH', `/api/candidates/experience/${id}/highlight`, undefined],
      ['DELETE', `/api/candidates/experience/${id}`, undefined],
    ] as const) {
      const response = await callAs(t.app, mine, method, url, payload);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      expect(response.json()).toEqual(NOT_YOURS);
    }
    const theirList = await callAs(t.app, theirs, 'PATCH', `/api/candidates/experience/${id}`, {});
    expect(theirList.json().experience).toEqual([{ id, ...job, highlighted: false }]);
  });

  it('keeps at most 30 entries', async () => {
    const token = await newCandidate(t.app);
    for (let i = 0; i < 30; i++) {
      expect((await callAs(t.app, token, 'POST', '/api/candidates/experience', job)).statusCode).toBe(200);
    }
    const more = await callAs(t.app, token, 'POST', '/api/candidates/experience', job);
    expect(more.statusCode).toBe(422);
    expect(more.json().errors).toEqual({ experience: ['You can add at most 30 entries.'] });
  });

  it('is for candidates only', async () => {
    const company = await login(t.app, 'company@example.com');
    expect((await callAs(t.app, company, 'POST', '/api/candidates/experience', job)).statusCode).toBe(403);
  });
});

describe('candidate education: POST, PATCH {id}, PATCH {id}/highlight, DELETE {id}', () => {
  const t = useTestApp();
  const degree = {
    titulo: 'BA Translation Studies',
    centro_estudios: 'Universidade de Lisboa',
    f_inicio: '2015-09-01',
    f_final: '2019-06-30',
    descripcion: 'German and Portuguese.',
    tipo_formacion: 3,
  };

  it('adds, changes, highlights and deletes, answering the list and the tasks each time', async () => {
    const token = await newCandidate(t.app);
    const created = await callAs(t.app, token, 'POST', '/api/candidates/education', degree);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      message: 'Education info added successfully!',
      education: [{ id: expect.any(Number), ...degree, highlighted: false }],
      tasks: expect.objectContaining({ education: 1 }),
    });
    const id = created.json().education[0].id;

    const studying = await callAs(t.app, token, 'POST', '/api/candidates/education', {
      titulo: 'MA Conference Interpreting',
      centro_estudios: 'Universität Wien',
      f_inicio: '2024-10-01',
    });
    expect(studying.json().education.map((e: { titulo: string }) => e.titulo)).toEqual([
      'MA Conference Interpreting',
      'BA Translation Studies',
    ]);

    const patched = await callAs(t.app, token, 'PATCH', `/api/candidates/education/${id}`, {
      tipo_formacion: null,
      descripcion: '  ',
    });
    expect(patched.json().education[1]).toEqual({
      ...degree,
      id,
      tipo_formacion: null,
      descripcion: null,
      highlighted: false,
    });

    const highlighted = await callAs(t.app, token, 'PATCH', `/api/candidates/education/${id}/highlight`);
    expect(highlighted.json().education[0]).toMatchObject({ id, highlighted: true });

    const deleted = await callAs(t.app, token, 'DELETE', `/api/candidates/education/${id}`);
    expect(deleted.json().education.map((e: { titulo: string }) => e.titulo)).toEqual(['MA Conference Interpreting']);
    expect(deleted.json().tasks.education).toBe(1);
  });

  it('answers 422 naming the field', async () => {
    const token = await newCandidate(t.app);
    const cases: [object, string][] = [
      [{ ...degree, f_final: '2015-08-31' }, 'f_final'],
      [{ ...degree, titulo: undefined }, 'titulo'],
      [{ ...degree, centro_estudios: 'x'.repeat(151) }, 'centro_estudios'],
      [{ ...degree, tipo_formacion: 7 }, 'tipo_formacion'],
      [{ ...degree, tipo_formacion: -1 }, 'tipo_formacion'],
      [{ ...degree, f_inicio: '2021-13-01' }, 'f_inicio'],
    ];
    for (const [payload, field] of cases) {
      const response = await callAs(t.app, token, 'POST', '/api/candidates/education', payload);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 422 });
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const sameDay = await callAs(t.app, token, 'POST', '/api/candidates/education', {
      ...degree,
      f_final: degree.f_inicio,
    });
    expect(sameDay.statusCode).toBe(200);
  });

  it('lets studies end up to six years ahead, but never start in the future', async () => {
    const token = await newCandidate(t.app);
    const year = new Date().getUTCFullYear();
    const ahead = await callAs(t.app, token, 'POST', '/api/candidates/education', {
      ...degree,
      f_inicio: `${year}-01-01`,
      f_final: `${year + 6}-12-01`,
    });
    expect(ahead.statusCode).toBe(200);
    const tooFar = await callAs(t.app, token, 'POST', '/api/candidates/education', {
      ...degree,
      f_final: `${year + 7}-01-01`,
    });
    expect(tooFar.json().errors).toEqual({
      f_final: [`The expected end of your studies can be no later than ${year + 6}.`],
    });
    const starts = await callAs(t.app, token, 'POST', '/api/candidates/education', {
      ...degree,
      f_inicio: `${year + 1}-09-01`,
      f_final: null,
    });
    expect(starts.json().errors).toEqual({ f_inicio: ['The start date cannot be in the future.'] });
  });

  it("never touches another candidate's education", async () => {
    const mine = await newCandidate(t.app);
    const theirs = await newCandidate(t.app);
    const id = (await callAs(t.app, theirs, 'POST', '/api/candidates/education', degree)).json().education[0].id;
    for (const [method, url, payload] of [
      ['PATCH', `/api/candidates/education/${id}`, { titulo: 'Hacked' }],
      ['PATCH', `/api/candidates/education/${id}/highlight`, undefined],
      ['DELETE', `/api/candidates/education/${id}`, undefined],
    ] as const) {
      const response = await callAs(t.app, mine, method, url, payload);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      expect(response.json()).toEqual(NOT_YOURS);
    }
    // An experience id is not an education id either.
    const exp = await callAs(t.app, mine, 'POST', '/api/candidates/experience', {
      puesto: 'Agent',
      empresa: 'Acme',
      f_inicio: '2020-01-01',
    });
    const expId = exp.json().experience[0].id;
    expect((await callAs(t.app, mine, 'DELETE', `/api/candidates/education/${expId}`)).statusCode).toBe(404);
  });
});

describe('the profile lists what the candidate added', () => {
  const t = useTestApp();

  it('answers tags, experience and education in GET /api/candidates/profile, and only the candidate own', async () => {
    const token = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    await callAs(t.app, other, 'POST', '/api/candidates/skills', { tag: 'excel' });
    await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 'sql' });
    await callAs(t.app, token, 'POST', '/api/candidates/experience', {
      puesto: 'Analyst',
      empresa: 'Acme',
      f_inicio: '2020-01-01',
    });
    await callAs(t.app, token, 'POST', '/api/candidates/education', {
      titulo: 'BSc Statistics',
      centro_estudios: 'Uniwersytet Warszawski',
      f_inicio: '2016-10-01',
      f_final: '2019-07-01',
      tipo_formacion: 3,
    });
    const profile = (await callAs(t.app, token, 'GET', '/api/candidates/profile')).json().user.candidate;
    expect(profile.tags).toEqual([{ id: expect.any(Number), slug: 'sql', name: 'SQL' }]);
    expect(profile.experience).toEqual([
      {
        id: expect.any(Number),
        puesto: 'Analyst',
        empresa: 'Acme',
        f_inicio: '2020-01-01',
        f_final: null,
        descripcion: null,
        fk_pais_id: null,
        lugar: null,
        highlighted: false,
      },
    ]);
    expect(profile.education).toEqual([expect.objectContaining({ titulo: 'BSc Statistics', tipo_formacion: 3 })]);
  });
});

describe('deleting the account', () => {
  const t = useTestApp();

  it("removes the candidate's languages, skills, experience and education with it", async () => {
    const { response } = await register(t.app);
    const { token, user } = response.json();
    await callAs(t.app, token, 'POST', '/api/candidates/languages', { language: 'German', level: 3 });
    await callAs(t.app, token, 'POST', '/api/candidates/skills', { tag: 'sql' });
    await callAs(t.app, token, 'POST', '/api/candidates/experience', {
      puesto: 'A',
      empresa: 'B',
      f_inicio: '2020-01-01',
    });
    await callAs(t.app, token, 'POST', '/api/candidates/education', {
      titulo: 'C',
      centro_estudios: 'D',
      f_inicio: '2015-01-01',
    });
    const destroyed = await callAs(t.app, token, 'DELETE', '/api/candidates/account-settings/destroy', {
      motivo_id: 1,
    });
    expect(destroyed.statusCode).toBe(200);
    for (const table of [
      'candidate_languages',
      'candidate_skills',
      'candidate_experience',
      'candidate_education',
    ] as const) {
      const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
  });
});
