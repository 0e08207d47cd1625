-- The GIN indexes the lists search (docs/search.md#gin-indexes-without-a-pending-list). By default a GIN index puts
-- the entries of a written row in a pending list, merged into the index only when the list passes 4 MB
-- (gin_pending_list_limit) or VACUUM runs, and every search of the index reads the whole list first. On a board
-- whose jobs are written all day and whose jobs table is too large for autovacuum to visit often, the list stays
-- between empty and 4 MB: on the 200,000-job bench jobs_active_search had 487 pending pages, read by each of a keyword
-- list's one or two index scans (2 ms each of a 4-5 ms list), and how full it was moved the bench's figures from run
-- to run. Without it a job's write puts its entries in the index at once, a fraction of a millisecond more per write,
-- and a search reads only the entries it needs.
ALTER INDEX jobs_active_search SET (fastupdate = off);
ALTER INDEX jobs_active_language_ids SET (fastupdate = off);
ALTER INDEX jobs_active_skill_ids SET (fastupdate = off);
ALTER INDEX jobs_title_trgm SET (fastupdate = off);
ALTER INDEX job_title_words_trgm SET (fastupdate = off);

-- The entries already pending are merged now: switching the list off only stops it growing.
SELECT gin_clean_pending_list(indexrelid)
FROM pg_index
WHERE indexrelid IN ('jobs_active_search'::regclass, 'jobs_active_language_ids'::regclass,
  'jobs_active_skill_ids'::regclass, 'jobs_title_trgm'::regclass, 'job_title_words_trgm'::regclass);
