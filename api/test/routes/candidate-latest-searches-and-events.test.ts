import { MAX_LATEST_SEARCHES } from 'shared-kit/contracts';
import { register, useTestApp } from '../helper';

/** Polls `check` until it passes: the job list remembers a search without waiting for it (fire-and-forget). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the candidate dashboard calls: latest searches and joined events', () => {
  const t = useTestApp();

  const candidate = async () => {
    const { email, response } = await register(t.app);
    const token = response.json().token as string;
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, auth: { authorization: `Bearer ${token}` } };
  };
  const search = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
  };
  const latest = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/candidates/searchs/get-latests-searches', headers });
    expect(response.statusCode).toBe(200);
    return response.json().results as { path: string; label: string; created_at: string }[];
  };
  /** Runs a search as the candidate and waits until it is the newest one remembered. */
  const searchAndWait = async (url: string, headers: Record<string, string>, path: string) => {
    await search(url, headers);
    await eventually(async () => expect((await latest(headers))[0]?.path).toBe(path));
  };

  it("remembers a candidate's filtered searches, newest first, each said in the reader's language", async () => {
    const me = await candidate();
    expect(await latest(me.auth)).toEqual([]);

    await searchAndWait('/api/jobs-for-german-speakers', me.auth, '/jobs-for-German-speakers');
    await searchAndWait(
      '/api/jobs-in-Germany?keywords=%20manager%20&_from=20&_size=20',
      { ...me.auth, 'accept-language': 'de' },
      '/jobs-in-Germany?keywords=manager',
    );

    const results = await latest(me.auth);
    expect(results).toEqual([
      {
        path: '/jobs-in-Germany?keywords=manager',
        // Run in German, read in English: said in the reader's language, as the dashboard shows it.
        label: 'Jobs in Germany: “manager”',
        created_at: expect.any(String),
      },
      {
        path: '/jobs-for-German-speakers',
        label: 'Jobs for German speakers in Europe',
        created_at: expect.any(String),
      },
    ]);
    expect(Date.parse(results[0].created_at)).toBeGreaterThanOrEqual(Date.parse(results[1].created_at));
    expect((await latest({ ...me.auth, 'accept-language': 'de' }))[0]?.label).toMatch(/Deutschland.*„manager“$/);
  });

  it('the same search again moves to the top; its page, offset and selected job do not make another', async () => {
    const me = await candidate();
    await searchAndWait('/api/jobs-for-German-speakers', me.auth, '/jobs-for-German-speakers');
    await searchAndWait('/api/remote-jobs', me.auth, '/remote-jobs');
    await pause(5);
    await searchAndWait('/api/jobs-for-German-speakers/2?job=1&_from=20', me.auth, '/jobs-for-German-speakers');

    expect((await latest(me.auth)).map((result) => result.path)).toEqual(['/jobs-for-German-speakers', '/remote-jobs']);
  });

  it(`keeps the newest ${MAX_LATEST_SEARCHES} per candidate`, async () => {
    const me = await candidate();
    for (let i = 1; i <= MAX_LATEST_SEARCHES + 2; i += 1) {
      await searchAndWait(`/api/jobs?keywords=word${i}`, me.auth, `/jobs?keywords=word${i}`);
    }
    const paths = (await latest(me.auth)).map((result) => result.path);
    expect(paths).toHaveLength(MAX_LATEST_SEARCHES);
    expect(paths[0]).toBe(`/jobs?keywords=word${MAX_LATEST_SEARCHES + 2}`);
    expect(paths).not.toContain('/jobs?keywords=word1');
    expect(paths).not.toContain('/jobs?keywords=word2');
    const rows = await t.db.selectFrom('candidate_searches').select('path').where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(MAX_LATEST_SEARCHES);
  });

  it('stores nothing for a guest, a company, the unfiltered list or a list that is not found', async () => {
    const me = await candidate();
    const company = (await register(t.app, { type: 'company', company_name: 'Searchers Ltd' })).response.json().token;
    const marker = `guest${Date.now()}`;
    await search(`/api/jobs?keywords=${marker}`);
    await search(`/api/jobs?keywords=${marker}`, { authorization: `Bearer ${company}` });
    await search('/api/jobs', me.auth);
    await search('/api/jobs?_size=1', me.auth);
    expect((await t.app.inject({ url: '/api/jobs-for-Klingon-speakers', headers: me.auth })).statusCode).toBe(404);
    // A search that is remembered, run last: once it is there, the ones before it would be too.
    await searchAndWait('/api/remote-jobs', me.auth, '/remote-jobs');

    expect((await latest(me.auth)).map((result) => result.path)).toEqual(['/remote-jobs']);
    const stored = await t.db
      .selectFrom('candidate_searches')
      .select('path')
      .where('path', 'like', `%${marker}%`)
      .execute();
    expect(stored).toEqual([]);
  });

  it("each candidate reads only their own searches and events; without a token it is a 401, a company's a 403", async () => {
    const ana = await candidate();
    const ben = await candidate();
    await searchAndWait('/api/jobs-in-Germany', ana.auth, '/jobs-in-Germany');
    await t.db.insertInto('candidate_virtual_events').values({ user_id: ana.id, fk_virtual_event_id: 20 }).execute();

    expect(await latest(ben.auth)).toEqual([]);
    const benEvents = await t.app.inject({ url: '/api/candidates/virtual-event/candidateEvents', headers: ben.auth });
    expect(benEvents.json()).toEqual({ events: [] });

    const company = (await register(t.app, { type: 'company', company_name: 'Readers Ltd' })).response.json().token;
    for (const url of [
      '/api/candidates/searchs/get-latests-searches',
      '/api/candidates/virtual-event/candidateEvents',
    ]) {
      const guest = await t.app.inject({ url });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().toasts).toEqual([{ message: expect.any(String) }]);
      expect((await t.app.inject({ url, headers: { authorization: `Bearer ${company}` } })).statusCode).toBe(403);
    }
  });

  it('lists the events the candidate joined, upcoming first, as /api/career-events shapes them', async () => {
    const me = await candidate();
    // 22 (Go Places) starts in 30 days, 20 (Dutch week) in 14: joined in the other order.
    await t.db
      .insertInto('candidate_virtual_events')
      .values([
        { user_id: me.id, fk_virtual_event_id: 22, origin: 'dashboard-test' },
        { user_id: me.id, fk_virtual_event_id: 20 },
      ])
      .execute();

    const response = await t.app.inject({ url: '/api/candidates/virtual-event/candidateEvents', headers: me.auth });
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    const all = (await t.app.inject('/api/career-events')).json().events as { id: number }[];
    expect(events).toEqual([all.find((event) => event.id === 20), all.find((event) => event.id === 22)]);
    expect(events[0]).toEqual({
      id: 20,
      slug: 'dutch-speed-hiring-week',
      title: 'Dutch Speed Hiring Week',
      description: expect.any(String),
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      landing_path: '/dutch/speed-hiring-week',
      kind: 'speed_hiring',
      time_zone: 'Europe/Amsterdam',
      status: 'published',
      languages: [{ id: expect.any(Number), slug: 'Dutch', name: 'Dutch' }],
    });
  });

  it('deleting the account deletes its searches', async () => {
    const me = await candidate();
    await searchAndWait('/api/remote-jobs', me.auth, '/remote-jobs');
    await t.db.deleteFrom('users').where('id', '=', me.id).execute();
    const left = await t.db.selectFrom('candidate_searches').select('path').where('user_id', '=', me.id).execute();
    expect(left).toEqual([]);
  });
});
