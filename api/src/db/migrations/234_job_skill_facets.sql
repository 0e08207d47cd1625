-- A job list of one skill (`/jobs-with-{skill}`, docs/search.md#the-query), the same way as one language (migration
-- 232). The GIN index on jobs.skill_ids (migration 230) finds a skill's jobs, but on 200,000 jobs a board tag is on
-- about 12,000 active ones: the count read up to 1,001 of their table rows, and with an experience or employment
-- type filter many more, to find the 1,001 that pass (15 ms of PostgreSQL a list alone, 45-115 ms with a filter,
-- measured by the traffic bench). One row per skill of every active job with the columns the list tests, and one
-- B-tree in the list's order: the count is an index-only walk that stops after 1,001 entries, the page its first
-- entries, whatever the size of the board.
--
-- Kept in step by a trigger on jobs: jobs.skill_ids is itself kept in step with job_skills (migration 140). Only
-- jobs with status 'active' have rows; the expiry is tested at read time (jobIsAvailable, services/jobs/search.ts).
CREATE TABLE job_skill_facets (
  skill_id integer NOT NULL,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  expires_at timestamptz,
  experience integer,
  employment_type integer,
  PRIMARY KEY (job_id, skill_id)
);

CREATE INDEX job_skill_facets_newest ON job_skill_facets (skill_id, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type);

CREATE FUNCTION job_skill_facets_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM job_skill_facets WHERE job_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    INSERT INTO job_skill_facets (skill_id, job_id, published_at, expires_at, experience, employment_type)
    SELECT DISTINCT s, NEW.id, NEW.published_at, NEW.expires_at, NEW.experience, NEW.employment_type
    FROM unnest(NEW.skill_ids) AS s;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_skill_facets_sync
  AFTER INSERT OR DELETE OR UPDATE OF status, published_at, expires_at, skill_ids, experience, employment_type ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_skill_facets_sync();

INSERT INTO job_skill_facets (skill_id, job_id, published_at, expires_at, experience, employment_type)
SELECT DISTINCT s, jobs.id, jobs.published_at, jobs.expires_at, jobs.experience, jobs.employment_type
FROM jobs, unnest(jobs.skill_ids) AS s
WHERE jobs.status = 'active';

ANALYZE job_skill_facets;
