-- Keyword lists (docs/search.md#one-index-for-keyword-lists). PostgreSQL answered a keyword list with a bitmap of
-- each index the list touches: the search vector's GIN index (migration 001), the title's trigram index and the
-- place's or language's own index, each built whole before they were intersected. For `manager` in Germany that
-- was 15,272 + 17,236 + 7,979 entries for 925 matches, most of the list's 10 ms.
--
-- 1. One GIN index holds the search vector, the title's words and every filter a list names by equality (btree_gin
--    for the scalar columns). PostgreSQL then answers the list's conditions in one scan of it, which steps through
--    the longer entry lists by the shorter one instead of reading them whole. Experience and employment type are
--    keys only when the list names one of each (`x IN (one value)` is `x = value`); several stay a test on the row.
-- 2. A keyword also matches a job whose title has a longer word containing it ('entwickler' in
--    'Softwareentwickler'). That was LIKE '%keyword%' on the trigram index, whose entries (five trigrams for
--    'manager') far outnumber the titles they share. The titles' words are few, so the search now looks the keyword
--    up in their vocabulary (job_title_words) first ('manager' -> projektmanager, accountmanager) and tests those
--    words on the title's lexemes, the index's second column (services/jobs/title-words.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- The vocabulary: every word of every job's title, as the 'simple' configuration writes it (lower case; accents
-- removed, as in jobs.search). Words are only added: a word whose jobs are gone costs one entry lookup of a search
-- for a word it contains, nothing else. A job's insert or a change of its title adds its new words in the same
-- transaction, so a search sees them as soon as the job is there.
CREATE TABLE job_title_words (word text PRIMARY KEY);

CREATE INDEX job_title_words_trgm ON job_title_words USING gin (word gin_trgm_ops);

CREATE FUNCTION job_title_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_title_words (word)
  SELECT unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(NEW.title))))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_title_words_add AFTER INSERT OR UPDATE OF title ON jobs
  FOR EACH ROW EXECUTE FUNCTION job_title_words_add();

INSERT INTO job_title_words (word)
SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(title)))) FROM jobs
ON CONFLICT DO NOTHING;

-- The searches test status = 'active' (jobIsAvailable in services/jobs/search.ts), as the other list indexes.
CREATE INDEX jobs_active_search ON jobs USING gin (
  search,
  to_tsvector('simple', immutable_unaccent(title)),
  language_ids,
  skill_ids,
  country_id,
  city_id,
  remote_type,
  company_id,
  experience,
  employment_type
) WHERE status = 'active';

ANALYZE job_title_words;
-- Statistics of the index's expression, by which the planner estimates a title-words condition.
ANALYZE jobs;
