import { MAX_JOB_ALERT_NAME_LENGTH } from 'shared-kit/contracts';
import { register, useTestApp, xsrfHeaders } from '../helper';

/** A word no fixture job has, so the searches below are the alerts' own. */
const WORD = 'Quallenzucht';

/** A job alert's own name (docs/contracts.md#job-alerts): given at the save or later, bounded, the owner's only. */
describe('job alerts: names', () => {
  const t = useTestApp();

  const candidate = async () => {
    const { response } = await register(t.app, {});
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().token as string}` };
  };
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: { ...(await xsrfHeaders(t.app)), ...auth }, payload });
  const save = (auth: Record<string, string>, payload: object) =>
    call('POST', '/api/candidates/job-alerts', auth, { frequency: 'weekly', ...payload });
  const rename = (auth: Record<string, string>, id: number, payload: object) =>
    call('PATCH', `/api/candidates/job-alerts/${id}`, auth, payload);

  it('keeps the name given at the save, renames, and a blank name gives the label back', async () => {
    const me = await candidate();
    const saved = await save(me, { path: `/jobs-in-Germany?keywords=${WORD}`, name: '  Germany, weekly  ' });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json().alert;
    expect(saved.json().alert).toMatchObject({ name: 'Germany, weekly', label: `Jobs in Germany: “${WORD}”` });

    // Saving the same search again without a name keeps the name.
    const again = await save(me, { path: `/jobs-in-Germany?keywords=${WORD}`, frequency: 'daily' });
    expect(again.json().alert).toMatchObject({ id, name: 'Germany, weekly', frequency: 'daily' });

    const renamed = await rename(me, id, { name: 'Berlin jobs' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Job alert updated.', alert: { id, name: 'Berlin jobs' } });
    expect((await rename(me, id, { name: '   ' })).json().alert.name).toBeNull();
    expect((await rename(me, id, { name: 'Again' })).json().alert.name).toBe('Again');
    expect((await rename(me, id, { name: null })).json().alert.name).toBeNull();

    const list = (await call('GET', '/api/candidates/job-alerts', me)).json().alerts;
    expect(list).toEqual([expect.objectContaining({ id, name: null })]);
  });

  it(`refuses a name over ${MAX_JOB_ALERT_NAME_LENGTH} characters or with control characters with a 422 on name`, async () => {
    const me = await candidate();
    const long = 'x'.repeat(MAX_JOB_ALERT_NAME_LENGTH + 1);
    const refused = await save(me, { path: `/jobs?keywords=${WORD}`, name: long });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['name']);
    expect((await call('GET', '/api/candidates/job-alerts', me)).json().alerts).toEqual([]);

    const { id } = (
      await save(me, { path: `/jobs?keywords=${WORD}`, name: 'x'.repeat(MAX_JOB_ALERT_NAME_LENGTH) })
    ).json().alert;
    for (const name of [long, 'two\nlines']) {
      const response = await rename(me, id, { name });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['name']);
    }
    expect((await call('GET', '/api/candidates/job-alerts', me)).json().alerts[0].name).toBe(
      'x'.repeat(MAX_JOB_ALERT_NAME_LENGTH),
    );
  });

  it("never renames another candidate's alert", async () => {
    const owner = await candidate();
    const other = await candidate();
    const { id } = (await save(owner, { path: `/remote-jobs?keywords=${WORD}`, name: 'Mine' })).json().alert;
    expect((await rename(other, id, { name: 'Theirs' })).statusCode).toBe(404);
    expect((await rename({}, id, { name: 'Guest' })).statusCode).toBe(401);
    expect((await call('GET', '/api/candidates/job-alerts', owner)).json().alerts[0].name).toBe('Mine');
  });
});
