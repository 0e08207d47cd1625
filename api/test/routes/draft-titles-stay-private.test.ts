import { sql } from 'kysely';
import { EXPORT_DATA_FILE } from 'shared-kit/contracts';
import { MAX_FAVORITES } from '../../src/services/favorites';
import { register, useAddedJobs, useTestApp } from '../helper';
import { call, insertJob } from '../support/company';
import { unzip } from '../support/zip';

/**
 * docs/security.md#what-a-candidate-can-read-of-jobs: job ids are sequential, so any candidate can name another
 * company's draft. Its title must never come back: not through favourites, discarded matchings or the data export.
 * A job that was public stays in the candidate's lists after it closes or is moderated, marked unavailable.
 */
describe("another company's draft never reaches a candidate", () => {
  const t = useTestApp();
  const addedJobs = useAddedJobs();

  /** A new candidate with enough of a profile for matchings (a country, a language, a skill). */
  async function candidate() {
    const { email, response } = await register(t.app);
    expect(response.statusCode).toBe(200);
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await sql`UPDATE users SET fk_pais_id = (SELECT min(id) FROM countries) WHERE id = ${id}`.execute(t.db);
    await sql`INSERT INTO candidate_languages (user_id, language_id, level)
      SELECT ${id}, min(id), 3 FROM languages`.execute(t.db);
    await sql`INSERT INTO candidate_skills (user_id, skill_id) SELECT ${id}, min(id) FROM skills`.execute(t.db);
    return { token: response.json().token as string, id };
  }
  const favourite = (token: string, id: number) =>
    call(t.app, token, 'POST', '/api/candidates/favorites', { offer_id: id });
  const discard = (token: string, id: number) =>
    call(t.app, token, 'POST', `/api/app/matchings/${id}/discard`, { reason: 'salary' });
  const favourites = (token: string, query = '') =>
    call(t.app, token, 'GET', `/api/candidates/favorites?rows=50${query}`);
  const discarded = (token: string) => call(t.app, token, 'GET', '/api/app/matchings/discarded');
  async function exported(token: string) {
    const response = await call(t.app, token, 'GET', '/api/candidates/export');
    expect(response.statusCode).toBe(200);
    return (await unzip(response.rawPayload)).get(EXPORT_DATA_FILE)?.toString('utf8') ?? '';
  }

  it('a draft cannot be saved or discarded: the same 422 as a job that does not exist', async () => {
    const { token: me } = await candidate();
    const draft = await insertJob(t, addedJobs, { label: 'Secret Draft Title', status: 'draft' });
    const saved = await favourite(me, draft.id);
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors.offer_id).toEqual(['The selected job is invalid.']);
    expect((await favourite(me, 999_999_999)).json()).toEqual(saved.json());
    const set = await discard(me, draft.id);
    expect(set.statusCode).toBe(422);
    expect((await discard(me, 999_999_999)).json()).toEqual(set.json());
    for (const answer of [await favourites(me), await favourites(me, '&search=secret'), await discarded(me)]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('Secret Draft Title');
    }
    expect(await exported(me)).not.toContain('Secret Draft Title');
  });

  it('rows of drafts saved before are neither listed, counted, searchable nor exported', async () => {
    const { token: me, id: userId } = await candidate();
    const draft = await insertJob(t, addedJobs, { label: 'Hidden Roadmap Role', status: 'draft' });
    await t.db.insertInto('favorites').values({ user_id: userId, job_id: draft.id }).execute();
    await t.db
      .insertInto('candidate_discarded_matchings')
      .values({ user_id: userId, job_id: draft.id, reason: 'salary' })
      .execute();
    const list = (await favourites(me, '&search=roadmap')).json();
    expect(list).toMatchObject({ total: 0, favorites: [], hasFavorites: false, totalExpired: 0 });
    expect((await discarded(me)).json().jobs).toMatchObject({ data: [], total: 0 });
    expect(await exported(me)).not.toContain('Hidden Roadmap Role');
  });

  it('a job that was public stays listed, as unavailable, after it closes or is moderated', async () => {
    const { token: me } = await candidate();
    const closed = await insertJob(t, addedJobs, { label: 'Closed Public Role', status: 'closed' });
    const open = await insertJob(t, addedJobs, { label: 'Moderated Public Role' });
    expect((await favourite(me, closed.id)).statusCode).toBe(201);
    expect((await favourite(me, open.id)).statusCode).toBe(201);
    expect((await discard(me, closed.id)).statusCode).toBe(200);
    await t.db
      .updateTable('jobs')
      .set({ status: 'moderated', moderated_from: 'active' })
      .where('id', '=', open.id)
      .execute();
    const list = (await favourites(me)).json();
    expect(list.total).toBe(2);
    expect(list.totalExpired).toBe(2);
    expect(list.favorites.map((f: { job: { title: string } }) => f.job.title).sort()).toEqual([
      expect.stringMatching(/^Closed Public Role/),
      expect.stringMatching(/^Moderated Public Role/),
    ]);
    expect(await exported(me)).toContain('Closed Public Role');
  });

  it(`a candidate keeps at most ${MAX_FAVORITES} favourites`, async () => {
    const { token: me, id: userId } = await candidate();
    // Closed jobs (public once, not in anyone's active counts), removed after the file.
    const { rows } = await sql<{ id: number }>`
      INSERT INTO jobs (url, title, description, company_id, status)
      SELECT 'bound-' || n || '-' || ${Date.now()}, 'Bound ' || n, 'A job.', 1, 'closed'
      FROM generate_series(1, ${MAX_FAVORITES + 1}) AS n RETURNING id`.execute(t.db);
    addedJobs.push(...rows.map((row) => row.id));
    const ids = rows.map((row) => row.id);
    await t.db
      .insertInto('favorites')
      .values(ids.slice(0, MAX_FAVORITES - 1).map((id) => ({ user_id: userId, job_id: id })))
      .execute();
    // Two at once at the last free place: one gets it.
    const last = ids.slice(MAX_FAVORITES - 1);
    const answers = await Promise.all(last.map((id) => favourite(me, id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors.offer_id).toEqual([
      `You can keep up to ${MAX_FAVORITES} favourite jobs. Remove some to add more.`,
    ]);
    // Saving one already saved is still fine.
    expect((await favourite(me, ids[0] as number)).statusCode).toBe(200);
  });
});
