-- Screening questions a company replaces after candidates answered them (docs/company-area.md#screening-questions):
-- archived, not deleted, so every application keeps the question its answer belongs to. Candidates are asked only
-- the questions that are not archived (the apply flow and the job's `extra`).
ALTER TABLE screening_questions ADD COLUMN archived boolean NOT NULL DEFAULT false;

-- The company's job list: its jobs newest first (GET /api/companies/jobs).
CREATE INDEX jobs_company_newest ON jobs (company_id, created_at DESC, id DESC);

-- A job's description as its company wrote it in the editor: sanitised markup (docs/security.md#rich-text).
-- jobs.description stays the plain text that search indexes and job pages show (paragraphs split by blank lines);
-- the api writes both from the one input. Null for imported jobs, which only have the plain text.
ALTER TABLE jobs ADD COLUMN description_html text CHECK (length(description_html) <= 200000);
