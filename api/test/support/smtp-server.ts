import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the server got it: its raw bytes, and as mailparser reads it. */
type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail; messageId: string; raw: Buffer };

export type LocalSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** What the server answers to the next DATA: 'accept', a temporary refusal (451) or a permanent one (550). */
  answer: (next: 'accept' | 'temporary' | 'permanent-recipient') => void;
  /** Each accepted message is held this long before the server answers (to widen races between senders). */
  delayMs: number;
  /** DATA commands seen, accepted or not. */
  attempts: () => number;
  close: () => Promise<void>;
};

/** A message's bytes as mailparser reads them (the browser tests' mail sink parses what it fetched so). */
export const parseMail = (raw: Buffer): Promise<ParsedMail> => simpleParser(raw);

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** A real SMTP server (smtp-server, as a mail relay would be) on 127.0.0.1, that keeps what it accepts. */
export async function startSmtpServer(port = 0): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  let answer: 'accept' | 'temporary' | 'permanent-recipient' = 'accept';
  let attempts = 0;
  const state = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed STARTTLS for the client to refuse.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (answer === 'permanent-recipient') return callback(refusal(`<${address.address}>: no such user here`, 550));
      callback();
    },
    onData(stream, session, callback) {
      attempts++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (answer === 'temporary') return callback(refusal('Try again later', 451));
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        received.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          parsed,
          messageId: parsed.messageId ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address();
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    answer: (next) => {
      answer = next;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
