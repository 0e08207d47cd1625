-- Matchings as one indexable query (docs/product-rules.md#matchings). The ranking used to read every job of the
-- candidate's languages with its languages and skills through a subquery per job, and score them in the api: 2,300
-- rows per request on the demo data, a scan of most of the table on 200k jobs. The facts the criteria read now sit
-- on the job row, so the database filters and scores the jobs of the candidate's places without a join per job,
-- and answers only the best few.

-- A job's mandatory languages with the level each asks for, as language_id * 10 + level (level 0 when the job
-- names no level or one outside the 1-4 scale, which the rule reads as "any level"). The candidate's side is the
-- set of codes their languages satisfy (services/matchings/profile.ts, from the one rule of required languages), so "every
-- mandatory language is satisfied" is one array containment: mandatory_languages <@ satisfied.
ALTER TABLE jobs ADD COLUMN mandatory_languages integer[] NOT NULL DEFAULT '{}';
-- A copy of the job's skill ids (job_skills stays the source of truth), like language_ids (migration 030).
ALTER TABLE jobs ADD COLUMN skill_ids integer[] NOT NULL DEFAULT '{}';

UPDATE jobs j
SET mandatory_languages = l.codes
FROM (
  SELECT job_id,
         array_agg(language_id * 10 + CASE WHEN level BETWEEN 1 AND 4 THEN level ELSE 0 END ORDER BY language_id) AS codes
  FROM job_languages WHERE mandatory GROUP BY job_id
) l
WHERE l.job_id = j.id;

UPDATE jobs j
SET skill_ids = s.ids
FROM (SELECT job_id, array_agg(skill_id ORDER BY skill_id) AS ids FROM job_skills GROUP BY job_id) s
WHERE s.job_id = j.id;

-- The trigger function of migration 030 keeps both copies of job_languages in step.
CREATE OR REPLACE FUNCTION jobs_refresh_language_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j
  SET language_ids = COALESCE(
        (SELECT array_agg(l.language_id ORDER BY l.language_id) FROM job_languages l WHERE l.job_id = j.id),
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

CREATE FUNCTION jobs_refresh_skill_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs j
  SET skill_ids = COALESCE(
    (SELECT array_agg(s.skill_id ORDER BY s.skill_id) FROM job_skills s WHERE s.job_id = j.id),
    '{}'
  )
  WHERE j.id IN (SELECT job_id FROM changed);
  RETURN NULL;
END
$$;

CREATE TRIGGER job_skills_inserted AFTER INSERT ON job_skills
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_skill_ids();
CREATE TRIGGER job_skills_updated AFTER UPDATE ON job_skills
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_skill_ids();
CREATE TRIGGER job_skills_deleted AFTER DELETE ON job_skills
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION jobs_refresh_skill_ids();

-- The structured salary (migration 101) as yearly euros, for the salary criterion: 12 months, 52 weeks, 220 working
-- days, 1,760 working hours a year (capped at the integer range: a company may type up to 10 million an hour).
-- Other currencies stay null: no exchange rate is guessed.
ALTER TABLE jobs
  ADD COLUMN salary_year_min integer GENERATED ALWAYS AS (
    CASE WHEN salary_currency = 'EUR' THEN least(round(salary_min * CASE salary_period
      WHEN 'YEAR' THEN 1 WHEN 'MONTH' THEN 12 WHEN 'WEEK' THEN 52 WHEN 'DAY' THEN 220 WHEN 'HOUR' THEN 1760 END),
      2147483647)::integer
    END) STORED,
  ADD COLUMN salary_year_max integer GENERATED ALWAYS AS (
    CASE WHEN salary_currency = 'EUR' THEN least(round(salary_max * CASE salary_period
      WHEN 'YEAR' THEN 1 WHEN 'MONTH' THEN 12 WHEN 'WEEK' THEN 52 WHEN 'DAY' THEN 220 WHEN 'HOUR' THEN 1760 END),
      2147483647)::integer
    END) STORED;

-- The matchings read the jobs of a few countries, and the remote ones, with every fact above: this index carries
-- them all, so both halves of the ranking query (services/matchings/ranking.ts) are index-only scans that never read
-- the table (measured on 200k jobs: the same query as an OR read 35,000 table pages per request).
CREATE INDEX jobs_active_matching ON jobs (country_id, remote_type)
  INCLUDE (id, published_at, expires_at, company_id, city_id, language_ids, mandatory_languages, skill_ids,
           salary_year_min, salary_year_max)
  WHERE status = 'active';

ANALYZE jobs;
