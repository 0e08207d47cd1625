-- Each api process caches guests' job-list answers in memory (docs/search.md). Several replicas share one
-- database, so they cannot tell each other when jobs change: instead every answer is cached under the version
-- it was computed at, and each request reads the current version first (one indexed row). Any statement that
-- changes what a job list shows bumps the version, so no replica serves an answer older than the last change
-- it could have seen, however the change was made (api, seed, generator, psql).
CREATE TABLE jobs_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO jobs_version DEFAULT VALUES;

-- Statement-level: one bump per statement, however many rows it touched (cheap for bulk inserts). The bump is
-- part of the writing transaction, so readers see the new version exactly when they can see the new rows.
CREATE FUNCTION bump_jobs_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs_version SET version = version + 1;
  RETURN NULL;
END
$$;

-- Everything a job-list answer is made of: jobs, their languages and skills, and their company (name, slug, logo,
-- minisite flags). A new company has no jobs yet, so registering one changes no list.
CREATE TRIGGER jobs_version_jobs AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_version();
CREATE TRIGGER jobs_version_job_languages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_languages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_version();
CREATE TRIGGER jobs_version_job_skills AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_skills
  FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_version();
CREATE TRIGGER jobs_version_companies AFTER UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_version();
