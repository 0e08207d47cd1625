// What a candidate added (docs/product-rules.md#candidate-records) as their profile answers it, and gone with their account.
import type { FastifyInstance } from 'fastify';
import { callAs, newCandidate, register, useTestApp } from '../helper';

/** The skill SQL, one job and one education, added through the candidate's own calls. */
async function addRecords(app: FastifyInstance, token: string, records: { experience: object; education: object }) {
  await callAs(app, token, 'POST', '/api/candidates/skills', { tag: 'sql' });
  await callAs(app, token, 'POST', '/api/candidates/experience', records.experience);
  await callAs(app, token, 'POST', '/api/candidates/education', records.education);
}

describe('the profile lists what the candidate added', () => {
  const t = useTestApp();

  it('answers tags, experience and education in GET /api/candidates/profile, and only the candidate own', async () => {
    const token = await newCandidate(t.app);
    const other = await newCandidate(t.app);
    await callAs(t.app, other, 'POST', '/api/candidates/skills', { tag: 'excel' });
    await addRecords(t.app, token, {
      experience: { puesto: 'Analyst', empresa: 'Acme', f_inicio: '2020-01-01' },
      education: {
        titulo: 'BSc Statistics',
        centro_estudios: 'Uniwersytet Warszawski',
        f_inicio: '2016-10-01',
        f_final: '2019-07-01',
        tipo_formacion: 3,
      },
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
    await addRecords(t.app, token, {
      experience: { puesto: 'A', empresa: 'B', f_inicio: '2020-01-01' },
      education: { titulo: 'C', centro_estudios: 'D', f_inicio: '2015-01-01' },
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
