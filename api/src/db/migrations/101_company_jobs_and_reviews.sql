-- The company area's shared data (docs/company-area.md): job states, structured salaries, job views, and the
-- company's private review of each application. Later migrations of the area add their own tables.

-- Job states (docs/company-area.md#jobs): 'active' stays the stored name of "published", so every search index
-- (migration 061, WHERE status = 'active') keeps working; 'paused' is new; "expired" is not stored, it is an active
-- job past expires_at, which search, job pages and the sitemap already leave out.
ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('active', 'draft', 'paused', 'closed'));
-- Set the first time a job is published: only that publication spends a job credit.
ALTER TABLE jobs ADD COLUMN first_published_at timestamptz;
UPDATE jobs SET first_published_at = published_at WHERE status IN ('active', 'closed');

-- A salary as the company types it, structured. jobs.salary (free text) stays for imported jobs; where these are
-- set they win (services/jobs/hydrate.ts).
ALTER TABLE jobs
  ADD COLUMN salary_min numeric(12, 2) CHECK (salary_min IS NULL OR salary_min > 0),
  ADD COLUMN salary_max numeric(12, 2) CHECK (salary_max IS NULL OR salary_max > 0),
  ADD COLUMN salary_currency text CHECK (salary_currency IS NULL OR salary_currency ~ '^[A-Z]{3}$'),
  ADD COLUMN salary_period text CHECK (salary_period IS NULL OR salary_period IN ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR')),
  ADD CONSTRAINT jobs_salary_range CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max);

-- Views of a job page, counted per day (the company dashboard's "views"). One row per job and day keeps it small.
CREATE TABLE job_views (
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (job_id, day)
);

-- The candidate can be told they were hired (docs/company-area.md#applicants maps the company's stages to these).
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
  CHECK (status IN ('applied', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'));
ALTER TABLE application_status_history DROP CONSTRAINT application_status_history_status_check;
ALTER TABLE application_status_history ADD CONSTRAINT application_status_history_status_check
  CHECK (status IN ('applied', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'));

-- The company's side of an application: its stage in the pipeline, a private note and a rating. A table of its
-- own so that no query of the candidate's side can select them by accident: none of these ever reaches the
-- candidate. Every application has one row (the apply service inserts it; existing ones are filled here).
CREATE TABLE application_reviews (
  application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  stage text NOT NULL DEFAULT 'new'
    CHECK (stage IN ('new', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'rejected')),
  note text CHECK (length(note) <= 5000),
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  viewed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_reviews_stage ON application_reviews (stage);
-- A knockout answer pre-marks the applicant as rejected (the candidate was told before applying).
INSERT INTO application_reviews (application_id, stage)
SELECT id, CASE WHEN knocked_out THEN 'rejected' ELSE 'new' END FROM applications;
