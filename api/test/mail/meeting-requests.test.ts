// Interview bookings as real meeting requests (docs/events.md#mails-and-calendar-invites), checked as a mail client
// and a calendar would read them: each mail goes over SMTP to a real server, its MIME is split by mailsplit and
// mailparser, its calendar read by ical.js. And the `.ics` downloads of the event screens.
import { register, useTestApp } from '../helper';
import { call, languageId, newCompany } from '../support/company';
import { deleteEvents, insertOpenEvent, insertSlot } from '../support/events';
import { mimeTree, readCalendar } from '../support/mime';
import { deliverOutboxRow } from '../support/deliver';
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp-server';

const MAIL_FROM = 'EuLangJobs <no-reply@eulangjobs.test>';

describe('booking mails are meeting requests; bookings and slots download as .ics', () => {
  const t = useTestApp({ MAIL_FROM, EVENTS_REPLY_TO: 'interviews@eulangjobs.test' });
  const German = languageId('German');
  const events: number[] = [];
  let server: LocalSmtpServer;
  let address = 0;
  const from = () => `10.17.${Math.floor(++address / 200)}.${address % 200}`;
  let owner: { token: string; companyId: number };
  let stranger: { token: string; companyId: number };
  let eventId: number;

  beforeAll(async () => {
    server = await startSmtpServer();
    owner = await newCompany(t, { company_name: 'Invite Owner GmbH' }, from());
    stranger = await newCompany(t, { company_name: 'Invite Stranger GmbH' }, from());
    eventId = await insertOpenEvent(t.db, 'Invite week', { language_ids: [German], companies: [owner.companyId] });
    events.push(eventId);
  });

  afterAll(async () => {
    await server?.close();
    await deleteEvents(events);
  });

  const addSlot = (hours: number) =>
    insertSlot(t.db, { eventId, companyId: owner.companyId, languageId: German, hours, capacity: 3 });

  const candidate = async (fields: Record<string, unknown> = {}) => {
    const { email, response } = await register(t.app, fields, from());
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .insertInto('candidate_virtual_events')
      .values({ user_id: user.id, fk_virtual_event_id: eventId, origin: 'test' })
      .execute();
    return { token: response.json().token as string, email, id: user.id };
  };

  /** The newest outbox row to `email`, delivered over SMTP. */
  const receiveLatest = async (email: string) => {
    const row = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return deliverOutboxRow(server, t.db, row.id, MAIL_FROM);
  };

  /** What a mail client finds: the MIME tree, the calendar alternative read by ical.js, the attached file. */
  const meetingRequest = async (email: string) => {
    const mail = await receiveLatest(email);
    const tree = await mimeTree(mail.raw);
    const inline = mail.parsed.attachments.find((part) => part.contentType === 'text/calendar');
    const file = mail.parsed.attachments.find((part) => part.filename === 'invite.ics');
    if (!inline || !file) throw new Error('no calendar part');
    return { mail, tree, calendar: readCalendar(inline.content.toString('utf8')), file };
  };

  it('sends text, HTML and an inline text/calendar request as alternatives; moves and cancellation keep the UID', async () => {
    const first = await addSlot(48);
    const second = await addSlot(50);
    const ana = await candidate({ nombre: 'Ana', apellidos: 'Kowalska' });
    const made = await call(t.app, ana.token, 'POST', '/api/candidates/virtual-event/bookings', {
      slot_id: first,
      time_zone: 'Europe/Warsaw',
    });
    expect(made.statusCode).toBe(201);
    const bookingId = made.json().booking.id as number;

    const booked = await meetingRequest(ana.email);
    // multipart/mixed [ multipart/alternative [ text/plain, text/html, text/calendar; method=REQUEST ], invite.ics ]
    expect(
      booked.tree.map(({ contentType, parent, method, disposition }) => ({ contentType, parent, method, disposition })),
    ).toEqual([
      { contentType: 'multipart/mixed', parent: null, method: null, disposition: null },
      { contentType: 'multipart/alternative', parent: 'multipart/mixed', method: null, disposition: null },
      { contentType: 'text/plain', parent: 'multipart/alternative', method: null, disposition: null },
      { contentType: 'text/html', parent: 'multipart/alternative', method: null, disposition: null },
      { contentType: 'text/calendar', parent: 'multipart/alternative', method: 'REQUEST', disposition: null },
      { contentType: 'application/ics', parent: 'multipart/mixed', method: null, disposition: 'attachment' },
    ]);
    expect(booked.mail.parsed.text).toContain('Your interview is booked.');
    expect(booked.mail.parsed.html).toContain('Your interview is booked.');
    // The attached file is the same request, for clients that read only attachments.
    expect(readCalendar(booked.file.content.toString('utf8'))).toEqual(booked.calendar);
    // Replies reach the events mailbox, never the no-reply sender.
    expect(booked.mail.parsed.from?.value[0]?.address).toBe('no-reply@eulangjobs.test');
    expect(booked.mail.parsed.replyTo?.value[0]?.address).toBe('interviews@eulangjobs.test');

    const request = booked.calendar;
    expect(request.method).toBe('REQUEST');
    expect(request.events).toHaveLength(1);
    const [event] = request.events;
    expect(event).toMatchObject({
      uid: `booking-${bookingId}@localhost`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: 'Interview with Invite Owner GmbH (German)',
      organizer: 'mailto:interviews@eulangjobs.test',
      attendees: [{ address: `mailto:${ana.email}`, rsvp: 'TRUE', partstat: 'NEEDS-ACTION', cn: 'Ana Kowalska' }],
    });

    // Moved: the same UID, SEQUENCE 1, a REQUEST at the new time.
    const moved = await call(t.app, ana.token, 'PATCH', `/api/candidates/virtual-event/bookings/${bookingId}`, {
      slot_id: second,
      time_zone: 'Europe/Warsaw',
    });
    expect(moved.statusCode).toBe(200);
    const move = (await meetingRequest(ana.email)).calendar;
    expect(move.method).toBe('REQUEST');
    expect(move.events[0]).toMatchObject({ uid: event?.uid, sequence: 1, status: 'CONFIRMED' });
    expect(move.events[0]?.start.getTime()).toBe((event?.start.getTime() ?? 0) + 2 * 3600_000);

    // Cancelled: METHOD:CANCEL for the same UID, SEQUENCE 2, so the calendar removes it.
    expect(
      (await call(t.app, ana.token, 'DELETE', `/api/candidates/virtual-event/bookings/${bookingId}`)).statusCode,
    ).toBe(200);
    const cancelled = await meetingRequest(ana.email);
    expect(cancelled.tree.find((part) => part.contentType === 'text/calendar')?.method).toBe('CANCEL');
    expect(cancelled.calendar.method).toBe('CANCEL');
    expect(cancelled.calendar.events[0]).toMatchObject({ uid: event?.uid, sequence: 2, status: 'CANCELLED' });
  });

  it("downloads the candidate's own booking as .ics (PUBLISH, the invites' UID and SEQUENCE), nobody else's", async () => {
    const slot = await addSlot(70);
    const ben = await candidate({ nombre: 'Ben' });
    const other = await candidate();
    const made = await call(t.app, ben.token, 'POST', '/api/candidates/virtual-event/bookings', {
      slot_id: slot,
      time_zone: 'Europe/Berlin',
    });
    const bookingId = made.json().booking.id as number;
    const url = `/api/candidates/virtual-event/bookings/${bookingId}/calendar`;

    const file = await call(t.app, ben.token, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="interview-${bookingId}.ics"`);
    const read = readCalendar(file.body);
    expect(read.method).toBe('PUBLISH');
    expect(read.events).toEqual([
      expect.objectContaining({
        uid: `booking-${bookingId}@localhost`,
        sequence: 0,
        organizer: 'mailto:interviews@eulangjobs.test',
        attendees: [],
      }),
    ]);

    expect((await call(t.app, other.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, owner.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(t.app, null, 'GET', url)).statusCode).toBe(401);
    await call(t.app, ben.token, 'DELETE', `/api/candidates/virtual-event/bookings/${bookingId}`);
    expect((await call(t.app, ben.token, 'GET', url)).statusCode).toBe(404);
  });

  it("downloads the company's slots of an event with who booked each; another company gets 404", async () => {
    const slot = await addSlot(90);
    const cleo = await candidate({ nombre: 'Cleo', apellidos: 'Dupont' });
    await call(t.app, cleo.token, 'POST', '/api/candidates/virtual-event/bookings', {
      slot_id: slot,
      time_zone: 'Europe/Paris',
    });
    const url = `/api/companies/events/${eventId}/slots/calendar`;
    const file = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'fr' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const read = readCalendar(file.body);
    expect(read.method).toBe('PUBLISH');
    const event = read.events.find((each) => each.uid === `slot-${slot}@localhost`);
    expect(event?.summary).toMatch(/^Entretiens : Invite week \d+ \(German\)$/);
    const description = file.body.replace(/\r\n /g, '');
    expect(description).toContain(`Cleo Dupont <${cleo.email}>`);
    expect(description).toContain('Places réservées : 1 sur 3');

    const refused = await call(t.app, stranger.token, 'GET', url);
    expect(refused.statusCode).toBe(404);
  });
});
