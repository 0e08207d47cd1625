import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/escape-html';
import { wireTime } from '../lib/wire-time';
import type { MailAttachment, MailCalendar } from './outbox';

/** How many of the newest mails the page shows. */
const SHOWN = 50;

/** The escaped body with its http(s) links made clickable (the reset link is what a developer came for). */
function bodyHtml(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function status(row: { sent_at: Date | null; failed_at: Date | null }): string {
  if (row.sent_at) return 'sent';
  if (row.failed_at) return 'given up';
  return 'in the outbox';
}

/** The attached files by name and type (a booking's `invite.ics`), each with its text to read. */
function attachmentsHtml(value: unknown): string {
  const files = Array.isArray(value) ? (value as MailAttachment[]) : [];
  return files
    .map(
      (file) => `<details><summary>Attachment: ${escapeHtml(file.filename)} (${escapeHtml(file.content_type)})</summary>
<pre>${escapeHtml(file.content)}</pre></details>`,
    )
    .join('\n');
}

/** A meeting request's method and text (docs/events.md#mails-and-calendar-invites). */
function calendarHtml(value: MailCalendar | null): string {
  if (!value) return '';
  return `<details><summary>Calendar part: METHOD:${escapeHtml(value.method)} (invite.ics)</summary>
<pre>${escapeHtml(value.content)}</pre></details>`;
}

/**
 * `GET /dev/mail`: the outbox as a plain HTML page, so a password reset (or any mail) can be followed on a
 * machine without an SMTP server. Registered only when no SMTP_URL is set and NODE_ENV is not production
 * (config.mail.devOutboxPage): it shows other people's mail and reset links.
 */
export function registerDevOutboxPage(fastify: FastifyInstance): void {
  fastify.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await fastify.db
      .selectFrom('outbox')
      .select([
        'id',
        'to_address',
        'subject',
        'body_text',
        'created_at',
        'sent_at',
        'failed_at',
        'attachments',
        'calendar',
        'body_html',
      ])
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    const items = rows
      .map(
        (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p>To <strong>${escapeHtml(row.to_address)}</strong>, <time datetime="${wireTime(row.created_at)}">${wireTime(row.created_at).replace('T', ' ').slice(0, 19)} UTC</time> (${status(row)})</p>
<pre>${bodyHtml(row.body_text)}</pre>
${row.body_html ? `<p><a href="/dev/mail/${row.id}/html">The HTML part</a></p>` : ''}
${attachmentsHtml(row.attachments)}
${calendarHtml(row.calendar)}
</article>`,
      )
      .join('\n');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow');
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development outbox · EuLangJobs</title></head>
<body>
<main>
<h1>Development outbox</h1>
<p>Mail the site would have sent (no SMTP_URL is set), newest first. This page does not exist in production or when SMTP_URL is set.</p>
${items || '<p>No mail yet.</p>'}
</main>
</body>
</html>
`;
  });

  // The HTML part as a mail client would get it. Its own policy: mail HTML is styled inline (mail/layout.ts), which
  // the site's policy forbids, and it may load nothing else.
  fastify.get<{ Params: { id: string } }>('/dev/mail/:id/html', { schema: { hide: true } }, async (request, reply) => {
    const id = Number(request.params.id);
    const row =
      Number.isInteger(id) && id > 0 && id <= 2_147_483_647
        ? await fastify.db.selectFrom('outbox').select('body_html').where('id', '=', id).executeTakeFirst()
        : undefined;
    if (!row?.body_html) return reply.code(404).type('text/plain; charset=utf-8').send('No such mail');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:");
    return row.body_html;
  });
}
