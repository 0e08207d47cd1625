import { freePort } from '../support/free-port';
import { sql } from 'kysely';
import { createDb, createPool, type Db } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedDemoAccounts, seedReference } from '../../src/db/seed';
import { queueMail } from '../../src/mail/outbox';
import { buildTestApp, type TestApp, xsrfHeaders } from '../helper';
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp-server';
import { databaseUrl as databaseUrlOf } from '../support/databases';

/**
 * Mail leaves the outbox by SMTP, to a real SMTP server started here, from one or several api instances on one
 * database; without SMTP the development outbox page shows it (docs/operations.md, "Mail").
 * The tests run on a database of their own: the senders would otherwise also send the other test files' mail.
 */

const FAST = { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '200', MAIL_FROM: 'EuLangJobs <no-reply@eulangjobs.test>' };
const CANDIDATE = 'candidate@example.com';

let databaseUrl: string;
let adminDb: Db;
let db: Db;
const apps: TestApp[] = [];
const servers: LocalSmtpServer[] = [];

async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp(env, databaseUrl);
  apps.push(t);
  return t;
}

async function smtp(port = 0): Promise<LocalSmtpServer> {
  const server = await startSmtpServer(port);
  servers.push(server);
  return server;
}

async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const unsent = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`.execute(db))
      .rows[0]?.n,
  );
const row = (to: string) => db.selectFrom('outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `mail_${process.pid}`;
  const adminPool = createPool(base, 1);
  adminPool.on('error', () => undefined);
  adminDb = createDb(adminPool);
  await sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(adminDb);
  await sql.raw(`CREATE DATABASE ${name}`).execute(adminDb);
  databaseUrl = databaseUrlOf(name, base);
  const pool = createPool(databaseUrl, 2);
  // The teardown drops this database WITH (FORCE): a connection still closing then ends with 57P01, which an
  // unhandled pool error would turn into a failed suite (as the helper's pools do, ignore it).
  pool.on('error', () => undefined);
  db = createDb(pool);
  await migrate(pool);
  await seedReference(db);
  await seedDemoAccounts(db);
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await db.deleteFrom('outbox').execute();
});

afterAll(async () => {
  await db.destroy();
  await sql.raw(`DROP DATABASE IF EXISTS mail_${process.pid} WITH (FORCE)`).execute(adminDb);
  await adminDb.destroy();
});

test('a password reset mail reaches the SMTP server with the recipient, subject and a link that resets the password', async () => {
  const server = await smtp();
  const t = await app({ ...FAST, SMTP_URL: server.url });
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/email',
    headers: await xsrfHeaders(t.app),
    payload: { email: CANDIDATE },
  });
  expect(asked.statusCode).toBe(200);

  const mail = await eventually(async () => server.received[0]);
  expect(mail.envelopeTo).toEqual([CANDIDATE]);
  expect(mail.parsed.subject).toBe('Reset your EuLangJobs password');
  expect(mail.parsed.from?.text).toContain('no-reply@eulangjobs.test');
  const link = /https?:\/\/\S+\/password\/reset\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(mail.parsed.text ?? '');
  expect(link).not.toBeNull();
  expect(decodeURIComponent(link?.[2] ?? '')).toBe(CANDIDATE);
  // The sender marks the row sent once the server has accepted the mail: a moment after the server has it.
  const sent = await eventually(async () => {
    const stored = await row(CANDIDATE);
    return stored.sent_at ? stored : null;
  });
  expect(sent.message_id).toBe(mail.messageId);

  // The link in the mail works: the token it carries resets the password.
  const password = 'amber-lighthouse-77';
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    headers: await xsrfHeaders(t.app),
    payload: { token: link?.[1], email: CANDIDATE, password, password_confirmation: password },
  });
  expect(reset.statusCode).toBe(200);
});

test('an attachment of the outbox row reaches the SMTP server as its own part', async () => {
  const server = await smtp();
  await app({ ...FAST, SMTP_URL: server.url });
  const invite = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
  await queueMail(db, {
    to: 'invited@example.test',
    subject: 'Interview booked',
    text: 'The invite is attached.',
    html: '<p>The invite is attached.</p>',
    attachments: [
      { filename: 'invite.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST', content: invite },
    ],
  });
  const mail = await eventually(async () => server.received[0]);
  expect(mail.parsed.text?.trim()).toBe('The invite is attached.');
  const [attachment] = mail.parsed.attachments;
  expect(attachment.filename).toBe('invite.ics');
  expect(attachment.contentType).toBe('text/calendar');
  expect(attachment.content.toString('utf8')).toBe(invite);
});

test('while the SMTP server is down the mail waits and is retried, then delivered exactly once', async () => {
  const port = await freePort();
  await app({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` });
  await queueMail(db, { to: 'down@example.test', subject: 'Down, then up', text: 'Hello', html: '<p>Hello</p>' });

  const failed = await eventually(async () => {
    const mail = await row('down@example.test');
    return mail.attempts >= 1 && mail.last_error ? mail : null;
  });
  expect(failed.sent_at).toBeNull();
  expect(failed.failed_at).toBeNull();
  expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() - 1000);

  const server = await smtp(port);
  await eventually(async () => (await row('down@example.test')).sent_at);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.received.map((mail) => mail.parsed.subject)).toEqual(['Down, then up']);
  expect(server.received[0].messageId).toBe((await row('down@example.test')).message_id);
});

