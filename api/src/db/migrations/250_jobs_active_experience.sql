-- A job list whose only filter an index holds is an experience (`/jobs?experience[]=3`, with a contract type or not:
-- docs/search.md#experience-on-its-own-index) walked the newest-first covering index of every active job
-- (jobs_active_facets, migration 061) and tested each entry's experience: to count 1,001 jobs of one experience out of
-- eleven it read about 14,000 entries (3.5-5 ms on the 200,000-job bench), with a contract type too about 50,000
-- (the plan turned to a bitmap of the GIN index and a jobs row per match, 3.2 ms). This index walks that experience's
-- jobs only, newest first, and holds what the list tests on each (expiry, contract type): 0.5 and 1.0 ms. About 8 MB
-- at 200,000 jobs, one more entry to write per job write.
CREATE INDEX jobs_active_experience ON jobs (experience, published_at DESC, id DESC)
  INCLUDE (expires_at, employment_type)
  WHERE status = 'active';
