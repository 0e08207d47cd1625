-- A job list of one skill (`/jobs-with-{skill}`, docs/search.md#the-query) tested `EXISTS (... job_skills ...)` for
-- every active job: on 200k jobs the skill lists were the slowest (p95 247 ms in the traffic bench). The job row
-- has carried a copy of its skill ids since migration 140 (`jobs.skill_ids`, kept in step with job_skills by
-- triggers), so the filter is one containment test on it, and this index finds the jobs of a skill directly, as
-- jobs_active_language_ids (migration 061) does for languages.
CREATE INDEX jobs_active_skill_ids ON jobs USING gin (skill_ids) WHERE status = 'active';

ANALYZE jobs;
