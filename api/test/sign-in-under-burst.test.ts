import { request } from 'node:http';
import type { Db } from '../src/db/database';
import type { HashTurn } from '../src/lib/hashing-queue';
import { hashingQueue } from '../src/lib/passwords';
import { GOOD_PASSWORD, uniqueEmail } from './helper';
import { type RealServer, startRealServer } from './support/real-server';

/**
 * docs/security.md#password-hashing-under-load: hashing a password is the one expensive step anyone may start
 * without an account, and two run at once. A burst from one address must not keep everyone else out. The real
 * server (not inject), so the requests really are concurrent, behind a trusted proxy on loopback so each request
 * can say which client it is for (X-Forwarded-For).
 *
 * What is asserted is the owner's place in the queue, not a time: how many hashes start between the owner's login
 * asking for a turn and getting it. The server runs in this process, so the queue is watched directly. A limit in
 * milliseconds failed whenever the machine was busy with other work (docs/testing.md#no-timed-assertions).
 */
describe('a burst of sign-ins from one address', () => {
  let server: RealServer;
  /** Each turn asked for and each hash started, in order, with the client address it is for. */
  const queue: { caller?: string; what: 'asked' | 'started' }[] = [];
  /** Turns asked for and not yet ended (running, waiting, or being refused). */
  let held = 0;
  let db: Db;
  let base: string;
  let xsrf: { cookie: string; 'x-xsrf-token': string };

  beforeAll(async () => {
    server = await startRealServer({ TRUST_PROXY: '127.0.0.1' }, 10);
    ({ db, base } = server);
    const ping = await fetch(`${base}/api/ping`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(ping.headers.get('set-cookie') ?? '')?.[1] as string;
    xsrf = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    const run = hashingQueue.run;
    jest.spyOn(hashingQueue, 'run').mockImplementation(((work: () => Promise<unknown>, turn?: HashTurn) => {
      queue.push({ caller: turn?.caller, what: 'asked' });
      held++;
      return run(() => {
        queue.push({ caller: turn?.caller, what: 'started' });
        return work();
      }, turn).finally(() => held--);
    }) as typeof hashingQueue.run);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await server.close();
  });

  const send = (path: string, body: object, from: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...xsrf, 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });

  async function newAccount(from: string) {
    const email = uniqueEmail('owner');
    const response = await send(
      '/api/auth/register',
      { type: 'candidate', email, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, nombre: 'Ana' },
      from,
    );
    expect(response.status).toBe(200);
    return email;
  }

  /**
   * Starts `burst`, lets it fill its places in the queue (or end), then sends the owner's login from elsewhere;
   * `ahead` is how many hashes started while the owner's login waited for its turn.
   */
  async function ownerLoginDuring(burst: () => Promise<Response>[], owner: { email: string; from: string }) {
    queue.length = 0;
    let answered = 0;
    const sent = burst().map((answer) => answer.finally(() => answered++));
    // Until every request of the burst has been answered or holds a place in the queue: the owner then finds the
    // queue as full as the burst can make it.
    for (let i = 0; i < 2000 && answered + held < sent.length; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await send('/api/auth/login', { email: owner.email, password: GOOD_PASSWORD }, owner.from);
    const statuses = (await Promise.all(sent)).map((answer) => answer.status);
    const asked = queue.findIndex((turn) => turn.caller === owner.from && turn.what === 'asked');
    const started = queue.findIndex((turn, i) => i > asked && turn.caller === owner.from && turn.what === 'started');
    expect(asked).toBeGreaterThanOrEqual(0);
    expect(started).toBeGreaterThan(asked);
    const ahead = queue.slice(asked + 1, started).filter((turn) => turn.what === 'started').length;
    return { status: response.status, ahead, statuses };
  }

  it('100 logins at once from one address leave another address signing in behind a few hashes at most', async () => {
    const owner = { email: await newAccount('198.51.100.21'), from: '198.51.100.21' };
    const { status, ahead, statuses } = await ownerLoginDuring(
      () =>
        Array.from({ length: 100 }, (_, i) =>
          send('/api/auth/login', { email: uniqueEmail(`spray${i}`), password: 'wrong-password-1' }, '203.0.113.41'),
        ),
      owner,
    );
    expect(status).toBe(200);
    // The burst's address holds 4 places at most (running or waiting): the owner waits behind those, never the 100.
    expect(ahead).toBeLessThanOrEqual(4);
    // The burst is refused, not served: most of it never reaches the hashing.
    expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(20);
  });

  it('100 registrations at once from one address leave another address signing in behind a few hashes at most', async () => {
    const owner = { email: await newAccount('198.51.100.22'), from: '198.51.100.22' };
    const { status, ahead, statuses } = await ownerLoginDuring(
      () =>
        Array.from({ length: 100 }, (_, i) =>
          send(
            '/api/auth/register',
            {
              type: 'candidate',
              email: uniqueEmail(`flood${i}`),
              password: GOOD_PASSWORD,
              password_confirmation: GOOD_PASSWORD,
              nombre: 'Bot',
            },
            '203.0.113.42',
          ),
        ),
      owner,
    );
    expect(status).toBe(200);
    // The burst's address holds 4 places at most (running or waiting): the owner waits behind those, never the 100.
    expect(ahead).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
  });

  it('a registration whose client goes away while it waits is dropped: never hashed, no account', async () => {
    // Both hashing places held, so the registration waits in the queue.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [hashingQueue.run(() => held), hashingQueue.run(() => held)];
    const email = uniqueEmail('gone');
    // A client that goes away closes its connection: node:http's destroy() does so at once (fetch's abort left the
    // connection open, so the server saw the client leave only when its request timed out, 30 s later).
    const client = request(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { ...xsrf, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
    });
    const sent = new Promise((resolve) => client.on('close', resolve));
    client.on('error', () => undefined);
    client.end(
      JSON.stringify({
        type: 'candidate',
        email,
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
        nombre: 'Gone',
      }),
    );
    while (hashingQueue.size().waiting === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    client.destroy();
    await sent;
    for (let i = 0; i < 100 && hashingQueue.size().waiting > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(hashingQueue.size().waiting).toBe(0);
    release();
    await Promise.all(holders);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const account = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(account).toBeUndefined();
  });
});
