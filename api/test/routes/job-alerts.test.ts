// Long because the candidate's alert calls, the sweeper and the unsubscribe link share one pool, one SMTP and the jobs they add (the job queue's tests are job-alerts-worker.test.ts).
import { sql } from 'kysely';
import { type Locale, MAX_JOB_ALERTS } from 'shared-kit/contracts';
import { createPool } from '../../src/db/database';
import { insertJobs } from '../../src/db/seed';
import { OutboxSender, smtpTransport } from '../../src/mail/sender';
import { type SweepDeps, sweepJobAlerts } from '../../src/services/job-alerts/sweep';
import { FIXTURE_JOBS } from '../fixtures';
import { register, useTestApp, xsrfHeaders } from '../helper';
import { publishJobNow } from '../support/job-alerts';
import { startSmtpServer } from '../support/smtp-server';
import { recordingDb } from '../support/query-plans';

/** A word no fixture job has: the alerts of these tests search for it, and only the jobs added here carry it. */
const WORD = 'Zebrafischzucht';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('job alerts: the candidate calls, the sweeper and the unsubscribe link', () => {
  const t = useTestApp();
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  pool.on('error', () => undefined);
  const added: number[] = [];
  let jobSeq = 0;

  afterAll(async () => {
    // Other test files count the active jobs: the ones added here go.
    if (added.length) await pool.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [added]);
    await pool.end();
  });

  const deps = (): SweepDeps => ({ db: t.db, reference: t.app.reference, config: t.config, log: quiet });

  /** Publishes a new active job whose title has WORD in it, now. */
  const publish = async (title = `${WORD} Manager`) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = await publishJobNow(pool, { url: `alert-test-${Date.now()}-${++jobSeq}`, title });
    added.push(id);
    return id;
  };

  const candidate = async (fields: Record<string, unknown> = {}) => {
    const { email, response } = await register(t.app, fields);
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, email, auth: { authorization: `Bearer ${token}` } };
  };

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { ...(await xsrfHeaders(t.app)), ...headers }, payload });

  const save = (auth: Record<string, string>, path: string, frequency = 'instant') =>
    call('POST', '/api/candidates/job-alerts', auth, { path, frequency });

  const mailsTo = (email: string) =>
    t.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

  it('saves a search once, lists, changes, pauses and deletes it', async () => {
    const me = await candidate();
    const first = await save(me.auth, `/jobs-in-Germany/3?keywords=${WORD}&_from=40&job=1`, 'daily');
    expect(first.statusCode).toBe(201);
    const alert = first.json().alert;
    expect(alert).toEqual({
      id: expect.any(Number),
      path: `/jobs-in-Germany?keywords=${WORD}`,
      label: `Jobs in Germany: “${WORD}”`,
      name: null,
      frequency: 'daily',
      paused: false,
      created_at: expect.any(String),
      last_run_at: null,
    });
    expect(first.json().message).toBe('Job alert saved.');

    // The same search (another page, other hidden parameters) is the same alert: its frequency changes.
    const again = await save(me.auth, `/jobs-in-Germany?keywords=${WORD}`, 'weekly');
    expect(again.statusCode).toBe(200);
    expect(again.json().alert).toMatchObject({ id: alert.id, frequency: 'weekly' });

    const list = await call('GET', '/api/candidates/job-alerts', me.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().alerts).toHaveLength(1);

    const paused = await call('PATCH', `/api/candidates/job-alerts/${alert.id}`, me.auth, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().alert).toMatchObject({ paused: true, frequency: 'weekly' });
    const instant = await call('PATCH', `/api/candidates/job-alerts/${alert.id}`, me.auth, { frequency: 'instant' });
    expect(instant.json().alert).toMatchObject({ paused: true, frequency: 'instant' });
    const bad = await call('PATCH', `/api/candidates/job-alerts/${alert.id}`, me.auth, { frequency: 'hourly' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('frequency');

    const deleted = await call('DELETE', `/api/candidates/job-alerts/${alert.id}`, me.auth);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', '/api/candidates/job-alerts', me.auth)).json().alerts).toEqual([]);
    expect((await call('DELETE', `/api/candidates/job-alerts/${alert.id}`, me.auth)).statusCode).toBe(404);
  });

  it('refuses what is not a job list of this site with a 422 on path', async () => {
    const me = await candidate();
    for (const path of [
      'https://evil.example/jobs',
      '//evil.example/jobs',
      '/account/my-profile',
      '/jobs-in-Atlantis',
      '',
    ]) {
      const response = await save(me.auth, path);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['path']);
    }
  });

  it(`keeps at most ${MAX_JOB_ALERTS} alerts per candidate`, async () => {
    const me = await candidate();
    for (let i = 1; i <= MAX_JOB_ALERTS; i++) {
      expect((await save(me.auth, `/jobs?keywords=${WORD}${i}`)).statusCode).toBe(201);
    }
    const eleventh = await save(me.auth, `/jobs?keywords=${WORD}-more`);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors.path).toEqual([
      `You can keep at most ${MAX_JOB_ALERTS} job alerts. Delete one to save this search.`,
    ]);
    // Saving one of the ten again is not an eleventh.
    expect((await save(me.auth, `/jobs?keywords=${WORD}1`, 'weekly')).statusCode).toBe(200);
  });

  it("never lets a candidate read, change or delete another's alert, nor a guest any", async () => {
    const owner = await candidate();
    const other = await candidate();
    const { id } = (await save(owner.auth, `/remote-jobs?keywords=${WORD}`)).json().alert;
    expect((await call('PATCH', `/api/candidates/job-alerts/${id}`, other.auth, { paused: true })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/candidates/job-alerts/${id}`, other.auth)).statusCode).toBe(404);
    expect((await call('GET', '/api/candidates/job-alerts', other.auth)).json().alerts).toEqual([]);
    expect((await call('GET', '/api/candidates/job-alerts', {})).statusCode).toBe(401);
    expect((await save({}, '/jobs')).statusCode).toBe(401);
    expect((await call('DELETE', `/api/candidates/job-alerts/${id}`, {})).statusCode).toBe(401);
    const mine = (await call('GET', '/api/candidates/job-alerts', owner.auth)).json().alerts;
    expect(mine).toEqual([expect.objectContaining({ id, paused: false })]);
  });

  it('mails each new matching job once per alert, however often the sweeper runs', async () => {
    const me = await candidate();
    const { id } = (await save(me.auth, `/jobs?keywords=${WORD}`)).json().alert;
    // Jobs published before the alert existed are not news.
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toEqual([]);

    await publish(`${WORD} Team Lead`);
    await sweepJobAlerts(deps());
    await sweepJobAlerts(deps());
    let mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`1 new job for “${WORD}”: Jobs in Europe`);
    expect(mails[0]?.body_text).toContain(`${WORD} Team Lead`);
    expect(mails[0]?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:8080\/api\/job-alerts\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The visible link is the same confirmation page.
    const link = mails[0]?.headers?.['List-Unsubscribe']?.slice(1, -1) as string;
    expect(mails[0]?.body_text).toContain(link);

    // Two sweepers at once (two replicas) still mail the next job once.
    await publish(`${WORD} Designer`);
    await Promise.all([sweepJobAlerts(deps()), sweepJobAlerts(deps())]);
    mails = await mailsTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain(`${WORD} Designer`);
    expect(mails[1]?.body_text).not.toContain(`${WORD} Team Lead`);

    const row = await t.db
      .selectFrom('job_alerts')
      .select('last_run_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_run_at).not.toBeNull();
  });

  it('alerts of one search made at different times each get their own new jobs, from one search of it', async () => {
    // A word of its own: the alerts of the other tests are swept too, and their searches are not counted here.
    const word = 'Okapiforschung';
    const path = `/jobs?keywords=${word}`;
    const first = await candidate();
    await save(first.auth, path);
    await publish(`${word} Ranger`);
    const second = await candidate();
    await save(second.auth, path);
    await publish(`${word} Keeper`);
    const third = await candidate();
    // A page size is not part of a search: the same address.
    await save(third.auth, `${path}&_size=5`);
    const j3 = await publish(`${word} Guide`);
    const recording = recordingDb(pool);
    const result = await sweepJobAlerts({ ...deps(), db: recording.db });
    expect(result.mails).toBeGreaterThanOrEqual(3);
    const titles = async (email: string) =>
      (await mailsTo(email)).map(
        (mail) =>
          mail.subject.replace(/:.*/, '') +
          ' | ' +
          mail.body_text.match(new RegExp(`${word} (Ranger|Keeper|Guide)`, 'g'))?.join(', '),
      );
    expect(await titles(first.email)).toEqual([
      `3 new jobs for “${word}” | ${word} Guide, ${word} Keeper, ${word} Ranger`,
    ]);
    expect(await titles(second.email)).toEqual([`2 new jobs for “${word}” | ${word} Guide, ${word} Keeper`]);
    expect(await titles(third.email)).toEqual([`1 new job for “${word}” | ${word} Guide`]);
    // The three alerts' search ran once, and the job all three mail was read once (no query about it twice).
    // A value is a query's parameter, or in one (the job hydration takes its ids as one array: src/db/prepared.ts).
    const about = (value: unknown) =>
      recording.queries
        .filter((query) => query.parameters.some((p) => p === value || (Array.isArray(p) && p.includes(value))))
        .map((query) => query.sql);
    // The keyword's title words are looked up once before it (docs/search.md#title-words).
    const [lookup, ...search] = about(word);
    expect(lookup).toMatch(/job_title_words/);
    expect(search).toHaveLength(1);
    const aboutJ3 = about(j3);
    expect(aboutJ3.length).toBeGreaterThan(0);
    expect(new Set(aboutJ3).size).toBe(aboutJ3.length);
    // Nothing twice: the next sweeps find nothing new; a new job reaches all three once.
    await sweepJobAlerts(deps());
    expect((await mailsTo(first.email)).length + (await mailsTo(third.email)).length).toBe(2);
    await publish(`${word} Tracker`);
    await Promise.all([sweepJobAlerts(deps()), sweepJobAlerts(deps())]);
    for (const who of [first, second, third]) {
      const mails = await mailsTo(who.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.subject).toBe(`1 new job for “${word}”: Jobs in Europe`);
      expect(mails[1]?.body_text).toContain(`${word} Tracker`);
    }
  });

  it("mails every alert of a batch whose jobs' cards take more than one query (over 200 jobs)", async () => {
    // The sweep reads job cards 200 at a time (HYDRATE_CHUNK in sweep-memo.ts). 21 alerts of 20 new jobs each: 420
    // jobs, in one batch or two (a batch claims 250 alerts, and other tests' alerts may come first).
    const words = Array.from({ length: 21 }, (_, i) => `Kaktuspflege${String.fromCharCode(97 + i)}`);
    const people: { email: string; word: string }[] = [];
    for (const word of words) {
      const who = await candidate();
      expect((await save(who.auth, `/jobs?keywords=${word}`)).statusCode).toBe(201);
      people.push({ email: who.email, word });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    const now = new Date();
    const ids = await insertJobs(
      pool,
      words.flatMap((word) =>
        Array.from({ length: 20 }, (_, n) => ({
          ...FIXTURE_JOBS[0],
          url: `alert-batch-${word}-${n}`,
          title: `${word} Gardener ${n}`,
          published_at: now,
        })),
      ),
    );
    added.push(...ids);
    await sweepJobAlerts(deps());
    for (const { email, word } of people) {
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual([`20 new jobs for “${word}”: Jobs in Europe`]);
      for (let n = 0; n < 20; n++) expect(mails[0]?.body_text).toMatch(new RegExp(`${word} Gardener ${n}\\b`));
    }
  });

  it('never mails a job again on the next sweeps when its publication time has microseconds (as now() writes)', async () => {
    const me = await candidate();
    const { id } = (await save(me.auth, `/jobs?keywords=${WORD}`)).json().alert;
    await sweepJobAlerts(deps());
    const job = await publish(`${WORD} Microsecond Analyst`);
    // What a company's publish writes: the database's clock, to the microsecond (JavaScript dates stop at the ms).
    await pool.query(
      "UPDATE jobs SET published_at = date_trunc('milliseconds', now()) + interval '123 microseconds' WHERE id = $1",
      [job],
    );
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toHaveLength(1);
    // Every later sweep (the alert due again, as a minute later) finds nothing new.
    for (let sweep = 0; sweep < 3; sweep += 1) {
      await pool.query("UPDATE job_alerts SET last_run_at = now() - interval '1 day' WHERE id = $1", [id]);
      await sweepJobAlerts(deps());
    }
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it("mails in the candidate's language, and not at all while email notifications are off or the alert is paused", async () => {
    const me = await candidate();
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', me.id).execute();
    const { id } = (await save(me.auth, `/jobs?keywords=${WORD}`)).json().alert;

    await t.db.updateTable('candidates').set({ email_notifications: false }).where('user_id', '=', me.id).execute();
    await publish(`${WORD} Silent`);
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toEqual([]);

    // Turned on again: the job found meanwhile is not mailed later, the next one is, in German.
    await t.db.updateTable('candidates').set({ email_notifications: true }).where('user_id', '=', me.id).execute();
    await publish(`${WORD} Loud`);
    await sweepJobAlerts(deps());
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`1 neuer Job für „${WORD}“: Jobs in Europa`);
    expect(mails[0]?.body_text).toContain(`${WORD} Loud`);
    expect(mails[0]?.body_text).not.toContain(`${WORD} Silent`);

    await call('PATCH', `/api/candidates/job-alerts/${id}`, me.auth, { paused: true });
    await publish(`${WORD} Paused`);
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toHaveLength(1);

    // Resumed, it starts from now: what was published while it was paused does not come in a burst.
    const resumed = await call('PATCH', `/api/candidates/job-alerts/${id}`, me.auth, { paused: false });
    expect(resumed.json().alert.paused).toBe(false);
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toHaveLength(1);
    await publish(`${WORD} Resumed`);
    await sweepJobAlerts(deps());
    const after = await mailsTo(me.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.body_text).toContain(`${WORD} Resumed`);
    expect(after[1]?.body_text).not.toContain(`${WORD} Paused`);
  });

  it('says the subject and the search cleanly in every language: keywords typed in quotes are quoted once', async () => {
    const phrase = `${WORD} Lead`;
    // Subject, and the sentence before the jobs: the search in the mail's language, the keywords in its quotes once.
    const expected: Record<Locale, [string, string]> = {
      en: [
        `1 new job for “${phrase}”: Jobs in Europe`,
        `A new job matches your job alert for “${phrase}” (Jobs in Europe):`,
      ],
      de: [
        `1 neuer Job für „${phrase}“: Jobs in Europa`,
        `Ein neuer Job passt zu deinem Jobalarm für „${phrase}“ (Jobs in Europa):`,
      ],
      es: [
        `1 oferta nueva para «${phrase}»: Empleos en Europa`,
        `Una oferta nueva coincide con tu alerta de empleo para «${phrase}» (Empleos en Europa):`,
      ],
      fr: [
        `1 nouvelle offre pour « ${phrase} » : Emplois en Europe`,
        `Une nouvelle offre correspond à votre alerte emploi pour « ${phrase} » (Emplois en Europe) :`,
      ],
      it: [
        `1 nuova offerta per «${phrase}»: Lavori in Europa`,
        `Una nuova offerta corrisponde al tuo avviso di lavoro per «${phrase}» (Lavori in Europa):`,
      ],
      pl: [
        `1 nowa oferta dla „${phrase}”: Praca w Europie`,
        `Nowa oferta pasuje do Twojego alertu dla „${phrase}” (Praca w Europie):`,
      ],
    };
    const people = await Promise.all(
      (Object.keys(expected) as Locale[]).map(async (locale) => {
        const me = await candidate();
        await t.db.updateTable('users').set({ locale }).where('id', '=', me.id).execute();
        // An exact phrase, typed between straight quotes as people do.
        const saved = await save(me.auth, `/jobs?keywords=${encodeURIComponent(`"${phrase}"`)}`);
        expect(saved.statusCode).toBe(201);
        // The alert's own label (the account's list) keeps one pair of quotes too.
        expect(saved.json().alert.label).toBe(`Jobs in Europe: “${phrase}”`);
        return { locale, ...me };
      }),
    );
    await publish(`${phrase} Engineer`);
    await sweepJobAlerts(deps());
    for (const person of people) {
      const mails = await mailsTo(person.email);
      expect(mails).toHaveLength(1);
      const [subject, intro] = expected[person.locale] as [string, string];
      expect({ locale: person.locale, subject: mails[0]?.subject }).toEqual({ locale: person.locale, subject });
      expect(mails[0]?.body_text).toContain(intro);
      expect(mails[0]?.subject).not.toContain('"');
    }
  });

  it('a daily alert is not swept again within the day', async () => {
    const me = await candidate();
    await save(me.auth, `/jobs?keywords=${WORD}`, 'daily');
    await sweepJobAlerts(deps());
    await publish(`${WORD} Tomorrow`);
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toEqual([]);
    await t.db
      .updateTable('job_alerts')
      .set({ last_run_at: new Date(Date.now() - 25 * 3600_000) })
      .where('user_id', '=', me.id)
      .execute();
    await sweepJobAlerts(deps());
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('the unsubscribe link: GET confirms without changing anything, POST pauses that alert only, bad tokens do nothing', async () => {
    const me = await candidate();
    const mine = (await save(me.auth, `/jobs?keywords=${WORD}`)).json().alert;
    const kept = (await save(me.auth, `/jobs-in-Germany?keywords=${WORD}`)).json().alert;
    await publish(`${WORD} Unsubscribe`);
    await sweepJobAlerts(deps());
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(2);
    const header = mails.find((mail) => mail.subject.includes('Jobs in Europe'))?.headers?.[
      'List-Unsubscribe'
    ] as string;
    const url = new URL(header.slice(1, -1));
    const path = url.pathname + url.search;
    expect(url.searchParams.get('token')?.startsWith(`${mine.id}.`)).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain(`job alert for “${WORD}” (Jobs in Europe)?`);
    const paused = () =>
      t.db.selectFrom('job_alerts').select(['id', 'paused']).where('user_id', '=', me.id).orderBy('id').execute();
    expect(await paused()).toEqual([
      { id: mine.id, paused: false },
      { id: kept.id, paused: false },
    ]);

    // A forged or altered token: 404, nothing changes.
    const token = url.searchParams.get('token') as string;
    const forged = `${kept.id}.${token.split('.')[1]}`;
    for (const bad of [forged, `${mine.id}.${'A'.repeat(43)}`, 'nonsense']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/job-alerts/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(404);
    }
    expect((await paused()).every((alert) => !alert.paused)).toBe(true);

    // The mail client's one click: a form POST with no cookie, no login.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await paused()).toEqual([
      { id: mine.id, paused: true },
      { id: kept.id, paused: false },
    ]);
  });

  it('the SMTP sender sends the List-Unsubscribe headers of an alert mail', async () => {
    const me = await candidate();
    await save(me.auth, `/jobs?keywords=${WORD}`);
    await publish(`${WORD} Headers`);
    await sweepJobAlerts(deps());
    // The sender takes the oldest due mail first, and this worker's database holds the mail every earlier test file
    // queued (no sender runs in them): those wait a day, so this one is the next to go whatever ran before.
    await t.db
      .updateTable('outbox')
      .set({ next_attempt_at: sql`now() + interval '1 day'` })
      .where('sent_at', 'is', null)
      .where('to_address', '<>', me.email)
      .execute();
    const server = await startSmtpServer();
    const sender = new OutboxSender(t.db, { ...t.config.mail, smtpUrl: server.url }, quiet, smtpTransport(server.url));
    try {
      sender.start();
      const deadline = Date.now() + 15_000;
      while (!server.received.some((mail) => mail.envelopeTo.includes(me.email)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const received = server.received.find((mail) => mail.envelopeTo.includes(me.email));
      expect(received).toBeDefined();
      const lines = (received?.parsed.headerLines ?? []).map((header) => header.line.replace(/\r?\n\s+/g, ' '));
      expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^List-Unsubscribe: ?<http:\/\/localhost:8080\/api\/job-alerts\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
        ),
      );
      expect(lines).toContain('Auto-Submitted: auto-generated');
    } finally {
      await sender.stop();
      await server.close();
    }
  });
});
