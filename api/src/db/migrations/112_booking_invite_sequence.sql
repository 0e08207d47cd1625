-- The calendar invite of a booking (docs/events.md#interview-slots): every mail about one booking carries the same
-- UID and a SEQUENCE that rises with each change, so calendars replace the earlier invite instead of adding one.
ALTER TABLE event_bookings ADD COLUMN sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0);
-- The reminder sweep looks for active bookings not yet reminded; the slot's start decides when.
CREATE INDEX event_bookings_unreminded ON event_bookings (slot_id)
  WHERE cancelled_at IS NULL AND (reminded_24h_at IS NULL OR reminded_1h_at IS NULL);

-- An active booking deleted with its candidate's account (users ON DELETE CASCADE) gives its place back: `booked`
-- counts active bookings, and a place held by nobody would stay taken for good. Cancelling through the api already
-- gives it back (cancelled rows are skipped here); a slot deleted with its event has no row left to update.
CREATE FUNCTION event_bookings_release_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.cancelled_at IS NULL THEN
    UPDATE event_slots SET booked = booked - 1 WHERE id = OLD.slot_id AND booked > 0;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER event_bookings_release_place AFTER DELETE ON event_bookings
  FOR EACH ROW EXECUTE FUNCTION event_bookings_release_place();
