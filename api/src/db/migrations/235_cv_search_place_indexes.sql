-- CV search with a country or a city (docs/company-area.md#cv-search). users_candidates_recent (migration 231)
-- carries the place columns, so such a search stayed on an index, but it read every candidate's entry to find one
-- country's: 100,000 entries for 4,150 candidates in the traffic bench, 9 of a search's 15 ms. These walk one
-- place's candidates, most recently active first.
CREATE INDEX users_candidates_country ON users (fk_pais_id, updated_at DESC, id DESC) INCLUDE (fk_city_id)
  WHERE type = 'candidate';
CREATE INDEX users_candidates_city ON users (fk_city_id, updated_at DESC, id DESC)
  WHERE type = 'candidate' AND fk_city_id IS NOT NULL;

ANALYZE users;
