-- A company's newest active jobs: the job page's "more from this company" (services/jobs/related.ts) and a minisite's
-- lists. Migration 061 gave a country, a city and a remote type their covering index, newest first, and left the
-- company to jobs_company_id (company_id, published_at), which holds no status or expiry: each of the company's
-- active jobs was read from the table to test them, up to the related list's probe of 101, about 90 random pages for
-- a company of the bench's average size. With 2,000 companies most of those lists are not kept between two pages of
-- one company, so a job page paid it more often than not: 1.4 ms a list on the 200,000-job bench, against 0.5 ms
-- index-only (docs/search.md#a-companys-newest-jobs).
CREATE INDEX jobs_active_company_facets ON jobs (company_id, published_at DESC, id DESC)
  INCLUDE (expires_at, language_ids, country_id, city_id, remote_type, experience, employment_type)
  WHERE status = 'active';

ANALYZE jobs;
