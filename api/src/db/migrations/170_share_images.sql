-- The link-preview pictures of pages (docs/pages.md#share-images), kept by the hash of what they show: drawing one
-- takes a fraction of a second of CPU, so each is drawn once and then read. Rows are a cache: any of them may be
-- deleted, and is drawn again when asked for.
CREATE TABLE share_images (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{32}$'),
  png bytea NOT NULL CHECK (octet_length(png) <= 2097152),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX share_images_created_at ON share_images (created_at);
