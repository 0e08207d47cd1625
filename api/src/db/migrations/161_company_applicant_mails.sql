-- The company's mails about new applicants (docs/company-area.md#mails-about-new-applicants).

-- The company's choice, for all its accounts: a mail for each application at once (the default: a company that
-- posts a job wants to hear of its applicants), one mail a day listing the day's applicants, or none.
ALTER TABLE companies
  ADD COLUMN applicant_mails text NOT NULL DEFAULT 'instant'
    CONSTRAINT companies_applicant_mails CHECK (applicant_mails IN ('instant', 'daily', 'off')),
  -- When its last daily digest was written: at most one digest per day.
  ADD COLUMN applicant_digest_at timestamptz;

-- The applications waiting for a company's daily digest, written in the transaction that creates the application
-- while the company chose the digest. The queue's periodic job marks them sent_at, under a row lock, in the
-- transaction that queues the digest: each is listed once.
CREATE TABLE applicant_digest_entries (
  application_id integer PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX applicant_digest_entries_waiting ON applicant_digest_entries (company_id, created_at)
  WHERE sent_at IS NULL;
