-- CV search from its own index (docs/search.md#cv-search-from-its-own-index). A search reads the candidates who allow
-- it (candidates.cvsearch), speak a language at a level, live in a country or a city, most recently active first
-- (users.updated_at). Those facts sit in three tables, so PostgreSQL found the speakers of a language in
-- candidate_languages, then looked up each one's candidates row (may they be shown?) and, with a place, joined every
-- speaker to the place's users by hash: 2-5 ms of a search's statement time for a common language, and the walk
-- to a later page tested candidate after candidate. Here each searchable candidate has one row per language they
-- speak, with the level, the place and the order's key beside it, and one row with language 0 that stands for the
-- candidate whatever their languages (a search that names none). The indexes below then count a search's first
-- matches and walk its page newest first without leaving the index.
-- The source of truth stays users, candidates and candidate_languages; the triggers below keep these rows in step.
CREATE TABLE cv_search_entries (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 0: the candidate, whatever the languages they speak.
  language_id integer NOT NULL,
  -- The candidate's level in the language (1-4); 0 on the row of language 0.
  level smallint NOT NULL,
  -- users.updated_at: CV search lists the most recently active first.
  active_at timestamptz NOT NULL,
  country_id integer,
  city_id integer,
  PRIMARY KEY (user_id, language_id)
);
CREATE INDEX cv_search_entries_recent ON cv_search_entries (language_id, active_at DESC, user_id DESC) INCLUDE (level);
CREATE INDEX cv_search_entries_country ON cv_search_entries (language_id, country_id, active_at DESC, user_id DESC)
  INCLUDE (level, city_id) WHERE country_id IS NOT NULL;
CREATE INDEX cv_search_entries_city ON cv_search_entries (language_id, city_id, active_at DESC, user_id DESC)
  INCLUDE (level, country_id) WHERE city_id IS NOT NULL;

-- The entries of these users, written again from the source tables: none for a user who is not a candidate or does
-- not allow CV search. Two transactions refreshing one user (a profile saved while its languages change) take turns
-- on the user's row: the second waits for the first to commit, and its next statements, each on a fresh snapshot
-- (a volatile function at READ COMMITTED), read what the first wrote. Without the lock the second read the rows as
-- they were before the first and wrote them back over the first's, or failed on its primary key.
-- NO KEY UPDATE: the lock an UPDATE of the row takes, which lets rows that refer to the user be written meanwhile.
CREATE FUNCTION cv_search_refresh(users_changed integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT FROM users WHERE id = ANY(users_changed) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM cv_search_entries WHERE user_id = ANY(users_changed);
  INSERT INTO cv_search_entries (user_id, language_id, level, active_at, country_id, city_id)
  SELECT u.id, l.language_id, l.level, u.updated_at, u.fk_pais_id, u.fk_city_id
  FROM users u
  JOIN candidates c ON c.user_id = u.id AND c.cvsearch
  CROSS JOIN LATERAL (
    SELECT 0 AS language_id, 0 AS level
    UNION ALL
    SELECT cl.language_id, cl.level FROM candidate_languages cl WHERE cl.user_id = u.id
  ) l
  WHERE u.id = ANY(users_changed) AND u.type = 'candidate';
$$;

SELECT cv_search_refresh(ARRAY(SELECT user_id FROM candidates WHERE cvsearch));

-- A candidate's languages changed (statement triggers: a profile's save replaces them all in one statement).
CREATE FUNCTION cv_search_languages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cv_search_refresh(ARRAY(SELECT DISTINCT user_id FROM changed));
  RETURN NULL;
END
$$;
CREATE TRIGGER cv_search_languages_inserted AFTER INSERT ON candidate_languages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cv_search_languages_changed();
CREATE TRIGGER cv_search_languages_updated AFTER UPDATE ON candidate_languages
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cv_search_languages_changed();
CREATE TRIGGER cv_search_languages_deleted AFTER DELETE ON candidate_languages
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION cv_search_languages_changed();

-- A candidates row made, or its cvsearch switched (a delete goes with the user's: ON DELETE CASCADE).
CREATE FUNCTION cv_search_candidates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cv_search_refresh(ARRAY(SELECT user_id FROM new_rows WHERE cvsearch));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cv_search_refresh(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id WHERE n.cvsearch IS DISTINCT FROM o.cvsearch));
  ELSE
    PERFORM cv_search_refresh(ARRAY(SELECT user_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER cv_search_candidates_inserted AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_candidates_changed();
CREATE TRIGGER cv_search_candidates_updated AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_candidates_changed();
CREATE TRIGGER cv_search_candidates_deleted AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_candidates_changed();

-- A user's activity, place or type changed.
CREATE FUNCTION cv_search_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cv_search_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.updated_at, n.fk_pais_id, n.fk_city_id, n.type) IS DISTINCT FROM (o.updated_at, o.fk_pais_id, o.fk_city_id, o.type)));
  RETURN NULL;
END
$$;
CREATE TRIGGER cv_search_users_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cv_search_users_changed();

-- CV search no longer reads users' indexes of migrations 231 and 235; nothing else did.
DROP INDEX users_candidates_recent;
DROP INDEX users_candidates_country;
DROP INDEX users_candidates_city;

ANALYZE cv_search_entries;
