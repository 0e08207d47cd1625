// Long because slots and bookings are one resource seen by the company, the candidate and the public, on one set-up of events and slots.
import { sql } from 'kysely';
import { cancelEventBookings } from '../../src/services/event-slots/bookings';
import { sendDueReminders } from '../../src/services/event-slots/reminders';
import { register, useTestApp } from '../helper';
import { call, languageId, newCompany } from '../support/company';
import { deleteEvents, insertOpenEvent, insertSlot } from '../support/events';
import { readCalendar } from '../support/mime';

type Slot = { id: number; starts_at: string; ends_at: string; capacity: number; available: number };
type Booking = { id: number; slot: Slot; time_zone: string };

describe('interview slots and bookings: /api/events/{id}/slots, /api/candidates/virtual-event/bookings, /api/companies/events', () => {
  const t = useTestApp();
  const German = languageId('German');
  const English = languageId('English');
  const events: number[] = [];
  let address = 0;
  const from = () => `10.14.${Math.floor(++address / 200)}.${address % 200}`;

  let eventId: number;
  let otherEventId: number;
  let draftId: number;
  let owner: { token: string; companyId: number };
  let partner: { token: string; companyId: number };
  let outsider: { token: string; companyId: number };

  const addEvent = async (fields: { status?: string; companies: number[] }) => {
    const id = await insertOpenEvent(t.db, 'Slots week', { language_ids: [German], ...fields });
    events.push(id);
    return id;
  };

  /** A new candidate registered for the event (the join call is the events part's; the row is what it writes). */
  const candidate = async (joined: number | null = eventId, fields: Record<string, unknown> = {}) => {
    const { email, response } = await register(t.app, fields, from());
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    if (joined) {
      await t.db
        .insertInto('candidate_virtual_events')
        .values({ user_id: user.id, fk_virtual_event_id: joined, origin: 'test' })
        .execute();
    }
    return { token, email, id: user.id };
  };

  /** A slot straight in the database, `hours` from now. */
  const addSlot = (hours: number, capacity: number, companyId = owner.companyId, event = eventId) =>
    insertSlot(t.db, { eventId: event, companyId, languageId: German, hours, capacity });
  const booked = async (slotId: number) =>
    (await t.db.selectFrom('event_slots').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow()).booked;
  const mailsTo = (email: string) =>
    t.db
      .selectFrom('outbox')
      .select(['subject', 'body_text', 'calendar', 'headers'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const book = (token: string, slotId: number, zone = 'America/New_York') =>
    call(t.app, token, 'POST', '/api/candidates/virtual-event/bookings', { slot_id: slotId, time_zone: zone });

  beforeAll(async () => {
    owner = await newCompany(t, { company_name: 'Slot Owner GmbH' }, from());
    partner = await newCompany(t, { company_name: 'Slot Partner GmbH' }, from());
    outsider = await newCompany(t, { company_name: 'Slot Outsider GmbH' }, from());
    eventId = await addEvent({ companies: [owner.companyId, partner.companyId] });
    otherEventId = await addEvent({ companies: [outsider.companyId] });
    draftId = await addEvent({ status: 'draft', companies: [owner.companyId] });
  });

  afterAll(async () => {
    await deleteEvents(events);
  });

  it('guards the calls: 401 without a token, 403 for the wrong kind of user', async () => {
    const student = await candidate();
    expect((await call(t.app, null, 'GET', '/api/companies/events')).statusCode).toBe(401);
    expect((await book('', 1)).statusCode).toBe(401);
    expect((await call(t.app, student.token, 'GET', '/api/companies/events')).statusCode).toBe(403);
    expect((await call(t.app, student.token, 'GET', `/api/companies/events/${eventId}/slots`)).statusCode).toBe(403);
    expect((await book(owner.token, 1)).statusCode).toBe(403);
    expect(
      (await call(t.app, owner.token, 'GET', `/api/candidates/virtual-event/${eventId}/bookings`)).statusCode,
    ).toBe(403);
  });

  it('lists the events a company takes part in, drafts included, and no others', async () => {
    const response = await call(t.app, owner.token, 'GET', '/api/companies/events');
    expect(response.statusCode).toBe(200);
    const ids = response.json().events.map((event: { id: number }) => event.id);
    expect(ids).toEqual(expect.arrayContaining([eventId, draftId]));
    expect(ids).not.toContain(otherEventId);
    const other = (await call(t.app, outsider.token, 'GET', '/api/companies/events')).json().events;
    expect(other.map((event: { id: number }) => event.id)).toEqual([otherEventId]);
  });

  it('offers a slot at a wall time in the event zone, and checks language, time and day', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await call(t.app, owner.token, 'POST', `/api/companies/events/${eventId}/slots`, {
      language_id: German,
      starts_at: `${day}T10:00`,
      duration_minutes: 45,
      capacity: 3,
    });
    expect(created.statusCode).toBe(201);
    const { slot } = created.json();
    // 10:00 in Berlin is 09:00 or 08:00 UTC, by the season: the zone's own rules decide.
    const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeStyle: 'short' });
    expect(berlin.format(new Date(slot.starts_at))).toBe('10:00');
    expect(Date.parse(slot.ends_at) - Date.parse(slot.starts_at)).toBe(45 * 60_000);
    expect(slot).toMatchObject({ capacity: 3, available: 3, bookings: [], language: { id: German } });
    expect(slot.company).toMatchObject({ id: owner.companyId, name: 'Slot Owner GmbH' });

    const bad = await call(t.app, owner.token, 'POST', `/api/companies/events/${eventId}/slots`, {
      language_id: English,
      starts_at: '2001-01-01T10:00:00Z',
      duration_minutes: 30,
      capacity: 2,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['language_id', 'starts_at']);
    const late = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const outside = await call(t.app, owner.token, 'POST', `/api/companies/events/${eventId}/slots`, {
      language_id: German,
      starts_at: late,
      duration_minutes: 30,
      capacity: 2,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.starts_at).toHaveLength(1);
    const nonsense = await call(t.app, owner.token, 'POST', `/api/companies/events/${eventId}/slots`, {
      language_id: German,
      starts_at: 'next tuesday',
      duration_minutes: 30,
      capacity: 2,
    });
    expect(nonsense.statusCode).toBe(422);
  });

  it('keeps a company out of events it does not take part in and of other companies’ slots (404)', async () => {
    const slotId = await addSlot(48, 2);
    expect((await call(t.app, outsider.token, 'GET', `/api/companies/events/${eventId}/slots`)).statusCode).toBe(404);
    const offer = {
      language_id: German,
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration_minutes: 30,
      capacity: 1,
    };
    expect(
      (await call(t.app, outsider.token, 'POST', `/api/companies/events/${eventId}/slots`, offer)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, outsider.token, 'DELETE', `/api/companies/events/${eventId}/slots/${slotId}`)).statusCode,
    ).toBe(404);
    // The partner takes part in the event but the slot is the owner's.
    expect(
      (await call(t.app, partner.token, 'DELETE', `/api/companies/events/${eventId}/slots/${slotId}`)).statusCode,
    ).toBe(404);
    const partnerSlots = (await call(t.app, partner.token, 'GET', `/api/companies/events/${eventId}/slots`)).json();
    expect(partnerSlots.slots.map((slot: Slot) => slot.id)).not.toContain(slotId);
    expect(await booked(slotId)).toBe(0);
  });

  it('lists the future slots of a published event by language; a draft is not found', async () => {
    const future = await addSlot(50, 4);
    const past = await addSlot(-2, 4);
    const list = await t.app.inject(`/api/events/${eventId}/slots?language=german`);
    expect(list.statusCode).toBe(200);
    const ids = list.json().slots.map((slot: Slot) => slot.id);
    expect(ids).toContain(future);
    expect(ids).not.toContain(past);
    const starts = list.json().slots.map((slot: Slot) => Date.parse(slot.starts_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect((await t.app.inject(`/api/events/${eventId}/slots?language=English`)).json().slots).toEqual([]);
    expect((await t.app.inject(`/api/events/${draftId}/slots`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/events/999999/slots')).statusCode).toBe(404);
  });

  it('books exactly the capacity when 20 candidates book a 5-place slot at once', async () => {
    const slotId = await addSlot(72, 5);
    const candidates = [];
    for (let i = 0; i < 20; i++) candidates.push(await candidate());
    const answers = await Promise.all(candidates.map((c) => book(c.token, slotId)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 422)).toHaveLength(15);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(Object.keys(answer.json().errors)).toEqual(['slot_id']);
    }
    expect(await booked(slotId)).toBe(5);
    const active = await t.db
      .selectFrom('event_bookings')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('slot_id', '=', slotId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(active.n).toBe(5);
    const list = (await t.app.inject(`/api/events/${eventId}/slots`)).json().slots;
    expect(list.find((slot: Slot) => slot.id === slotId)).toMatchObject({ capacity: 5, available: 0 });
  });

  it('refuses a candidate not registered for the event (422 event_id), a past or unknown slot (422 slot_id)', async () => {
    const slotId = await addSlot(30, 3);
    const stranger = await candidate(null);
    const refused = await book(stranger.token, slotId);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['event_id']);
    expect(await booked(slotId)).toBe(0);
    const member = await candidate();
    const past = await addSlot(-1, 3);
    expect(Object.keys((await book(member.token, past)).json().errors)).toEqual(['slot_id']);
    expect(Object.keys((await book(member.token, 99_999_999)).json().errors)).toEqual(['slot_id']);
    const badZone = await book(member.token, slotId, 'Mars/Olympus');
    expect(badZone.statusCode).toBe(422);
    expect(Object.keys(badZone.json().errors)).toEqual(['time_zone']);
    // A slot of a draft event cannot be booked either.
    const draftSlot = await addSlot(30, 3, owner.companyId, draftId);
    expect((await book(member.token, draftSlot)).statusCode).toBe(422);
  });

  it('makes one booking of an event however often a candidate books; a second slot moves it', async () => {
    const first = await addSlot(40, 4);
    const second = await addSlot(41, 4);
    const lena = await candidate();
    const answers = await Promise.all([book(lena.token, first), book(lena.token, first), book(lena.token, first)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().booking.id)).size).toBe(1);
    expect(await booked(first)).toBe(1);
    const moved = await book(lena.token, second);
    expect(moved.json().booking.slot.id).toBe(second);
    expect([await booked(first), await booked(second)]).toEqual([0, 1]);
    const list = await call(t.app, lena.token, 'GET', `/api/candidates/virtual-event/${eventId}/bookings`);
    expect(list.json().bookings.map((b: Booking) => b.slot.id)).toEqual([second]);
  });

  it('lets two candidates swap slots at once without a deadlock, keeping `booked` right', async () => {
    // Both with a free place: each move takes one slot's row and gives back the other's, in opposite orders.
    const one = await addSlot(44, 2);
    const two = await addSlot(45, 2);
    const first = await candidate();
    const second = await candidate();
    expect((await book(first.token, one)).statusCode).toBe(201);
    const secondBooking = (await book(second.token, two)).json().booking;
    const firstBooking = (
      await call(t.app, first.token, 'GET', `/api/candidates/virtual-event/${eventId}/bookings`)
    ).json().bookings[0];
    const move = (token: string, id: number, slot: number) =>
      call(t.app, token, 'PATCH', `/api/candidates/virtual-event/bookings/${id}`, {
        slot_id: slot,
        time_zone: 'Europe/Berlin',
      });
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        move(first.token, firstBooking.id, two),
        move(second.token, secondBooking.id, one),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      await move(first.token, firstBooking.id, one);
      await move(second.token, secondBooking.id, two);
    }
    const active = await t.db
      .selectFrom('event_bookings')
      .select(['slot_id', sql<number>`count(*)::int`.as('n')])
      .where('slot_id', 'in', [one, two])
      .where('cancelled_at', 'is', null)
      .groupBy('slot_id')
      .execute();
    const count = (slot: number) => active.find((row) => row.slot_id === slot)?.n ?? 0;
    expect([await booked(one), await booked(two)]).toEqual([count(one), count(two)]);
  });

  it('changes and cancels keeping `booked` right, each with a mail and a calendar invite', async () => {
    const first = await addSlot(60, 2);
    const second = await addSlot(62, 2);
    const full = await addSlot(64, 1);
    const taker = await candidate();
    expect((await book(taker.token, full)).statusCode).toBe(201);
    const ana = await candidate(eventId, { nombre: 'Ana', apellidos: 'Łukasiewicz, Jr.' });
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', ana.id).execute();

    const made = await book(ana.token, first, 'Asia/Tokyo');
    expect(made.statusCode).toBe(201);
    const booking: Booking = made.json().booking;
    expect(booking).toMatchObject({ time_zone: 'Asia/Tokyo', slot: { id: first, available: 1 } });

    const toFull = await call(t.app, ana.token, 'PATCH', `/api/candidates/virtual-event/bookings/${booking.id}`, {
      slot_id: full,
      time_zone: 'Asia/Tokyo',
    });
    expect(toFull.statusCode).toBe(422);
    expect(Object.keys(toFull.json().errors)).toEqual(['slot_id']);
    expect([await booked(first), await booked(full)]).toEqual([1, 1]);

    const changed = await call(t.app, ana.token, 'PATCH', `/api/candidates/virtual-event/bookings/${booking.id}`, {
      slot_id: second,
      time_zone: 'Asia/Tokyo',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().booking).toMatchObject({ id: booking.id, slot: { id: second } });
    expect([await booked(first), await booked(second)]).toEqual([0, 1]);

    // Someone else's booking is not found for them.
    const other = await call(t.app, taker.token, 'DELETE', `/api/candidates/virtual-event/bookings/${booking.id}`);
    expect(other.statusCode).toBe(404);

    const cancelled = await call(t.app, ana.token, 'DELETE', `/api/candidates/virtual-event/bookings/${booking.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(await booked(second)).toBe(0);
    expect(
      (await call(t.app, ana.token, 'DELETE', `/api/candidates/virtual-event/bookings/${booking.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, ana.token, 'GET', `/api/candidates/virtual-event/${eventId}/bookings`)).json().bookings,
    ).toEqual([]);

    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(3);
    const slotStart = async (id: number) =>
      (await t.db.selectFrom('event_slots').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow())
        .starts_at;
    const tokyo = (at: Date) =>
      new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(at);
    // In German (her interface language), with the time in her zone.
    expect(mails[0].subject).toContain('Interview mit Slot Owner GmbH gebucht');
    expect(mails[0].body_text).toContain(tokyo(await slotStart(first)));
    expect(mails[0].body_text).toContain('(Asia/Tokyo)');
    expect(mails[1].body_text).toContain(tokyo(await slotStart(second)));
    expect(mails[2].subject).toContain('storniert');

    // The meeting requests as a calendar reads them (ical.js): one UID for the booking's life, SEQUENCE up with every
    // change, REQUEST then CANCEL, organised by the events mailbox, the candidate asked to answer.
    const invites = mails.map((mail) => {
      const calendar = mail.calendar as { method: string; content: string };
      for (const line of calendar.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(calendar.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const read = readCalendar(calendar.content);
      expect(read.method).toBe(calendar.method);
      expect(read.events).toHaveLength(1);
      return { method: read.method, ...read.events[0] };
    });
    expect(invites.map((invite) => invite.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(new Set(invites.map((invite) => invite.uid))).toEqual(new Set([`booking-${booking.id}@localhost`]));
    expect(invites.map((invite) => invite.sequence)).toEqual([0, 1, 2]);
    expect(invites.map((invite) => invite.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    expect(invites.map((invite) => invite.organizer)).toEqual(Array(3).fill(`mailto:${t.config.mail.eventsMailbox}`));
    expect(t.config.mail.eventsMailbox).not.toContain('no-reply');
    // iCalendar times are whole seconds.
    const start = Math.floor((await slotStart(second)).getTime() / 1000) * 1000;
    expect(invites[1].start).toEqual(new Date(start));
    expect(invites[1].end).toEqual(new Date(start + 30 * 60_000));
    expect(invites[0].attendees).toEqual([
      { address: `mailto:${ana.email}`, rsvp: 'TRUE', partstat: 'NEEDS-ACTION', cn: 'Ana Łukasiewicz, Jr.' },
    ]);
    expect(invites[0].summary).toBe('Interview mit Slot Owner GmbH (German)');
    expect(mails.map((mail) => mail.headers?.['Reply-To'])).toEqual(Array(3).fill(t.config.mail.eventsMailbox));
  });

  it('shows the company who booked its slots and deletes only an unbooked one', async () => {
    const slotId = await addSlot(80, 2);
    const empty = await addSlot(81, 2);
    const nora = await candidate(eventId, { nombre: 'Nora', apellidos: 'Berg' });
    expect((await book(nora.token, slotId)).statusCode).toBe(201);
    const list = await call(t.app, owner.token, 'GET', `/api/companies/events/${eventId}/slots`);
    const slot = list.json().slots.find((s: Slot) => s.id === slotId);
    expect(slot.bookings).toEqual([{ id: expect.any(Number), name: 'Nora Berg', email: nora.email }]);
    const refused = await call(t.app, owner.token, 'DELETE', `/api/companies/events/${eventId}/slots/${slotId}`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['id']);
    const deleted = await call(t.app, owner.token, 'DELETE', `/api/companies/events/${eventId}/slots/${empty}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('event_slots').select('id').where('id', '=', empty).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('cancels a leaving candidate’s booking with its mail and invite (the seam of join-or-leave)', async () => {
    const config = { publicUrl: t.config.publicUrl, eventsMailbox: t.config.mail.eventsMailbox };
    const slotId = await addSlot(95, 2);
    const leaving = await candidate();
    expect((await book(leaving.token, slotId)).statusCode).toBe(201);
    const count = await t.db.transaction().execute((trx) => cancelEventBookings(trx, config, leaving.id, eventId));
    expect(count).toBe(1);
    expect(await booked(slotId)).toBe(0);
    const mails = await mailsTo(leaving.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Interview booked'),
      'Interview cancelled with Slot Owner GmbH',
    ]);
    const invite = readCalendar((mails[1].calendar as { content: string }).content);
    expect(invite.method).toBe('CANCEL');
    expect(invite.events[0]?.sequence).toBe(1);
  });

  it('gives the place back when a candidate with a booking deletes their account', async () => {
    const slotId = await addSlot(90, 2);
    const leaving = await candidate();
    expect((await book(leaving.token, slotId)).statusCode).toBe(201);
    expect(await booked(slotId)).toBe(1);
    await t.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await booked(slotId)).toBe(0);
  });

  it('sends each reminder once under two concurrent sweeps, and none a booking made within the hour', async () => {
    const config = { publicUrl: t.config.publicUrl, eventsMailbox: t.config.mail.eventsMailbox };
    const slotId = await addSlot(30, 3);
    const soon = await addSlot(0.5, 3);
    const early = await candidate();
    const late = await candidate();
    expect((await book(early.token, slotId)).statusCode).toBe(201);
    expect((await book(late.token, soon)).statusCode).toBe(201);
    const sweepTwice = () =>
      Promise.all([sendDueReminders({ db: t.db, config }), sendDueReminders({ db: t.db, config })]);
    const reminders = async (email: string) =>
      (await mailsTo(email)).filter((mail) => !mail.calendar).map((mail) => mail.subject);

    await sweepTwice();
    expect(await reminders(early.email)).toEqual([]);
    expect(await reminders(late.email)).toEqual([]);

    // A day before: the 24-hour reminder, once.
    await t.db
      .updateTable('event_slots')
      .set({ starts_at: sql<Date>`now() + interval '23 hours'` })
      .where('id', '=', slotId)
      .execute();
    await sweepTwice();
    await sweepTwice();
    expect(await reminders(early.email)).toEqual(['Tomorrow: your interview with Slot Owner GmbH']);

    // Within the hour: the 1-hour reminder, once.
    await t.db
      .updateTable('event_slots')
      .set({ starts_at: sql<Date>`now() + interval '50 minutes'` })
      .where('id', '=', slotId)
      .execute();
    await sweepTwice();
    await sweepTwice();
    expect(await reminders(early.email)).toEqual([
      'Tomorrow: your interview with Slot Owner GmbH',
      'In one hour: your interview with Slot Owner GmbH',
    ]);
    // Booked half an hour ahead: the confirmation was the reminder.
    expect(await reminders(late.email)).toEqual([]);
  });
});
