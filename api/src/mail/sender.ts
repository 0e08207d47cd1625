import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../config';
import type { Db } from '../db/database';
import type { MailAttachment, MailCalendar } from './outbox';

/**
 * Sends the outbox by SMTP from every api replica at once, on PostgreSQL alone (docs/operations.md, "Mail"):
 * - a sender claims one due row with `FOR UPDATE SKIP LOCKED` and, in the same statement, takes a lease on it
 *   (`locked_until`) and counts the attempt, then commits: no other sender touches the row until the lease ends;
 * - after the SMTP server's answer it records the outcome (sent, or the error and the next attempt), fenced on the
 *   attempt it claimed, so a sender whose lease ran out cannot overwrite a newer attempt;
 * - failures are retried with exponential backoff up to `maxAttempts`; a recipient the server refuses for good
 *   (5xx to RCPT TO) is not retried;
 * - delivery is at-least-once only in one window: the process dying between the server's "250 OK" and the update
 *   that records it. The row's lease then runs out and the mail is sent again, with the same Message-ID (fixed at
 *   the first attempt), which mail clients use to recognise duplicates. A lost reset link or application notice
 *   is worse than that rare duplicate; every other path sends a message once.
 */

type Logger = {
  info: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
};

/** One SMTP conversation may take this long at most; the lease is well beyond it. */
const SEND_TIMEOUT_MS = 60_000;
const LEASE_MS = 5 * 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Rows claimed one after the other in a run before it yields to the timer again. */
const MAX_PER_RUN = 50;

/** An outbox row as the sender reads it. */
export type ClaimedMail = {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: Date;
  attempts: number;
  message_id: string;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  calendar: MailCalendar | null;
};

/** Files of the row, each as its own part with its content type. */
function attachmentsOf(mail: Pick<ClaimedMail, 'attachments'>): SendMailOptions['attachments'] {
  return (mail.attachments ?? []).map((attachment) => ({
    filename: attachment.filename,
    content: attachment.content,
    contentType: attachment.content_type,
  }));
}

/**
 * The message nodemailer sends for an outbox row: the text part and the HTML part as alternatives (the meeting
 * request's calendar part the last of them), files attached, the row's fixed Message-ID and its creation time.
 */
export function outboxMessage(mail: Omit<ClaimedMail, 'id' | 'attempts'>, from: string): SendMailOptions {
  return {
    from,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.body_text,
    ...(mail.body_html ? { html: mail.body_html } : {}),
    ...(mail.attachments?.length ? { attachments: attachmentsOf(mail) } : {}),
    ...(mail.calendar ? { icalEvent: calendarOf(mail) } : {}),
    messageId: mail.message_id,
    date: new Date(mail.created_at),
    // The row's own headers (an alert's List-Unsubscribe, a booking's Reply-To) cannot replace Auto-Submitted.
    headers: { ...(mail.headers ?? {}), 'Auto-Submitted': 'auto-generated' },
  };
}

export type Transport = { sendMail: (message: SendMailOptions) => Promise<unknown>; close: () => void };

export function smtpTransport(smtpUrl: string): Transport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** The domain of MAIL_FROM's address, for Message-IDs. */
function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match ? match[1].toLowerCase() : 'eulangjobs.localhost';
}

/**
 * A meeting request as mail clients apply it (RFC 6047, docs/events.md#mails-and-calendar-invites): nodemailer's
 * `icalEvent` makes it the last alternative of the body, `text/calendar; charset=utf-8; method=REQUEST` beside the
 * text and HTML parts (what Outlook reads, MS-OXCMAIL 2.1.3.3.8), and attaches the same file once more as
 * `invite.ics` (`application/ics`), as Google Calendar's own invitations do, for clients that look only at
 * attachments.
 */
function calendarOf(mail: Pick<ClaimedMail, 'calendar'>): SendMailOptions['icalEvent'] {
  if (!mail.calendar) return undefined;
  return { method: mail.calendar.method, content: mail.calendar.content, filename: 'invite.ics' };
}

function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly domain: string;

  constructor(
    private readonly db: Db,
    private readonly config: MailConfig,
    private readonly log: Logger,
    private readonly transport: Transport,
  ) {
    this.domain = messageIdDomain(config.from);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for a delivery in progress to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((count) => this.schedule(count >= MAX_PER_RUN ? 0 : this.config.pollMs))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'outbox: sending failed');
          this.schedule(this.config.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Delivers due mail until none is left (or MAX_PER_RUN); returns how many rows it attempted. */
  async runOnce(): Promise<number> {
    let count = 0;
    while (count < MAX_PER_RUN && !this.stopped) {
      const mail = await this.claim();
      if (!mail) break;
      count++;
      await this.deliver(mail);
    }
    return count;
  }

  private async claim(): Promise<ClaimedMail | null> {
    const messageId = `<${randomBytes(6).toString('hex')}.`;
    const result = await sql<ClaimedMail>`
      UPDATE outbox o
      SET attempts = o.attempts + 1,
          locked_until = now() + make_interval(secs => ${LEASE_MS / 1000}),
          message_id = coalesce(o.message_id, ${messageId} || o.id || ${`@${this.domain}>`})
      FROM (
        SELECT id FROM outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
          AND (locked_until IS NULL OR locked_until < now())
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      ) due
      WHERE o.id = due.id
      RETURNING o.id, o.to_address, o.subject, o.body_text, o.body_html, o.created_at, o.attempts, o.message_id, o.headers, o.attachments, o.calendar`.execute(
      this.db,
    );
    return result.rows[0] ?? null;
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await withTimeout(this.transport.sendMail(outboxMessage(mail, this.config.from)), SEND_TIMEOUT_MS);
    } catch (error) {
      await this.recordFailure(mail, error);
      return;
    }
    const recorded = await sql`
      UPDATE outbox SET sent_at = now(), locked_until = NULL, last_error = NULL
      WHERE id = ${mail.id} AND attempts = ${mail.attempts} AND sent_at IS NULL`.execute(this.db);
    if (Number(recorded.numAffectedRows ?? 0) === 0) {
      this.log.error({ outboxId: mail.id }, 'outbox: sent, but the row had been taken over (lease ran out)');
    } else {
      this.log.info({ outboxId: mail.id, attempt: mail.attempts }, 'outbox: mail sent');
    }
  }

  private async recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const message = String((error as Error)?.message ?? error).slice(0, 1000);
    const giveUp = isPermanent(error) || mail.attempts >= this.config.maxAttempts;
    const delayMs = retryDelayMs(mail.attempts, this.config.retryBaseMs);
    await sql`
      UPDATE outbox
      SET locked_until = NULL, last_error = ${message},
          next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}),
          failed_at = ${giveUp ? sql`now()` : sql`NULL`}
      WHERE id = ${mail.id} AND attempts = ${mail.attempts} AND sent_at IS NULL`.execute(this.db);
    const details = { outboxId: mail.id, attempt: mail.attempts, error: message };
    if (giveUp) this.log.error(details, 'outbox: mail given up');
    else this.log.warn({ ...details, retryInMs: delayMs }, 'outbox: sending failed, will retry');
  }
}
