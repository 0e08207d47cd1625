// Every mail has a text part and an HTML part from one layout (docs/operations.md#what-a-mail-looks-like), checked as
// a mail client reads them: over SMTP to a real server, parsed by mailparser, split by mailsplit.
import { composeMail } from '../../src/mail/layout';
import { type SweepDeps, sweepJobAlerts } from '../../src/services/job-alerts/sweep';
import { createPool } from '../../src/db/database';
import { useTestApp } from '../helper';
import { candidateWithInstantAlert, publishJobNow } from '../support/job-alerts';
import { mimeTree } from '../support/mime';
import { deliverOutboxRow } from '../support/deliver';
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp-server';

/** The alerts of this file search for a word no other job has. */
const WORD = 'Quallenbeobachtung';
const HOSTILE = `<script>alert("x")</script> ${WORD} & Söhne`;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MAIL_FROM = 'EuLangJobs <no-reply@eulangjobs.test>';

/** Every href of an HTML text. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('the mail layout', () => {
  it('says the same blocks as text and as table-laid, inline-styled HTML with user text escaped', () => {
    const mail = composeMail({
      lang: 'fr',
      origin: 'https://eulangjobs.test',
      subject: 'Offres <b>nouvelles</b>',
      blocks: [
        'Bonjour <Ana>,',
        'Voir https://eulangjobs.test/jobs?a=1&b=2.',
        {
          jobs: [
            {
              title: HOSTILE,
              url: 'https://eulangjobs.test/jobs/x',
              company: 'A & B',
              place: 'Paris, France',
              languages: ['français'],
              lang: 'fr',
            },
          ],
          languagesLabel: 'Langues',
        },
        { list: [{ text: 'Un', url: 'https://eulangjobs.test/1' }] },
        { note: 'Pourquoi ce mail : https://eulangjobs.test/account' },
      ],
    });
    expect(mail.text).toBe(
      [
        'Bonjour <Ana>,',
        'Voir https://eulangjobs.test/jobs?a=1&b=2.',
        `- ${HOSTILE} (A & B · Paris, France)\n  Langues: français\n  https://eulangjobs.test/jobs/x`,
        '- Un\n  https://eulangjobs.test/1',
        'Pourquoi ce mail : https://eulangjobs.test/account',
      ].join('\n\n'),
    );
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr" dir="ltr">/);
    expect(mail.html).toContain('<title>Offres &lt;b&gt;nouvelles&lt;/b&gt;</title>');
    expect(mail.html).toContain('Bonjour &lt;Ana&gt;,');
    expect(mail.html).not.toMatch(/<script|<style|class=/i);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B');
    // The sentence's full stop is not part of the link; the link's & is escaped in the attribute.
    expect(mail.html).toContain('href="https://eulangjobs.test/jobs?a=1&amp;b=2"');
    expect(hrefs(mail.html).every((href) => href.startsWith('https://eulangjobs.test/'))).toBe(true);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('<!--[if mso]>');
  });
});

describe('a job alert mail, as a mail client reads it', () => {
  const t = useTestApp();
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  pool.on('error', () => undefined);
  const added: number[] = [];
  let server: LocalSmtpServer;

  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
    if (added.length) await pool.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [added]);
    await pool.end();
  });

  it('has a text part and an HTML part with escaped job cards in the reader’s language', async () => {
    const { email } = await candidateWithInstantAlert(t.app, `/jobs?keywords=${WORD}`, { nombre: 'Greta' });
    await t.db.updateTable('users').set({ locale: 'de' }).where('email', '=', email).execute();
    added.push(await publishJobNow(pool, { url: `html-mail-${Date.now()}`, title: HOSTILE }));
    const deps: SweepDeps = { db: t.db, reference: t.app.reference, config: t.config, log: quiet };
    expect((await sweepJobAlerts(deps)).mails).toBeGreaterThanOrEqual(1);

    const row = await t.db.selectFrom('outbox').select('id').where('to_address', '=', email).executeTakeFirstOrThrow();
    const mail = await deliverOutboxRow(server, t.db, row.id, MAIL_FROM);
    const tree = await mimeTree(mail.raw);
    expect(tree.map((part) => [part.contentType, part.parent])).toEqual([
      ['multipart/alternative', null],
      ['text/plain', 'multipart/alternative'],
      ['text/html', 'multipart/alternative'],
    ]);

    const { text, html } = mail.parsed;
    const company = (await t.db.selectFrom('companies').select('name').where('id', '=', 1).executeTakeFirstOrThrow())
      .name;
    // The text part: the card's title, company and place, the languages in German, the link.
    expect(text).toContain(`- ${HOSTILE} (${company} · Berlin, Deutschland`);
    expect(text).toContain('Sprachen: Deutsch, Englisch');
    // The HTML part: the same card, the title escaped (no script reaches the reader), the words in German.
    if (typeof html !== 'string') throw new Error('no HTML part');
    expect(html).toMatch(/^<!doctype html>\n<html lang="de"/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(
      '<span lang="de">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Quallenbeobachtung &amp; Söhne</span>',
    );
    expect(html).toContain(company.replace(/&/g, '&amp;'));
    expect(html).toContain('Berlin, Deutschland');
    expect(html).toContain('Sprachen: ');
    expect(html).toMatch(/>Deutsch<\/span>/);
    expect(html).toMatch(/>Englisch<\/span>/);
    // Links are absolute: a mail has no address of its own to resolve a relative one against.
    const links = hrefs(html);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/`));
    expect(links).toContain(`${t.config.publicUrl}/account/job-alerts`);
    // mailparser gathers the List-* headers: the alert's one-click unsubscribe is still there.
    expect(mail.parsed.headers.get('list')).toMatchObject({
      unsubscribe: { url: expect.stringContaining('/api/job-alerts/unsubscribe?token=') },
    });
  });
});
