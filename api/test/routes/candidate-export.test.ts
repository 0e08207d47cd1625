import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { EXPORT_DATA_FILE } from 'shared-kit/contracts';
import { register, useTestApp, xsrfHeaders } from '../helper';
import { multipart, pdf, picture } from '../support/uploads';
import { unzip } from '../support/zip';

/** One entry's bytes; a missing entry fails the test. */
function entry(entries: Map<string, Buffer>, name: string): Buffer {
  const found = entries.get(name);
  if (!found) throw new Error(`${name} is not in the ZIP: ${[...entries.keys()].join(', ')}`);
  return found;
}
const dataOf = (entries: Map<string, Buffer>) => JSON.parse(entry(entries, EXPORT_DATA_FILE).toString('utf8'));

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('the data export: GET /api/candidates/export', () => {
  const t = useTestApp();

  const candidate = async () => {
    const { email, response } = await register(t.app);
    const token = response.json().token as string;
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { token, id, email };
  };
  const headers = async (token: string) => ({ ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` });
  const upload = async (token: string, url: string, name: string, filename: string, type: string, data: Buffer) => {
    const body = multipart([{ name, filename, contentType: type, data }]);
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await headers(token)), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const exportOf = async (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/candidates/export', headers: await headers(token) });

  it('answers a ZIP with data.json (profile, records, favourites, applications) and the CV and photo files', async () => {
    const me = await candidate();
    const cvBytes = pdf('Lena Novak, translator');
    await upload(me.token, '/api/candidates/mycv/fromVue', 'cv', 'Lebenslauf Müller.pdf', 'application/pdf', cvBytes);
    await upload(me.token, '/api/candidates/avatar', 'avatar', 'me.png', 'image/png', await picture('png'));
    const language = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/languages',
      headers: await headers(me.token),
      payload: { language: 'German', level: 4 },
    });
    expect(language.statusCode).toBe(200);
    const [first, second] = await t.db.selectFrom('jobs').select(['id', 'title']).orderBy('id').limit(2).execute();
    if (!first || !second) throw new Error('the seed has jobs');
    await t.db.insertInto('favorites').values({ user_id: me.id, job_id: first.id }).execute();
    const question = await t.db
      .insertInto('screening_questions')
      .values({ job_id: second.id, question: 'When could you start?', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const application = await t.db
      .insertInto('applications')
      .values({
        user_id: me.id,
        job_id: second.id,
        answers: JSON.stringify({ [String(question.id)]: 'Yes, from May' }),
        status: 'withdrawn',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('application_status_history')
      .values([
        { application_id: application.id, status: 'applied' },
        { application_id: application.id, status: 'withdrawn' },
      ])
      .execute();
    await t.db
      .insertInto('candidate_searches')
      .values({ user_id: me.id, path: '/jobs-in-Germany', label: 'Jobs in Germany' })
      .execute();
    await t.db.insertInto('candidate_virtual_events').values({ user_id: me.id, fk_virtual_event_id: 25 }).execute();
    const german = await t.db
      .selectFrom('languages')
      .select('id')
      .where('slug', '=', 'German')
      .executeTakeFirstOrThrow();
    const slot = await t.db
      .insertInto('event_slots')
      .values({
        event_id: 25,
        company_id: 3,
        language_id: german.id,
        starts_at: new Date('2030-01-10T09:00:00Z'),
        duration_minutes: 20,
        capacity: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('event_bookings')
      .values({ slot_id: slot.id, event_id: 25, user_id: me.id, time_zone: 'Europe/Madrid', cancelled_at: new Date() })
      .execute();
    await t.db
      .insertInto('candidate_discarded_matchings')
      .values({ user_id: me.id, job_id: first.id, reason: 'location' })
      .execute();
    await t.db
      .insertInto('job_alerts')
      .values({ user_id: me.id, path: '/jobs-in-Germany', label: 'Jobs in Germany', frequency: 'daily' })
      .execute();

    const response = await exportOf(me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="eulangjobs-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const entries = await unzip(response.rawPayload);
    const data = dataOf(entries);
    expect(data.format).toBe(2);
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, nombre: 'Lena', apellidos: 'Novak' });
    expect(data.profile.candidate.languages).toEqual([expect.objectContaining({ name: 'German', level: 4 })]);
    expect(data.profile.candidate.cvs).toEqual([
      expect.objectContaining({ name: 'Lebenslauf Müller.pdf', default: 1, size: cvBytes.length }),
    ]);
    expect(data.favorites).toEqual([expect.objectContaining({ job_id: first.id, title: first.title })]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        job_id: second.id,
        status: 'withdrawn',
        knocked_out: false,
        answers: [{ question_id: question.id, question: 'When could you start?', answer: 'Yes, from May' }],
        history: [
          { status: 'applied', created_at: expect.any(String) },
          { status: 'withdrawn', created_at: expect.any(String) },
        ],
      }),
    ]);
    expect(data.searches).toEqual([
      { path: '/jobs-in-Germany', label: 'Jobs in Germany', created_at: expect.any(String) },
    ]);
    expect(data.events).toEqual([{ id: 25, title: expect.any(String), joined_at: expect.any(String) }]);
    expect(data.event_bookings).toEqual([
      {
        id: expect.any(Number),
        event_id: 25,
        event_title: 'German Speed Hiring Week',
        company: expect.any(String),
        language: 'German',
        starts_at: '2030-01-10T09:00:00.000Z',
        ends_at: '2030-01-10T09:20:00.000Z',
        time_zone: 'Europe/Madrid',
        booked_at: expect.any(String),
        cancelled: true,
        cancelled_at: expect.any(String),
      },
    ]);
    await t.db.deleteFrom('event_slots').where('id', '=', slot.id).execute();
    expect(data.discarded_matchings).toEqual([
      {
        job_id: first.id,
        title: first.title,
        url: expect.any(String),
        created_at: expect.any(String),
        reason: 'location',
      },
    ]);
    expect(data.job_alerts).toEqual([
      expect.objectContaining({
        path: '/jobs-in-Germany',
        label: 'Jobs in Germany',
        frequency: 'daily',
        paused: false,
      }),
    ]);

    const cvId = data.profile.candidate.cvs[0].id;
    const cvEntry = data.files.find((file: { kind: string }) => file.kind === 'cv');
    expect(cvEntry).toMatchObject({ path: `cvs/${cvId}-Lebenslauf-Muller.pdf`, cv_id: cvId, sha256: sha256(cvBytes) });
    expect(entries.get(cvEntry.path)).toEqual(cvBytes);
    const photoEntry = data.files.find((file: { kind: string }) => file.kind === 'photo');
    expect(photoEntry.path).toMatch(/^photo\/photo-[0-9a-f]+\.png$/);
    const photo = entry(entries, photoEntry.path);
    expect(sha256(photo)).toBe(photoEntry.sha256);
    expect(photo.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Nothing else is in the archive.
    expect([...entries.keys()].sort()).toEqual([EXPORT_DATA_FILE, cvEntry.path, photoEntry.path].sort());
    // The question was added to a fixture job that other files read: it goes (its answer stays in the application).
    await t.db.deleteFrom('screening_questions').where('id', '=', question.id).execute();
  });

  it('a new account exports its profile with empty lists and no files', async () => {
    const me = await candidate();
    const entries = await unzip((await exportOf(me.token)).rawPayload);
    expect([...entries.keys()]).toEqual([EXPORT_DATA_FILE]);
    const data = dataOf(entries);
    expect(data).toMatchObject({
      favorites: [],
      applications: [],
      files: [],
      searches: [],
      events: [],
      event_bookings: [],
      discarded_matchings: [],
      job_alerts: [],
      profile: { email: me.email },
    });
  });

  it("gives each candidate only their own data and files, never another's", async () => {
    const owner = await candidate();
    const other = await candidate();
    await upload(owner.token, '/api/candidates/mycv/fromVue', 'cv', 'secret.pdf', 'application/pdf', pdf('Owner only'));
    const entries = await unzip((await exportOf(other.token)).rawPayload);
    const data = dataOf(entries);
    expect(data.profile.email).toBe(other.email);
    expect(data.files).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(owner.email);
    expect([...entries.keys()]).toEqual([EXPORT_DATA_FILE]);
  });

  it('after the account is deleted, its CV and photo are gone (the public photo URL too) and nothing exports', async () => {
    const me = await candidate();
    await upload(me.token, '/api/candidates/mycv/fromVue', 'cv', 'cv.pdf', 'application/pdf', pdf());
    const { candidate: photo } = await upload(
      me.token,
      '/api/candidates/avatar',
      'avatar',
      'me.png',
      'image/png',
      await picture('png'),
    );
    const path = photo.path_foto as string;
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    const destroy = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidates/account-settings/destroy',
      headers: await headers(me.token),
      payload: { motivo_id: 2, texto: 'Moving on' },
    });
    expect(destroy.json()).toEqual({ message: 'Account deleted successfully' });
    const left = await t.db.selectFrom('files').select('id').where('owner_user_id', '=', me.id).execute();
    expect(left).toEqual([]);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await exportOf(me.token)).statusCode).toBe(401);
  });

  it('a file that cannot be read while the ZIP is written breaks that download only; the api goes on', async () => {
    const me = await candidate();
    await upload(me.token, '/api/candidates/mycv/fromVue', 'cv', 'cv.pdf', 'application/pdf', pdf());
    const read = jest.spyOn(t.app.files, 'read').mockRejectedValueOnce(new Error('connection lost'));
    try {
      // Headers were sent before the file was reached: the transfer is cut, not answered with an error status.
      await expect(exportOf(me.token)).rejects.toThrow(/destroyed before completion/);
    } finally {
      read.mockRestore();
    }
    const again = await exportOf(me.token);
    expect(again.statusCode).toBe(200);
    expect((await unzip(again.rawPayload)).size).toBe(2);
  });

  it('every table that points at a user deletes its rows with the account (new tables included)', async () => {
    const { rows } = await sql<{ link: string; rule: string }>`
      SELECT c.conrelid::regclass::text || '.' || a.attname AS link, c.confdeltype AS rule
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`.execute(t.db);
    // 'c' is ON DELETE CASCADE. The exceptions forget the person ('n', SET NULL) and keep a record that is someone
    // else's: the admin who issued a backdoor link, and a company's payment (its invoice must be kept) made by the
    // company user whose account is deleted, the site's pages an admin edited or published, and the blog's posts and
    // images an editor wrote or uploaded (the post keeps its byline, author_name), the blog author a name was first
    // signed by (the author keeps its id), and the audit of job moderation
    // (the action stays on the job's record; who took it is forgotten), and a skill tag a candidate first named (other
    // candidates may hold it too: the tag stays, who named it is forgotten; docs/product-rules.md#candidate-records).
    const kept = rows.filter((row) => row.rule !== 'c').map((row) => `${row.link} ${row.rule}`);
    expect(kept.sort()).toEqual([
      'backdoor_tokens.issued_by n',
      'blog_authors.user_id n',
      'blog_media.author_id n',
      'blog_posts.author_id n',
      'job_moderation_actions.admin_id n',
      'payments.user_id n',
      'site_page_versions.published_by n',
      'site_pages.updated_by n',
      'skills.created_by n',
    ]);
    expect(rows.map((row) => row.link)).toEqual(
      expect.arrayContaining(['files.owner_user_id', 'candidate_cvs.user_id']),
    );
  });

  it('needs a candidate: no token is 401, a company is 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/candidates/export' })).statusCode).toBe(401);
    const { response } = await register(t.app, {
      type: 'company',
      company_name: 'Fjord Analytics AS',
      apellidos: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect((await exportOf(response.json().token)).statusCode).toBe(403);
  });
});
