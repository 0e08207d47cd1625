-- Uses of the calls that cost real work (a CV upload with text extraction, a photo resized, a data export),
-- counted per caller in fixed windows (plugins/call-quota.ts, docs/security.md#call-quotas). In the database, not in
-- memory, so every api replica counts the same uses. The key is "<quota>:<user id>" (or the client address for a
-- guest): short, built by the api, never the client's raw input.
CREATE TABLE call_quota_uses (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  uses integer NOT NULL DEFAULT 1,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX call_quota_uses_window ON call_quota_uses (window_start);
