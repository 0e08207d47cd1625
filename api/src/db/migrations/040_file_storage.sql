-- Files (CVs, avatars, logos) live in the database by default so that every replica serves the same ones; the
-- storage service (services/file-storage.ts) is the only code that touches this table, so an object store can
-- replace the bytes later without changing its callers. See docs/front-end-rules.md.
-- The table of 001 had no reader or writer yet; this makes it servable:
--   sha256  hex digest of the bytes, computed by PostgreSQL: the ETag. A row's bytes are never changed (a new
--           version is a new row), so the URL of a row can be cached for a year;
--   public  may be served to anyone by GET /files/{id}/{filename} (logos); CVs stay private;
--   company_id  the company a logo belongs to (a user's files keep owner_user_id).
ALTER TABLE files
  ADD COLUMN sha256 text GENERATED ALWAYS AS (encode(sha256(data), 'hex')) STORED,
  ADD COLUMN public boolean NOT NULL DEFAULT false,
  ADD COLUMN company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  ADD CONSTRAINT files_size_bounds CHECK (size >= 0 AND size <= 10485760 AND size = octet_length(data)),
  ADD CONSTRAINT files_kind_length CHECK (char_length(kind) BETWEEN 1 AND 40),
  ADD CONSTRAINT files_filename_length CHECK (char_length(filename) BETWEEN 1 AND 120),
  ADD CONSTRAINT files_content_type_length CHECK (char_length(content_type) BETWEEN 1 AND 100);

-- The seed (and later an upload) stores the same logo once: found again by kind, owner and digest.
CREATE INDEX files_company_kind ON files (company_id, kind) WHERE company_id IS NOT NULL;
