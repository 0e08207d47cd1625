-- Every language of a job with its level, on the job row (docs/search.md#a-jobs-card-from-its-own-row). Hydration read
-- them from job_languages through a subquery per job: 20 index scans for a list's page, a third of its time in
-- PostgreSQL. The code is the one mandatory_languages uses (migration 140): language_id * 10 + level, level 0 when
-- the job names none or one outside the 1-4 scale. job_languages stays the source of truth; its triggers keep this
-- copy in step with language_ids and mandatory_languages.
ALTER TABLE jobs ADD COLUMN language_codes integer[] NOT NULL DEFAULT '{}';

-- A job's three copies of its languages, from one read of its job_languages rows.
CREATE FUNCTION job_language_copies(job integer, OUT ids integer[], OUT codes integer[], OUT mandatory integer[])
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg(l.language_id ORDER BY l.language_id), '{}'),
         COALESCE(array_agg(l.code ORDER BY l.language_id), '{}'),
         COALESCE(array_agg(l.code ORDER BY l.language_id) FILTER (WHERE l.mandatory), '{}')
  FROM (SELECT language_id, mandatory, language_id * 10 + CASE WHEN level BETWEEN 1 AND 4 THEN level ELSE 0 END AS code
        FROM job_languages WHERE job_id = job) l
$$;

UPDATE jobs j SET language_codes = (job_language_copies(j.id)).codes
WHERE EXISTS (SELECT FROM job_languages l WHERE l.job_id = j.id);

-- The trigger function of migrations 030 and 140 now keeps the three copies through it.
CREATE OR REPLACE FUNCTION jobs_refresh_language_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j
  SET (language_ids, language_codes, mandatory_languages) = (SELECT c.ids, c.codes, c.mandatory FROM job_language_copies(j.id) c)
  WHERE j.id IN (SELECT job_id FROM changed);
  RETURN NULL;
END
$$;
