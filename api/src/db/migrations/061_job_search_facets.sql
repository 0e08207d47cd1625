-- Job search on 200k jobs (docs/search.md). The capped count ("1000+ offers") was the slow half of a search:
-- every candidate row was read from the table to check its status, expiry and languages, so two languages plus a
-- place cost 50-70 ms. These indexes carry every column a filter looks at, so the count and the page are
-- index-only scans that stop as soon as they have enough rows, and the language filter is one array test on
-- the index tuple (jobs.language_ids, migration 030) instead of a join per language.

-- The default listing, newest first, now covering: replaces jobs_active_newest (same key and predicate).
CREATE INDEX jobs_active_facets ON jobs (published_at DESC, id DESC)
  INCLUDE (expires_at, language_ids, country_id, city_id, remote_type, company_id, experience, employment_type)
  WHERE status = 'active';
DROP INDEX jobs_active_newest;

-- A place or a remote type plus languages: walk only that place's jobs, newest first, still index-only.
CREATE INDEX jobs_active_country_facets ON jobs (country_id, published_at DESC, id DESC)
  INCLUDE (expires_at, language_ids, city_id, remote_type, company_id, experience, employment_type)
  WHERE status = 'active';
CREATE INDEX jobs_active_city_facets ON jobs (city_id, published_at DESC, id DESC)
  INCLUDE (expires_at, language_ids, country_id, remote_type, company_id, experience, employment_type)
  WHERE status = 'active';
CREATE INDEX jobs_active_remote_facets ON jobs (remote_type, published_at DESC, id DESC)
  INCLUDE (expires_at, language_ids, country_id, city_id, company_id, experience, employment_type)
  WHERE status = 'active';

-- Rare language combinations (a few dozen jobs among 200k): walking jobs newest first would read nearly the
-- whole index to find them, a bitmap of the array index finds them directly. The search counts first and, when
-- the count is below the cap, asks for the page in a form that lets the planner use this index (search.ts).
CREATE INDEX jobs_active_language_ids ON jobs USING gin (language_ids) WHERE status = 'active';

ANALYZE jobs;
