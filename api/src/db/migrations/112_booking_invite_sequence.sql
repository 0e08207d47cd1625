-- The calendar invite of a booking (docs/events.md#interview-slots): every mail about one booking carries the same
-- UID and a SEQUENCE that rises with each change, so calendars replace the earlier invite instead of adding one.
ALTER TABLE event_bookings ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0);
-- The reminder sweep looks for active bookings not yet reminded; the slot's start decides when.
CREATE INDEX event_bookings_unreminded ON event_bookings (slot_id)
  WHERE cancelled_at IS NULL AND (reminded_24h_at IS NULL OR reminded_1h_at IS NULL);