test('a temporary refusal (451) is retried with backoff and the mail is then accepted once; a refused recipient (550) is given up', async () => {
  const server = await smtp();
  server.answer('temporary');
  await app({ ...FAST, SMTP_URL: server.url });
  await queueMail(db, { to: 'later@example.test', subject: 'Refused twice', text: 'Hello', html: '<p>Hello</p>' });

  // Two refusals recorded (not just claimed): the second attempt is over.
  await eventually(async () => {
    const mail = await row('later@example.test');
    return mail.attempts >= 2 && mail.locked_until === null && mail.last_error?.includes('Try again later');
  });
  expect(server.received).toEqual([]);
  server.answer('accept');
  await eventually(async () => (await row('later@example.test')).sent_at);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.received.map((mail) => mail.envelopeTo)).toEqual([['later@example.test']]);
  const sent = await row('later@example.test');
  expect(sent.attempts).toBeGreaterThanOrEqual(3);
  expect(sent.last_error).toBeNull();

  server.answer('permanent-recipient');
  await queueMail(db, { to: 'nobody@example.test', subject: 'No such user', text: 'Hello', html: '<p>Hello</p>' });
  const givenUp = await eventually(
    async () => (await row('nobody@example.test')).failed_at && (await row('nobody@example.test')),
  );
  expect(givenUp.attempts).toBe(1);
  expect(givenUp.last_error).toContain('no such user');
});

