-- Applicants and CV search of the company area (docs/company-area.md#applicants, docs/company-area.md#cv-search).

-- The candidates a company has unlocked in CV search: one row per company and candidate, so an unlock is paid once
-- (the insert and the credit spend share a transaction; ON CONFLICT DO NOTHING makes a second unlock free). The
-- candidate sees these companies (GET /api/candidates/unlocks).
CREATE TABLE company_unlocks (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  candidate_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, candidate_user_id)
);
CREATE INDEX company_unlocks_candidate ON company_unlocks (candidate_user_id, created_at DESC);

-- The message that tells a candidate they were not selected. Written when the company moves the applicant to
-- 'rejected', editable until the queue sends it at send_at (COMPANY_REJECTION_DELAY_MINUTES later), cancelled when
-- the applicant leaves 'rejected' before then. Sending sets sent_at under a row lock: sent once.
CREATE TABLE rejection_messages (
  application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  send_at timestamptz NOT NULL,
  sent_at timestamptz,
  cancelled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The sender's question: what is due and still waiting.
CREATE INDEX rejection_messages_due ON rejection_messages (send_at) WHERE sent_at IS NULL AND cancelled_at IS NULL;

-- CV search (services/cv-search): candidates who allow it, and candidates by language (and level).
CREATE INDEX candidates_cvsearch ON candidates (user_id) WHERE cvsearch;
CREATE INDEX candidate_languages_language ON candidate_languages (language_id, level, user_id);
-- The applicants of a job, newest first (the company's applicant list).
CREATE INDEX IF NOT EXISTS applications_job_created ON applications (job_id, created_at DESC, id DESC);
