-- A list of one language in one place (`/jobs-in-Germany-for-Dutch-speakers`, `/remote-jobs-for-Dutch-speakers`,
-- docs/search.md#one-language-in-one-place) walked the place's covering index on jobs (migration 061) newest first
-- and tested each entry's languages: to count the 143 Dutch jobs of a country with 5,863 jobs it read all 5,863
-- entries (3.3 ms on the 200,000-job bench), and to count 1,001 remote Dutch jobs it read 22,424 (12 ms), more as
-- the board grows. The language's rows of job_language_facets (migration 232) now carry the job's place, and three
-- B-trees order them by language and place, newest first: the count reads only the matching entries (0.1 and
-- 0.5 ms), whatever the size of the board, and the statement is planned once per connection.
--
-- The rows are derived from jobs and rewritten whole: emptied and filled again here, so the table holds no dead
-- versions of its 1.75 rows per active job.
ALTER TABLE job_language_facets
  ADD COLUMN country_id integer,
  ADD COLUMN city_id integer,
  ADD COLUMN remote_type text;

CREATE OR REPLACE FUNCTION job_language_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM job_language_facets WHERE job_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    INSERT INTO job_language_facets
      (language_id, job_id, published_at, expires_at, language_ids, experience, employment_type,
       country_id, city_id, remote_type)
    SELECT DISTINCT l, NEW.id, NEW.published_at, NEW.expires_at, NEW.language_ids, NEW.experience,
      NEW.employment_type, NEW.country_id, NEW.city_id, NEW.remote_type
    FROM unnest(NEW.language_ids) AS l;
  END IF;
  RETURN NULL;
END
$$;

-- A job that moves (its country, city or remote type) moves its rows too.
DROP TRIGGER job_language_facets_sync ON jobs;
CREATE TRIGGER job_language_facets_sync
  AFTER INSERT OR DELETE OR UPDATE OF status, published_at, expires_at, language_ids, experience, employment_type,
    country_id, city_id, remote_type ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_language_facets_sync();

TRUNCATE job_language_facets;
INSERT INTO job_language_facets
  (language_id, job_id, published_at, expires_at, language_ids, experience, employment_type,
   country_id, city_id, remote_type)
SELECT DISTINCT l, jobs.id, jobs.published_at, jobs.expires_at, jobs.language_ids, jobs.experience,
  jobs.employment_type, jobs.country_id, jobs.city_id, jobs.remote_type
FROM jobs, unnest(jobs.language_ids) AS l
WHERE jobs.status = 'active';

-- Each carries the columns a list of its language and place may still test (the expiry, the facets of the list's
-- query, the other place columns), so the walk reads no row of the table.
CREATE INDEX job_language_facets_country ON job_language_facets
  (language_id, country_id, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type, city_id, remote_type);
CREATE INDEX job_language_facets_city ON job_language_facets
  (language_id, city_id, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type, country_id, remote_type);
CREATE INDEX job_language_facets_remote ON job_language_facets
  (language_id, remote_type, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type, country_id, city_id);

ANALYZE job_language_facets;
