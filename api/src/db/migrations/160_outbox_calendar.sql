-- A mail's meeting request (docs/events.md#mails-and-calendar-invites): the iTIP method and the VCALENDAR, sent as
-- the mail's own text/calendar part (with the same file attached for clients that read only attachments), so
-- calendar clients apply a booking, its moves and its cancellation. {"method": "REQUEST" | "CANCEL", "content": "..."}
ALTER TABLE outbox ADD COLUMN calendar jsonb;
ALTER TABLE outbox ADD CONSTRAINT outbox_calendar_method
  CHECK (calendar IS NULL OR (calendar ->> 'method' IN ('REQUEST', 'CANCEL') AND calendar ? 'content'));

-- Every mail has an HTML part beside its text from now on (docs/operations.md#what-a-mail-looks-like); rows written
-- before are not checked (NOT VALID), and the sender still sends a text-only row as it is.
ALTER TABLE outbox ADD CONSTRAINT outbox_html CHECK (body_html IS NOT NULL) NOT VALID;
