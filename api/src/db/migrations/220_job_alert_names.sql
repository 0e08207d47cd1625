-- A job alert's own name, given by the candidate on the job alerts page (docs/contracts.md#job-alerts). Null: the
-- alert is called by its search's label. The bound is MAX_JOB_ALERT_NAME_LENGTH (shared-kit/contracts).
ALTER TABLE job_alerts ADD COLUMN name text CHECK (char_length(name) BETWEEN 1 AND 80);
