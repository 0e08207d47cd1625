-- Matchings by the job's required languages (docs/search.md#matchings-by-required-languages). The ranking read every
-- active job of the candidate's countries and every remote job through jobs_active_matching (migration 140) and kept
-- those whose mandatory languages the candidate satisfies: on 200,000 jobs, 50,000 index entries read for 1,085
-- kept (17-21 ms) for a candidate whose levels fit few jobs. The board has few distinct sets of mandatory languages
-- with levels (230 among 200,000 generated jobs), so the candidate's eligible sets are found in a small table and
-- each is one descent of an index keyed by the set: only the jobs the candidate can apply to are read.

-- Every set of mandatory language codes (jobs.mandatory_languages: language id * 10 + level, ordered by language)
-- that a job has or had. Sets are only added: one no job has any more costs the ranking one empty index descent.
CREATE TABLE job_mandatory_language_sets (codes integer[] PRIMARY KEY);

INSERT INTO job_mandatory_language_sets (codes) SELECT DISTINCT mandatory_languages FROM jobs;

-- Kept complete by the writes of jobs themselves, whichever path changes mandatory_languages (the job_languages
-- triggers of migrations 030 and 140 update the job row): the ranking's IN over this table would otherwise miss the
-- jobs of a set it lacks. A statement trigger with a transition table: one insert per statement, not per row (the
-- job generator inserts thousands of jobs in one statement). PostgreSQL allows no column list with a transition
-- table, so it runs after every update of jobs; it reads only the changed rows.
CREATE FUNCTION jobs_remember_mandatory_language_sets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_mandatory_language_sets (codes)
  SELECT DISTINCT mandatory_languages FROM changed
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_mandatory_language_sets_inserted AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION jobs_remember_mandatory_language_sets();
CREATE TRIGGER jobs_mandatory_language_sets_updated AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION jobs_remember_mandatory_language_sets();

-- The active jobs by their set, then remote type and country (the two halves of the ranking: the candidate's
-- countries, and remote jobs elsewhere), with every fact the score reads: index-only, like jobs_active_matching.
CREATE INDEX jobs_active_matching_languages ON jobs (mandatory_languages, remote_type, country_id)
  INCLUDE (id, published_at, expires_at, company_id, city_id, language_ids, skill_ids, salary_year_min, salary_year_max)
  WHERE status = 'active';

ANALYZE job_mandatory_language_sets;
