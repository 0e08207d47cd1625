// Long because the public event calls (list, event, entry paths, joining, go-places) share one app and the seeded events; one resource, one file.
import { EVENT_IDS } from 'shared-kit/contracts';
import { login, register, useTestApp, xsrfHeaders } from '../helper';
import { languageId } from '../support/company';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The public reads of events, entry paths, joining and go-places (docs/events.md). Every event, city and slot this
 * file adds is removed afterwards: other files read the same database.
 */
describe('career events: the public list and event, entry paths, joining, go-places', () => {
  const addedEvents: number[] = [];
  const addedCities: number[] = [];
  // Registered before the app's own afterAll, so it runs while the database is still open.
  afterAll(async () => {
    if (addedEvents.length) await t.db.deleteFrom('career_events').where('id', 'in', addedEvents).execute();
    if (addedCities.length) await t.db.deleteFrom('event_cities').where('id', 'in', addedCities).execute();
  });
  const t = useTestApp();

  const stamp = `${Date.now()}`.slice(-8);
  let seq = 0;
  /** A test event straight in the table (the admin calls are tested in events-admin.test.ts). */
  const addEvent = async (fields: {
    status?: 'draft' | 'published';
    startsIn?: number;
    endsIn?: number;
    path?: string;
  }) => {
    seq += 1;
    const now = Date.now();
    const row = await t.db
      .insertInto('career_events')
      .values({
        slug: `test-event-${stamp}-${seq}`,
        title: `Test event ${seq}`,
        description: 'An event of the tests.',
        starts_at: new Date(now + (fields.startsIn ?? 3) * DAY),
        ends_at: new Date(now + (fields.endsIn ?? 4) * DAY),
        landing_path: fields.path ?? `/test-${stamp}-${seq}/speed-hiring-week`,
        kind: 'speed_hiring',
        language_ids: [],
        time_zone: 'Europe/Amsterdam',
        status: fields.status ?? 'published',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    addedEvents.push(row.id);
    return row;
  };

  const candidate = async () => {
    const { email, response } = await register(t.app);
    const token = response.json().token as string;
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, email, headers: { authorization: `Bearer ${token}` } };
  };
  const joinOrLeave = async (headers: Record<string, string>, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/candidates/virtual-event/join-or-leave',
      headers: { ...(await xsrfHeaders(t.app)), ...headers },
      payload,
    });
  const ids = (events: { id: number }[]) => events.map((event) => event.id);

  it('lists upcoming events soonest first and past ones latest first, never a draft', async () => {
    const past = await addEvent({ startsIn: -10, endsIn: -9 });
    const older = await addEvent({ startsIn: -20, endsIn: -19 });
    const running = await addEvent({ startsIn: -1, endsIn: 1 });
    const draft = await addEvent({ status: 'draft', startsIn: 2, endsIn: 3 });

    const upcoming = (await t.app.inject('/api/career-events?when=upcoming')).json().events;
    expect(ids(upcoming)).toEqual(expect.arrayContaining([running.id, 20, 22, 23, 24, 25]));
    expect(ids(upcoming)).not.toContain(past.id);
    expect(ids(upcoming)).not.toContain(draft.id);
    const starts = upcoming.map((event: { starts_at: string }) => Date.parse(event.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const pastList = ids((await t.app.inject('/api/career-events?when=past')).json().events);
    expect(pastList.indexOf(past.id)).toBeLessThan(pastList.indexOf(older.id));
    expect(pastList).not.toContain(20);
    expect(pastList).not.toContain(draft.id);

    const all = ids((await t.app.inject('/api/career-events')).json().events);
    expect(all).toEqual(expect.arrayContaining([past.id, running.id, 20]));
    expect(all).not.toContain(draft.id);

    expect((await t.app.inject('/api/career-events?when=soon')).statusCode).toBe(422);
  });

  it('answers an event with its sponsors, companies and their jobs, cities and the schedule by day in its zone', async () => {
    const event = await addEvent({ startsIn: 5, endsIn: 6 });
    const englishId = languageId('English');
    await t.db
      .updateTable('career_events')
      .set({ language_ids: [englishId] })
      .where('id', '=', event.id)
      .execute();
    await t.db
      .updateTable('career_events')
      .set({
        sponsors: JSON.stringify([
          { name: 'Acme', url: 'https://acme.example', logo_file_id: null },
          // Stored before the editor checked links: served without one (docs/input-validation.md#web-addresses).
          { name: 'Old Row', url: 'javascript:alert(document.cookie)', logo_file_id: null },
        ]),
      })
      .where('id', '=', event.id)
      .execute();
    await t.db
      .insertInto('event_companies')
      .values([{ event_id: event.id, company_id: 3, position: 0 }])
      .execute();
    // 23:30 UTC is already the next day in Amsterdam (UTC+1 or +2): the schedule's day is the local one.
    const base = new Date(event.starts_at);
    base.setUTCHours(23, 30, 0, 0);
    await t.db
      .insertInto('event_slots')
      .values([
        {
          event_id: event.id,
          company_id: 3,
          language_id: englishId,
          starts_at: base,
          duration_minutes: 20,
          capacity: 2,
        },
        {
          event_id: event.id,
          company_id: 3,
          language_id: englishId,
          starts_at: new Date(base.getTime() + 15 * 60 * 1000),
          duration_minutes: 30,
          capacity: 2,
        },
      ])
      .execute();

    const response = await t.app.inject(`/api/events/${event.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().event;
    expect(detail).toMatchObject({
      id: event.id,
      status: 'published',
      languages: [{ id: englishId, slug: 'English' }],
      sponsors: [
        { name: 'Acme', url: 'https://acme.example', logo: null, go_places: false },
        { name: 'Old Row', url: null, logo: null, go_places: false },
      ],
      cities: [],
    });
    const liveEnglishJobs = await t.db
      .selectFrom('jobs')
      .innerJoin('job_languages', 'job_languages.job_id', 'jobs.id')
      .select((eb) => eb.fn.count<string>('jobs.id').distinct().as('n'))
      .where('jobs.company_id', '=', 3)
      .where('jobs.status', '=', 'active')
      .where('job_languages.language_id', '=', englishId)
      .where((eb) => eb.or([eb('jobs.expires_at', 'is', null), eb('jobs.expires_at', '>', new Date())]))
      .executeTakeFirstOrThrow();
    expect(detail.companies).toEqual([expect.objectContaining({ id: 3, jobs: Number(liveEnglishJobs.n) })]);
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(base);
    expect(localDay).not.toBe(base.toISOString().slice(0, 10));
    expect(detail.schedule).toEqual([
      {
        day: localDay,
        starts_at: base.toISOString(),
        ends_at: new Date(base.getTime() + 45 * 60 * 1000).toISOString(),
        slots: 2,
      },
    ]);
    expect((await t.app.inject('/api/events/999999')).statusCode).toBe(404);
  });

  it('keeps a draft invisible to the public: detail, entry path and joining; an admin reads it', async () => {
    const draft = await addEvent({ status: 'draft' });
    expect((await t.app.inject(`/api/events/${draft.id}`)).statusCode).toBe(404);
    const me = await candidate();
    expect((await t.app.inject({ url: `/api/events/${draft.id}`, headers: me.headers })).statusCode).toBe(404);
    const admin = { authorization: `Bearer ${await login(t.app, 'admin@example.com')}` };
    const asAdmin = await t.app.inject({ url: `/api/events/${draft.id}`, headers: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().event.status).toBe('draft');

    const path = encodeURIComponent(draft.landing_path);
    expect((await t.app.inject(`/api/events/resolve?path=${path}`)).statusCode).toBe(404);
    const join = await joinOrLeave(me.headers, { event_id: draft.id });
    expect(join.statusCode).toBe(404);
    expect((await joinOrLeave(me.headers, { event_id: 987654 })).statusCode).toBe(404);
    const rows = await t.db.selectFrom('candidate_virtual_events').selectAll().where('user_id', '=', me.id).execute();
    expect(rows).toEqual([]);
  });

  it('resolves each entry path of SPEC, with a referral, and a new event at its own path', async () => {
    const cases: [string, number, string | null][] = [
      ['/dutch/speed-hiring-week', EVENT_IDS.dutch, null],
      ['/dutch/speed-hiring-week/partner1', EVENT_IDS.dutch, 'partner1'],
      ['/german/speed-hiring-week/abc', EVENT_IDS.german, 'abc'],
      ['/nordic/speed-hiring-week', EVENT_IDS.nordic, null],
      ['/how-to-get-a-job/xyz', EVENT_IDS.howToGetAJob, 'xyz'],
      ['/candidates/go-places', EVENT_IDS.goPlaces, null],
    ];
    for (const [path, id, referral] of cases) {
      const response = await t.app.inject(`/api/events/resolve?path=${encodeURIComponent(path)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ event_id: id, referral });
    }
    const polish = await addEvent({ path: `/polish-${stamp}/speed-hiring-week` });
    const found = await t.app.inject(`/api/events/resolve?path=/polish-${stamp}/speed-hiring-week/partner1`);
    expect(found.json()).toEqual({
      event_id: polish.id,
      landing_path: polish.landing_path,
      referral: 'partner1',
      city: null,
    });
    expect((await t.app.inject('/api/events/resolve?path=/dutch/speed-hiring-week/a/b')).statusCode).toBe(404);
  });

  describe('go-places', () => {
    beforeAll(async () => {
      const start = Date.now() + 30 * DAY;
      const rows = await t.db
        .insertInto('event_cities')
        .values([
          {
            event_id: EVENT_IDS.goPlaces,
            name: 'Lisbon',
            starts_at: new Date(start),
            description: 'Lisbon day',
            position: 0,
          },
          { event_id: EVENT_IDS.goPlaces, name: 'Las Palmas', position: 1 },
        ])
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .execute();
      addedCities.push(...rows.map((row) => row.id));
      await t.db
        .updateTable('career_events')
        .set({
          sponsors: JSON.stringify([
            { name: 'Move Co', url: null, logo_file_id: null, go_places: true },
            { name: 'Other Co', url: null, logo_file_id: null },
          ]),
        })
        .where('id', '=', EVENT_IDS.goPlaces)
        .execute();
    });
    afterAll(async () => {
      await t.db.updateTable('career_events').set({ sponsors: '[]' }).where('id', '=', EVENT_IDS.goPlaces).execute();
    });

    it('reads a city and a referral in either order, the city case-insensitively', async () => {
      const resolve = async (path: string) =>
        (await t.app.inject(`/api/events/resolve?path=${encodeURIComponent(path)}`)).json();
      expect(await resolve('/candidates/go-places/lisbon/partner7')).toMatchObject({
        event_id: EVENT_IDS.goPlaces,
        city: 'Lisbon',
        referral: 'partner7',
      });
      expect(await resolve('/candidates/go-places/partner7/LISBON')).toMatchObject({
        city: 'Lisbon',
        referral: 'partner7',
      });
      expect(await resolve('/candidates/go-places/las-palmas')).toMatchObject({ city: 'Las Palmas', referral: null });
      expect(await resolve('/candidates/go-places/partner9')).toMatchObject({ city: null, referral: 'partner9' });
    });

    it('answers the event, its date, sponsors, go-places sponsors, cities and city events to a candidate', async () => {
      const me = await candidate();
      const response = await t.app.inject({ url: '/api/candidates/go-places', headers: me.headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.event.id).toBe(EVENT_IDS.goPlaces);
      expect(body.date).toBe(body.event.starts_at);
      expect(body.sponsors.map((s: { name: string }) => s.name)).toEqual(['Move Co', 'Other Co']);
      expect(body.goPlacesSponsors).toEqual([{ name: 'Move Co', url: null, logo: null, go_places: true }]);
      expect(body.cities.map((c: { name: string }) => c.name)).toEqual(['Lisbon', 'Las Palmas']);
      expect(body.cities[0].template_type).toBe('A');
      expect(body.cityEvents).toEqual([{ city: 'Lisbon', starts_at: expect.any(String), description: 'Lisbon day' }]);

      expect((await t.app.inject('/api/candidates/go-places')).statusCode).toBe(401);
      const company = { authorization: `Bearer ${await login(t.app, 'company@example.com')}` };
      expect((await t.app.inject({ url: '/api/candidates/go-places', headers: company })).statusCode).toBe(403);
    });
  });

  it('joins once however often it is asked, and answers the events and the session virtual_events', async () => {
    const me = await candidate();
    const first = await joinOrLeave(me.headers, { event_id: EVENT_IDS.dutch, origin: 'partner1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ joined: true, virtual_events: [{ fk_virtual_event_id: EVENT_IDS.dutch }] });
    expect(ids(first.json().events)).toEqual([EVENT_IDS.dutch]);
    const second = await joinOrLeave(me.headers, { event_id: EVENT_IDS.dutch, origin: 'landing' });
    expect(second.statusCode).toBe(200);
    const rows = await t.db.selectFrom('candidate_virtual_events').selectAll().where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.origin).toBe('partner1');
    const listed = await t.app.inject({ url: '/api/candidates/virtual-event/candidateEvents', headers: me.headers });
    expect(ids(listed.json().events)).toEqual([EVENT_IDS.dutch]);
    // The session user says the same: the shell updates its session with the answer's virtual_events.
    const session = await t.app.inject({ url: '/api/auth/me', headers: me.headers });
    expect(session.json().user.virtual_events).toEqual(second.json().virtual_events);
    // And the profile (SPEC: the candidate profile's virtual_events), which used to answer [] always.
    const profile = await t.app.inject({ url: '/api/candidates/profile', headers: me.headers });
    expect(profile.json().user.candidate.virtual_events).toEqual([{ fk_virtual_event_id: EVENT_IDS.dutch }]);
  });

  it('no longer lists an event the candidate joined once it is unpublished: its path is gone', async () => {
    const me = await candidate();
    const event = await addEvent({ startsIn: 5, endsIn: 6 });
    expect((await joinOrLeave(me.headers, { event_id: event.id })).statusCode).toBe(200);
    await t.db.updateTable('career_events').set({ status: 'draft' }).where('id', '=', event.id).execute();
    const listed = await t.app.inject({ url: '/api/candidates/virtual-event/candidateEvents', headers: me.headers });
    expect(ids(listed.json().events)).not.toContain(event.id);
  });

  it('joins once when the same candidate asks many times at once', async () => {
    const me = await candidate();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => joinOrLeave(me.headers, { event_id: EVENT_IDS.german })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.db.selectFrom('candidate_virtual_events').selectAll().where('user_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('leaving cancels the candidate’s active bookings of the event and gives their places back', async () => {
    const me = await candidate();
    const other = await candidate();
    const event = await addEvent({ startsIn: 5, endsIn: 6 });
    await t.db.insertInto('event_companies').values({ event_id: event.id, company_id: 3 }).execute();
    const language = await t.db
      .selectFrom('languages')
      .select('id')
      .where('slug', '=', 'English')
      .executeTakeFirstOrThrow();
    const slot = await t.db
      .insertInto('event_slots')
      .values({
        event_id: event.id,
        company_id: 3,
        language_id: language.id,
        starts_at: new Date(Date.now() + 5 * DAY),
        duration_minutes: 20,
        capacity: 3,
        booked: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const who of [me, other]) {
      expect((await joinOrLeave(who.headers, { event_id: event.id })).statusCode).toBe(200);
      await t.db
        .insertInto('event_bookings')
        .values({ slot_id: slot.id, event_id: event.id, user_id: who.id, time_zone: 'Europe/Madrid' })
        .execute();
    }

    const left = await joinOrLeave(me.headers, { event_id: event.id, leave: true });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ joined: false, events: [], virtual_events: [] });
    const bookings = await t.db
      .selectFrom('event_bookings')
      .select(['user_id', 'cancelled_at'])
      .where('event_id', '=', event.id)
      .execute();
    expect(bookings.find((b) => b.user_id === me.id)?.cancelled_at).toEqual(expect.any(Date));
    expect(bookings.find((b) => b.user_id === other.id)?.cancelled_at).toBeNull();
    const after = await t.db
      .selectFrom('event_slots')
      .select('booked')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(after.booked).toBe(1);
    // The cancelled booking's mail, with its calendar invite cancelling the interview, is in the outbox.
    const mails = await t.db
      .selectFrom('outbox')
      .select(['subject', 'calendar'])
      .where('to_address', '=', me.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.calendar?.method).toBe('CANCEL');
    expect(mails[0]?.calendar?.content).toContain('METHOD:CANCEL');
    // Leaving again changes nothing.
    expect((await joinOrLeave(me.headers, { event_id: event.id, leave: true })).statusCode).toBe(200);
    expect(
      (await t.db.selectFrom('event_slots').select('booked').where('id', '=', slot.id).executeTakeFirstOrThrow())
        .booked,
    ).toBe(1);
  });

  it('guards joining: no token 401, a company 403, a bad body 422', async () => {
    expect((await joinOrLeave({}, { event_id: EVENT_IDS.dutch })).statusCode).toBe(401);
    const company = { authorization: `Bearer ${await login(t.app, 'company@example.com')}` };
    expect((await joinOrLeave(company, { event_id: EVENT_IDS.dutch })).statusCode).toBe(403);
    const me = await candidate();
    const bad = await joinOrLeave(me.headers, { event_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('event_id');
  });
});
