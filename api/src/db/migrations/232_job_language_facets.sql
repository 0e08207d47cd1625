-- A job list of one language (`/jobs-for-{language}-speakers`, docs/search.md#the-query) found its jobs through the
-- GIN index on jobs.language_ids (migration 061) and then read every match's table row to check its expiry and to
-- count it: up to the count's cap of 1,000 rows, each on its own page of the wide jobs table (about 950 pages for
-- a language of 1,100 jobs on the 20,000-job bench, more than a place list reads on 200,000). No index of jobs
-- can hold one entry per language of a job, so this table does: one row per language of every active job, with
-- the columns the list tests, and one B-tree ordered as the list is. The count of a language is then an
-- index-only range scan that stops after 1,001 entries, and its page the first entries of that range, whatever
-- the size of the board. A company's (minisite's) lists keep the company's index on jobs: a small company's few
-- jobs in a common language would be a long walk here.
--
-- Kept in step by a trigger on jobs (below): jobs.language_ids is itself kept in step with job_languages
-- (migration 030), so a change of a job's languages, status, dates or facets rewrites the job's rows here in
-- the same transaction. Only jobs with status 'active' have rows; the expiry is tested at read time, as
-- everywhere (jobIsAvailable in services/jobs/search.ts).
CREATE TABLE job_language_facets (
  language_id integer NOT NULL,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  expires_at timestamptz,
  language_ids integer[] NOT NULL,
  experience integer,
  employment_type integer,
  PRIMARY KEY (job_id, language_id)
);

CREATE INDEX job_language_facets_newest ON job_language_facets (language_id, published_at DESC, job_id DESC)
  INCLUDE (expires_at, language_ids, experience, employment_type);

CREATE FUNCTION job_language_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM job_language_facets WHERE job_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    INSERT INTO job_language_facets
      (language_id, job_id, published_at, expires_at, language_ids, experience, employment_type)
    SELECT DISTINCT l, NEW.id, NEW.published_at, NEW.expires_at, NEW.language_ids, NEW.experience, NEW.employment_type
    FROM unnest(NEW.language_ids) AS l;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_language_facets_sync
  AFTER INSERT OR DELETE OR UPDATE OF status, published_at, expires_at, language_ids, experience, employment_type ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_language_facets_sync();

INSERT INTO job_language_facets
  (language_id, job_id, published_at, expires_at, language_ids, experience, employment_type)
SELECT DISTINCT l, jobs.id, jobs.published_at, jobs.expires_at, jobs.language_ids, jobs.experience, jobs.employment_type
FROM jobs, unnest(jobs.language_ids) AS l
WHERE jobs.status = 'active';

ANALYZE job_language_facets;
