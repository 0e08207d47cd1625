-- The matchings a candidate set aside (docs/candidate-area.md#matchings): they leave the matchings list and are
-- listed under discarded until restored (the row is deleted). Personal data: it goes with the account (ON DELETE
-- CASCADE), and with the job when the job is deleted.
CREATE TABLE candidate_discarded_matchings (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  -- DISCARD_REASONS of shared-kit/src/contracts/matchings.ts
  reason text NOT NULL CHECK (reason IN ('not_interested', 'location', 'salary', 'languages', 'other')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
-- The discarded page lists a candidate's newest first.
CREATE INDEX candidate_discarded_matchings_newest ON candidate_discarded_matchings (user_id, created_at DESC, job_id DESC);
