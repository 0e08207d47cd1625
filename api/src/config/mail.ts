// Mail delivery and the companies' daily applicant digest (docs/operations.md, "Mail").
import { isTimeZone } from '../lib/time-zone';
import { bounded, type Env, text } from './read';

/** Mail delivery from the outbox (docs/operations.md, "Mail"). */
export type MailConfig = {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465; null: mail stays in the outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header, e.g. `EuLangJobs <no-reply@eulangjobs.com>`. */
  from: string;
  /**
   * EVENTS_REPLY_TO: the mailbox of interview bookings, an address that reaches people (docs/events.md#mails-and-calendar-invites):
   * the ORGANIZER of the calendar invites, where calendar clients send the candidate's answers, and the Reply-To of
   * the booking mails. Default: `events@` the domain of MAIL_FROM, never its no-reply address.
   */
  eventsMailbox: string;
  /** The development outbox page (/dev/mail): only without SMTP_URL and outside production. */
  devOutboxPage: boolean;
  /** How often each api replica looks for due mail. */
  pollMs: number;
  /** First retry delay; doubled after each failure (at most an hour). */
  retryBaseMs: number;
  /** Attempts before a message is given up. */
  maxAttempts: number;
};

export type ApplicantDigestConfig = { hour: number; timeZone: string };

/** The address of a From value (`EuLangJobs <no-reply@example.com>` -> `no-reply@example.com`). */
function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1] : from).trim();
}

const MAILBOX = /^[^\s@<>"(),;:]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

export function eventsMailbox(env: Env, from: string): string {
  const raw = env.EVENTS_REPLY_TO?.trim();
  const domain = addressOf(from).split('@')[1] ?? 'eulangjobs.localhost';
  const value = raw || `events@${domain}`;
  if (!MAILBOX.test(value) || value.length > 254)
    throw new Error(`EVENTS_REPLY_TO must be one mail address such as events@example.com, got "${value}"`);
  return value;
}

export function applicantDigest(env: Env): ApplicantDigestConfig {
  const timeZone = text(env, 'COMPANY_DIGEST_TIME_ZONE', 'Europe/Brussels');
  if (!isTimeZone(timeZone))
    throw new Error(`COMPANY_DIGEST_TIME_ZONE must be an IANA time zone such as Europe/Madrid, got "${timeZone}"`);
  return { hour: bounded(env, 'COMPANY_DIGEST_HOUR', 8, 0, 23), timeZone };
}
