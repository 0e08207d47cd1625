-- CV search (docs/company-area.md#cv-search) lists the candidates who allow it, the most recently active first
-- (users.updated_at, then id), and counts them. Without an index in that order, both read every user row: a
-- sequential scan of users and a sort, on every search (p95 149 ms on 100,000 candidates in the traffic bench,
-- docs/search.md#the-traffic-bench). This index walks the candidates newest first, so a page of a common language
-- stops after a few dozen of them, and the count reads it instead of the table (the place filters' columns ride
-- along, so a search with a country or a city stays on the index too).
CREATE INDEX users_candidates_recent ON users (updated_at DESC, id DESC) INCLUDE (fk_pais_id, fk_city_id)
  WHERE type = 'candidate';

ANALYZE users;
