-- "Hired" is the company's stage, not a status the candidate is shown (docs/company-area.md#applicants): the
-- company's `hired` now tells the candidate `offer`, the last thing the company said to them. Applications already
-- marked hired say offer; in their history a hired step right after an offer step is dropped (the candidate saw
-- nothing new), any other becomes offer. Then the candidate's statuses are the seven of
-- docs/product-rules.md#applying again.
WITH steps AS (
  SELECT id, status, lag(status) OVER (PARTITION BY application_id ORDER BY created_at, id) AS before
  FROM application_status_history
)
DELETE FROM application_status_history h
USING steps
WHERE h.id = steps.id AND steps.status = 'hired' AND steps.before = 'offer';
UPDATE application_status_history SET status = 'offer' WHERE status = 'hired';
UPDATE applications SET status = 'offer' WHERE status = 'hired';

ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
  CHECK (status IN ('applied', 'viewed', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'));
ALTER TABLE application_status_history DROP CONSTRAINT application_status_history_status_check;
ALTER TABLE application_status_history ADD CONSTRAINT application_status_history_status_check
  CHECK (status IN ('applied', 'viewed', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'));
