-- A candidate's latest job searches (docs/contracts.md#latest-searches-and-events), for the dashboard's "run it
-- again". One row per search: running the same one again moves it to the top (created_at) instead of adding a row;
-- the service keeps the newest MAX_LATEST_SEARCHES. Personal data: it goes with the account (ON DELETE CASCADE).
CREATE TABLE candidate_searches (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The list's site path and query, as the job list spells it (at most 2000 characters, checked by the service).
  path text NOT NULL,
  -- The search in words, in the language it was run in.
  label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, path)
);
CREATE INDEX candidate_searches_latest ON candidate_searches (user_id, created_at DESC);
