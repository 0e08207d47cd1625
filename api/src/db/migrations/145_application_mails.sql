-- The candidate's mails about an application (docs/operations.md#mails-about-applications): the receipt when they
-- apply, and a mail when the company moves them on (viewed, in review, interview, offer).

-- A candidate's switch for these mails (POST /api/candidates/email-settings/email_applications), on by default: a
-- person who applied expects to hear what happens to the application.
ALTER TABLE candidates ADD COLUMN email_applications boolean NOT NULL DEFAULT true;

-- The stage mails of an application, one row per stage, so a stage is mailed at most once however often the
-- applicant moves in and out of it. Written when the company moves the applicant, due send_at later
-- (COMPANY_STAGE_MAIL_DELAY_MINUTES: a wrong click undone in time sends nothing), cancelled when the applicant leaves
-- the stage before then. The queue's sender sets sent_at under a row lock, in the transaction that queues the mail
-- (or finds the candidate turned these mails off): handled once.
CREATE TABLE application_stage_mails (
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('viewed', 'in_review', 'interview', 'offer')),
  send_at timestamptz NOT NULL,
  sent_at timestamptz,
  cancelled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, stage)
);
-- The sender's question: what is due and still waiting.
CREATE INDEX application_stage_mails_due ON application_stage_mails (send_at)
  WHERE sent_at IS NULL AND cancelled_at IS NULL;
