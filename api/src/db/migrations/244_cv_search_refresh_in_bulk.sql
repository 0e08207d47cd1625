-- CV search's index (migration 242, docs/search.md#cv-search-from-its-own-index) written again for many users at
-- once, on a plan that stays linear in their number whatever the planner believes of the tables.
-- * The traffic bench's generation inserted the languages of 20,000 candidates in one statement. The planner, on
--   statistics taken when `candidates` was nearly empty, expected one searchable candidate, put `candidates` outside
--   and rescanned the set of changed ids once per candidate: 120 million comparisons, 13 s, growing with the square
--   of the count. The function of 242 also tested `id = ANY(users_changed)` row by row.
-- * Now each changed id is looked up by key: a LATERAL subquery names the id, and its OFFSET keeps PostgreSQL from
--   flattening it into a join it would order by those statistics again. The function is planned at every call
--   (PostgreSQL 18 keeps a SQL function's plans for the session), with the real number of ids. A refresh is rare (a
--   profile saved) and small.
CREATE OR REPLACE FUNCTION cv_search_refresh(users_changed integer[]) RETURNS void LANGUAGE sql
SET plan_cache_mode = force_custom_plan AS $$
  SELECT FROM unnest(users_changed) AS changed(id)
  CROSS JOIN LATERAL (SELECT users.id FROM users WHERE users.id = changed.id FOR NO KEY UPDATE) locked
  ORDER BY changed.id;
  DELETE FROM cv_search_entries e USING unnest(users_changed) AS changed(id) WHERE e.user_id = changed.id;
  INSERT INTO cv_search_entries (user_id, language_id, level, active_at, country_id, city_id)
  SELECT u.id, l.language_id, l.level, u.updated_at, u.fk_pais_id, u.fk_city_id
  FROM (SELECT DISTINCT id FROM unnest(users_changed) AS changed(id)) changed
  CROSS JOIN LATERAL (
    SELECT users.id, users.updated_at, users.fk_pais_id, users.fk_city_id
    FROM users JOIN candidates c ON c.user_id = users.id AND c.cvsearch
    WHERE users.id = changed.id AND users.type = 'candidate'
    OFFSET 0
  ) u
  CROSS JOIN LATERAL (
    SELECT 0 AS language_id, 0 AS level
    UNION ALL
    SELECT cl.language_id, cl.level FROM candidate_languages cl WHERE cl.user_id = u.id
  ) l;
$$;
