-- Each candidate's best matchings kept between requests (docs/search.md#matchings-kept-per-candidate): ranking every
-- job of a candidate's places and languages at each request was a quarter of PostgreSQL's work on the traffic bench.
-- A kept list is checked at each request against what changed since it was made, so the answer is always the one a
-- fresh ranking would give (services/matchings/kept.ts says how).

-- The transaction that last wrote each job. A kept list remembers the snapshot it was ranked in; the jobs written by
-- a transaction that snapshot could not see are the ones changed since, found through this index. A transaction id,
-- not a sequence: a sequence's numbers are taken in one order and committed in another, so a list made between the
-- two would miss a change for good.
ALTER TABLE jobs ADD COLUMN written_by xid8 NOT NULL DEFAULT '3';
CREATE INDEX jobs_written_by ON jobs (written_by);

CREATE FUNCTION jobs_note_writer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.written_by := pg_current_xact_id();
  RETURN NEW;
END
$$;
CREATE TRIGGER jobs_note_writer BEFORE INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_note_writer();

-- One row per candidate: the best jobs of the last ranking (at most services/matchings/kept.ts's KEPT), without the
-- candidate's applications and discards left out (those are left out when the list is read, so that withdrawing
-- one needs no new ranking), each with the parts of its score that do not move with time; the best score, at
-- `ranked_at`, of the jobs left out (`cut`, null when none was); and which profile it was ranked for
-- (`fingerprint`: a hash of what the ranking read of the candidate).
CREATE TABLE kept_matchings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  fingerprint text NOT NULL CHECK (length(fingerprint) <= 64),
  ranked_at timestamptz NOT NULL,
  snapshot pg_snapshot NOT NULL,
  cut double precision,
  job_ids integer[] NOT NULL,
  earned double precision[] NOT NULL,
  weights integer[] NOT NULL,
  CHECK (cardinality(job_ids) = cardinality(earned) AND cardinality(job_ids) = cardinality(weights))
);

-- The column's statistics, so that the planner sees at once that few jobs were written since a snapshot (it looks up
-- the index's end for a bound past its histogram) and reads them through jobs_written_by; without any, it guesses a
-- third of the table.
ANALYZE jobs (written_by);
