// A candidate's experience and education (docs/product-rules.md#candidate-records): add, change, highlight, delete, only their own.
import { callAs, login, newCandidate, useTestApp } from '../helper';

const NOT_YOURS = { message: 'This entry is not in your profile.', toasts: [{ message: 'An error occurred' }] };

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
