import { login, register, uniqueEmail, useAddedJobs, useTestApp } from '../helper';
import { applyTo, authHeaders, call, insertJob, makeReadyToApply, newCandidate, newCompany } from '../support/company';

// The six blocks of `/account/dashboard` in one answer (docs/contracts.md#the-candidates-dashboard): each part is
// what the block's own endpoint answers, so the dashboard shows the same with one call as it did with six.
describe("candidate's dashboard: GET /api/candidates/dashboard", () => {
  const t = useTestApp();
  const added = useAddedJobs();

  const get = async (token: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(await authHeaders(t.app, token)), ...headers } });

  /** The parts, compared with the answers of the six calls the page made before. */
  async function expectSameAsTheSixCalls(token: string) {
    const dashboard = await get(token, '/api/candidates/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    const body = dashboard.json();
    const one = async (url: string) => (await get(token, url)).json();
    const profile = await one('/api/candidates/profile');
    expect(body.profile).toEqual({
      nombre: profile.user.nombre,
      apellidos: profile.user.apellidos,
      email: profile.user.email,
      photo: profile.user.candidate.static_path_photo_128 ?? profile.user.candidate.full_path_foto,
      tasks: profile.tasks,
    });
    expect(body.applications).toEqual(await one('/api/candidates/applications?rows=5'));
    expect(body.favorites).toEqual(await one('/api/candidates/favorites?rows=6'));
    expect(body.searches).toEqual(await one('/api/candidates/searchs/get-latests-searches'));
    expect(body.events).toEqual(await one('/api/candidates/virtual-event/candidateEvents'));
    return body;
  }

  it('answers 401 without a token and 403 to a company', async () => {
    expect((await call(t.app, null, 'GET', '/api/candidates/dashboard')).statusCode).toBe(401);
    const company = await newCompany(t, { company_name: `Dashboard probe ${Date.now()}`, email: uniqueEmail('cd') });
    expect((await call(t.app, company.token, 'GET', '/api/candidates/dashboard')).statusCode).toBe(403);
  });

  it("a demo candidate's blocks are what their own calls answer", async () => {
    await expectSameAsTheSixCalls(await login(t.app, 'candidate@example.com'));
  });

  it('a new candidate: empty lists, and the matchings block says, in their language, what to complete', async () => {
    const { response } = await register(t.app, { nombre: 'Nia', apellidos: 'Dash' });
    const token = response.json().token as string;
    const body = await expectSameAsTheSixCalls(token);
    expect(body.profile).toMatchObject({ nombre: 'Nia', apellidos: 'Dash', photo: null });
    expect(body.applications.applications).toEqual([]);
    expect(body.favorites.favorites).toEqual([]);
    expect(body.searches.results).toEqual([]);
    expect(body.events.events).toEqual([]);
    // The refusal the matchings call answers with a 422 is the block's next step, not an error of the dashboard.
    const refused = await get(token, '/api/app/matchings?page=1&_size=3');
    expect(refused.statusCode).toBe(422);
    expect(body.matchings).toEqual({ kind: 'off', message: refused.json().errors.profile[0] });
    const german = (await get(token, '/api/candidates/dashboard', { 'accept-language': 'de' })).json();
    const refusedInGerman = await get(token, '/api/app/matchings?page=1&_size=3', { 'accept-language': 'de' });
    expect(german.matchings).toEqual({ kind: 'off', message: refusedInGerman.json().errors.profile[0] });
    expect(german.matchings.message).not.toBe(body.matchings.message);
  });

  it('a candidate ready for matchings: the best three, as the matchings call answers them, and their application', async () => {
    const company = await newCompany(t, { company_name: `Dashboard matches ${Date.now()}`, email: uniqueEmail('cm') });
    const candidate = await newCandidate(t, { nombre: 'Ola', apellidos: 'Dash' });
    await makeReadyToApply(t, candidate.id, [{ name: 'English', level: 3 }], { isDefault: true });
    let appliedTo = 0;
    for (let n = 0; n < 4; n++) {
      const job = await insertJob(t, added, {
        label: `Dashboard match ${n}`,
        companyId: company.companyId,
        languages: [{ name: 'English', mandatory: true, level: 2 }],
      });
      await t.db.updateTable('jobs').set({ country_id: 1 }).where('id', '=', job.id).execute();
      if (n === 0) {
        appliedTo = job.id;
        await applyTo(t, candidate.token, job.id);
      }
    }
    const body = await expectSameAsTheSixCalls(candidate.token);
    const matchings = (await get(candidate.token, '/api/app/matchings?page=1&_size=3')).json();
    expect(body.matchings).toEqual({ kind: 'list', jobs: matchings.jobs.data, total: matchings.jobs.total });
    expect(body.matchings.jobs).toHaveLength(3);
    expect(body.applications.applications.map((a: { job_id: number }) => a.job_id)).toEqual([appliedTo]);
  });
});
