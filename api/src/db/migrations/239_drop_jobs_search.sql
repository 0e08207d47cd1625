-- The search vector's GIN index over every job (migration 001) answered the keyword lists until migration 238 put the
-- search vector in jobs_active_search, over the active jobs, beside the lists' other conditions. Every search tests
-- status = 'active' (services/jobs/search.ts is the only reader of jobs.search), so PostgreSQL no longer reads this
-- one, while every insert of a job and every change of its title, company or description still had to maintain it:
-- a GIN index of a document of about 2 KB a job (58 MB at 200,000 jobs). docs/search.md#one-index-for-keyword-lists
DROP INDEX IF EXISTS jobs_search;
