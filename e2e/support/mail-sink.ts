import { createServer, type Server } from 'node:http';
import { type LocalSmtpServer, parseMail, startSmtpServer } from '../../api/test/support/smtp-server';
import { E2E_MAIL_SINK_PORT, E2E_SMTP_PORT } from './ports';

// The stack's mail for the whole run (docs/testing.md#one-mail-sink): a real SMTP server on the port the api sends to,
// started by the global set-up before the stack and kept until the end, and a small HTTP server beside it that answers
// what reached one address. Each spec mails addresses of its own, so the specs that read mail run side by side instead
// of each listening on the one mail port in turn (they ran alone, one after another, for that port).

let smtp: LocalSmtpServer | null = null;
let http: Server | null = null;

/** What the sink answers for one message: who it was for, and its bytes as the relay got them (base64). */
type SunkMail = { envelopeTo: string[]; raw: string };

/** Global set-up: the SMTP server on E2E_SMTP_PORT, and `GET /mails?to=<address>` on E2E_MAIL_SINK_PORT. */
export async function startMailSink(): Promise<void> {
  smtp = await startSmtpServer(E2E_SMTP_PORT);
  const received = smtp.received;
  http = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://sink').searchParams.get('to') ?? '';
    const mails: SunkMail[] = received
      .filter((mail) => mail.envelopeTo.includes(to))
      .map((mail) => ({ envelopeTo: mail.envelopeTo, raw: mail.raw.toString('base64') }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve, reject) => {
    http?.once('error', reject);
    http?.listen(E2E_MAIL_SINK_PORT, '127.0.0.1', resolve);
  });
}

/** Global teardown, after the stack has stopped. */
export async function stopMailSink(): Promise<void> {
  await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
  await smtp?.close();
  http = null;
  smtp = null;
}

/** Every message that has reached `address` so far, oldest first, as mailparser reads it. */
export async function mailsTo(address: string) {
  const answer = await fetch(`http://127.0.0.1:${E2E_MAIL_SINK_PORT}/mails?to=${encodeURIComponent(address)}`);
  const mails = (await answer.json()) as SunkMail[];
  return Promise.all(
    mails.map(async (mail) => ({
      envelopeTo: mail.envelopeTo,
      parsed: await parseMail(Buffer.from(mail.raw, 'base64')),
    })),
  );
}
