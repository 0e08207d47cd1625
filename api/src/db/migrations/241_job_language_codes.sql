-- Every language of a job with its level, on the job row (docs/search.md#a-jobs-card-from-its-own-row). Hydration read
-- them from job_languages through a subquery per job: 20 index scans for a list's page, a third of its time in
-- PostgreSQL. The code is the one mandatory_languages uses (migration 140): language_id * 10 + level, level 0 when
-- the job names none or one outside the 1-4 scale. job_languages stays the source of truth; its triggers keep this
-- copy in step with language_ids and mandatory_languages.
ALTER TABLE jobs ADD COLUMN language_codes integer[] NOT NULL DEFAULT '{}';

UPDATE jobs j
SET language_codes = l.codes
FROM (
  SELECT job_id,
         array_agg(language_id * 10 + CASE WHEN level BETWEEN 1 AND 4 THEN level ELSE 0 END ORDER BY language_id) AS codes
  FROM job_languages GROUP BY job_id
) l
WHERE l.job_id = j.id;

CREATE OR REPLACE FUNCTION jobs_refresh_language_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j
  SET language_ids = COALESCE(
        (SELECT array_agg(l.language_id ORDER BY l.language_id) FROM job_languages l WHERE l.job_id = j.id),
        '{}'),
      language_codes = COALESCE(
        (SELECT array_agg(l.language_id * 10 + CASE WHEN l.level BETWEEN 1 AND 4 THEN l.level ELSE 0 END
                          ORDER BY l.language_id)
         FROM job_languages l WHERE l.job_id = j.id),
        '{}'),
      mandatory_languages = COALESCE(
        (SELECT array_agg(l.language_id * 10 + CASE WHEN l.level BETWEEN 1 AND 4 THEN l.level ELSE 0 END
                          ORDER BY l.language_id)
         FROM job_languages l WHERE l.job_id = j.id AND l.mandatory),
        '{}')
  WHERE j.id IN (SELECT job_id FROM changed);
  RETURN NULL;
END
$$;