test('two api instances on one database send each mail once', async () => {
  const server = await smtp();
  server.delayMs = 50;
  for (let i = 0; i < 40; i++)
    await queueMail(db, { to: `many-${i}@example.test`, subject: `Mail ${i}`, text: 'Hello', html: '<p>Hello</p>' });
  // Each instance signs its mail, to see that both took part.
  await Promise.all(
    ['one', 'two'].map((name) => app({ ...FAST, SMTP_URL: server.url, MAIL_FROM: `${name}@eulangjobs.test` })),
  );

  await eventually(async () => (await unsent()) === 0, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const recipients = server.received.map((mail) => mail.envelopeTo.join());
  expect(recipients).toHaveLength(40);
  expect(new Set(recipients).size).toBe(40);
  expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(40);
  expect(new Set(server.received.map((mail) => mail.parsed.from?.text))).toEqual(
    new Set(['one@eulangjobs.test', 'two@eulangjobs.test']),
  );
  const attempts = await db.selectFrom('outbox').select('attempts').execute();
  expect(attempts.every((mail) => mail.attempts === 1)).toBe(true);
});

test('a mail whose sender died mid-delivery is sent again after its lease, with the same Message-ID', async () => {
  const server = await smtp();
  await queueMail(db, { to: 'lease@example.test', subject: 'Lease', text: 'Hello', html: '<p>Hello</p>' });
  // What a sender that crashed after claiming leaves: one attempt, a Message-ID, a lease.
  const claimed = { attempts: 1, message_id: '<crashed.1@eulangjobs.test>' };
  const lease = (until: ReturnType<typeof sql>) =>
    sql`UPDATE outbox SET locked_until = ${until} WHERE to_address = 'lease@example.test'`.execute(db);
  await db.updateTable('outbox').set(claimed).where('to_address', '=', 'lease@example.test').execute();
  await lease(sql`now() + interval '1 hour'`);
  await app({ ...FAST, SMTP_URL: server.url });

  // While the lease runs, no sender touches the mail (this one polls every 50 ms).
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(server.received).toEqual([]);
  expect((await row('lease@example.test')).attempts).toBe(1);
  // The lease runs out: the mail goes, once, with the Message-ID of the first attempt.
  await lease(sql`now() - interval '1 second'`);
  await eventually(async () => (await row('lease@example.test')).sent_at);
  expect(server.received.map((mail) => mail.messageId)).toEqual([claimed.message_id]);
});

describe('the development outbox page', () => {
  test('lists each mail with recipient, subject, time and clickable links', async () => {
    const t = await app({});
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/email',
      headers: await xsrfHeaders(t.app),
      payload: { email: CANDIDATE },
    });
    await queueMail(db, {
      to: 'markup@example.test',
      subject: '<b>not bold</b>',
      text: 'See https://example.test/a?b=1&c=2 now',
      html: '<p style="color:#b34700">See <a href="https://example.test/a?b=1&amp;c=2">the page</a></p>',
    });
    await queueMail(db, {
      to: 'invited@example.test',
      subject: 'Interview booked',
      text: 'Invite attached',
      html: '<p>Invite attached</p>',
      attachments: [{ filename: 'notes.txt', content_type: 'text/plain', content: 'Bring your CV' }],
      calendar: { method: 'REQUEST', content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n' },
    });

    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Development outbox</h1>');
    expect(page.body).toContain(CANDIDATE);
    expect(page.body).toContain('Reset your EuLangJobs password');
    expect(page.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    expect(page.body).toMatch(
      /<a href="https?:\/\/[^"]+\/password\/reset\/[A-Za-z0-9_-]+\?email=candidate%40example\.com">/,
    );
    expect(page.body).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(page.body).toContain('<a href="https://example.test/a?b=1&amp;c=2">');
    expect(page.body).toContain('Attachment: notes.txt (text/plain)');
    expect(page.body).toContain('Calendar part: METHOD:REQUEST (invite.ics)');
    // The HTML part as a mail client gets it, under a policy of its own that allows inline styles and nothing else.
    const markup = await row('markup@example.test');
    expect(page.body).toContain(`<a href="/dev/mail/${markup.id}/html">The HTML part</a>`);
    const html = await t.app.inject({ method: 'GET', url: `/dev/mail/${markup.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe(
      '<p style="color:#b34700">See <a href="https://example.test/a?b=1&amp;c=2">the page</a></p>',
    );
    expect(html.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:",
    );
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/999999999/html' })).statusCode).toBe(404);
    // Nothing was sent: there is no SMTP server.
    expect((await row(CANDIDATE)).attempts).toBe(0);
  });

  test('does not exist in production or when SMTP is configured', async () => {
    await queueMail(db, {
      to: 'secret@example.test',
      subject: 'Private',
      text: 'https://example.test/password/reset/abc',
      html: '<p>https://example.test/password/reset/abc</p>',
    });
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1' },
      { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_MS: '60000' },
    ];
    for (const env of envs) {
      const t = await app(env);
      const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
      expect(page.body).not.toContain('Development outbox');
      expect(page.body).not.toContain('secret@example.test');
    }
  });
});
