import type { FastifyInstance } from 'fastify';
import { registerDevOutboxPage } from './dev-outbox-page';
import { OutboxSender, smtpTransport } from './sender';

/**
 * Mail for the app (docs/operations.md, "Mail"): with SMTP_URL, this replica sends the outbox in the background
 * from when the server is ready until it closes; without it, mail stays in the outbox, shown on the development
 * outbox page outside production.
 */
export function registerMail(fastify: FastifyInstance): void {
  const { mail } = fastify.config;
  if (mail.devOutboxPage) registerDevOutboxPage(fastify);
  if (!mail.smtpUrl) {
    fastify.addHook('onReady', async () => {
      if (mail.devOutboxPage) fastify.log.info('SMTP_URL is not set: mail stays in the outbox, see /dev/mail');
      else fastify.log.warn('SMTP_URL is not set: mail stays in the outbox and nobody receives it');
    });
    return;
  }
  const sender = new OutboxSender(fastify.db, mail, fastify.log, smtpTransport(mail.smtpUrl));
  fastify.addHook('onReady', async () => sender.start());
  fastify.addHook('onClose', async () => sender.stop());
}
