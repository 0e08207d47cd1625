// The one-click unsubscribe of alert mails (RFC 8058; docs/operations.md#job-alerts): a token that names one alert
// and is signed with a server secret, so the link works without login and can do nothing to any other alert.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { JobAlertsConfig } from '../../config';
import type { Db } from '../../db/database';

const PURPOSE = 'job-alert-unsubscribe';

/** JOB_ALERTS_SECRET, or the database's own random secret (migration 097), the same on every replica. */
export async function unsubscribeSecret(db: Db, config: JobAlertsConfig): Promise<string> {
  if (config.secret) return config.secret;
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'job_alerts_unsubscribe')
    .executeTakeFirstOrThrow();
  return row.value;
}

function signature(secret: string, alertId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${alertId}`).digest('base64url');
}

/** `<alert id>.<HMAC-SHA256 of it>`: no expiry, an unsubscribe link must work as long as the mail is kept. */
function unsubscribeToken(secret: string, alertId: number): string {
  return `${alertId}.${signature(secret, alertId)}`;
}

/** The alert a token names, or null when it is malformed or its signature is not ours. */
function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const alertId = Number(match[1]);
  if (alertId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, alertId));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : null;
}

/** The link of a mail: GET shows a confirmation page, POST (the mail client's one click) pauses the alert. */
export function unsubscribeUrl(publicUrl: string, secret: string, alertId: number): string {
  return `${publicUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, alertId))}`;
}

/** Pauses the alert a verified token names; false when it no longer exists. */
export async function pauseByToken(db: Db, alertId: number): Promise<boolean> {
  const result = await db.updateTable('job_alerts').set({ paused: true }).where('id', '=', alertId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The alert a link's token names, or null (a bad or forged token, or an alert since deleted). */
export async function alertOfToken(db: Db, config: JobAlertsConfig, token: string) {
  const id = verifyUnsubscribeToken(await unsubscribeSecret(db, config), token);
  if (id === null) return null;
  return (
    (await db
      .selectFrom('job_alerts')
      .select(['id', 'label', 'path', 'paused'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}
