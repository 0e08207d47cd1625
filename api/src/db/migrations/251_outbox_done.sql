-- Mails whose delivery has ended, by when it ended (sent or given up): what the periodic job deletes once they are
-- MAIL_KEPT_DAYS old (api/src/mail/outbox.ts `pruneOutbox`, docs/operations.md#how-long-mail-is-kept). Without it
-- the outbox kept every mail ever sent: at the traffic bench's scale the job alerts alone are 23,802 mails a day,
-- about 85 MB a day once PostgreSQL has compressed them.
CREATE INDEX outbox_done ON outbox ((coalesce(sent_at, failed_at)))
  WHERE sent_at IS NOT NULL OR failed_at IS NOT NULL;
