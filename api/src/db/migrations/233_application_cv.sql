-- The CV a candidate sent with an application (docs/product-rules.md#applying): chosen on the apply form among
-- their CVs, the default one when the form names none. The company's applicant panel shows exactly this file, and
-- the candidate's My applications says which one they sent.
--
-- cv_id forgets the CV when the candidate deletes it (SET NULL): deleting a CV deletes its file, and a company keeps
-- no copy of what a candidate took back. cv_name keeps the name it had when sent, so both sides can still read
-- "CV sent: Anna-2026.pdf, since deleted by the candidate" instead of nothing. Both are null for applications made
-- before this migration: nobody recorded which CV went with them, and guessing would show a company a file the
-- candidate may never have sent for that job.
ALTER TABLE applications
  ADD COLUMN cv_id integer REFERENCES candidate_cvs (id) ON DELETE SET NULL,
  ADD COLUMN cv_name text CHECK (char_length(cv_name) BETWEEN 1 AND 120);

CREATE INDEX applications_cv_id ON applications (cv_id) WHERE cv_id IS NOT NULL;
