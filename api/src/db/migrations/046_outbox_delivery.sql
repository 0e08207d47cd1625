-- Delivery of the outbox by SMTP from any number of api replicas (docs/operations.md, "Mail"):
-- a sender claims a due row by setting locked_until (a lease) and counting the attempt, then records the outcome.
ALTER TABLE outbox
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN message_id text;
ALTER TABLE outbox ADD CONSTRAINT outbox_message_id_length CHECK (length(message_id) <= 255);
DROP INDEX IF EXISTS outbox_unsent;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
