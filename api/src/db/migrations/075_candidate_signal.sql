-- The candidate's "still looking" signal (docs/product-rules.md#profile-and-settings): when they last said their
-- profile is current. NULL until they first send it.
ALTER TABLE candidates ADD COLUMN signal_at timestamptz;
