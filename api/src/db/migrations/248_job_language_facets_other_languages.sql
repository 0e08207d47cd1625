-- A list of a language on most jobs and one other (`/jobs-for-english+dutch-speakers`, in a place or not,
-- docs/search.md#a-language-on-most-jobs-and-one-other) intersected the two languages in the GIN index on
-- jobs.language_ids and read a jobs row per match, up to 1,001 (5-7 ms on the 200,000-job bench), or walked the
-- place's covering index on jobs testing each entry's languages (7-15 ms). It now walks the other language's rows
-- of job_language_facets, newest first, and tests the broad language on each entry: most entries have it, so the
-- walk stops soon after 1,001 of them (0.1-0.7 ms). The newest-first B-tree (migration 232) already carries the job's
-- languages; the three place B-trees (migration 247) now carry them too, so a walk by place reads no table row.
--
-- Each index is dropped and built again under the same name: about 0.4 s each at 200,000 jobs, 36-38 MB instead of
-- 25-26 MB.
DROP INDEX job_language_facets_country;
CREATE INDEX job_language_facets_country ON job_language_facets
  (language_id, country_id, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type, city_id, remote_type, language_ids);
DROP INDEX job_language_facets_city;
CREATE INDEX job_language_facets_city ON job_language_facets
  (language_id, city_id, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type, country_id, remote_type, language_ids);
DROP INDEX job_language_facets_remote;
CREATE INDEX job_language_facets_remote ON job_language_facets
  (language_id, remote_type, published_at DESC, job_id DESC)
  INCLUDE (expires_at, experience, employment_type, country_id, city_id, language_ids);
