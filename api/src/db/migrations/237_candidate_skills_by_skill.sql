-- A CV search for a language and a skill (docs/search.md#cv-search-by-language-and-skill) could only test the skill
-- candidate by candidate (candidate_skills is keyed by user, then skill): for Polish at level 2+ and one skill, 11,692
-- language entries were walked and each one's skill looked up to find 806 matches, 14 ms. With the skill's
-- candidates in their own index, PostgreSQL joins the two lists of ids by hash (12,000 entries each, read from two
-- indexes) and looks up only the 1,373 that have both: 6 ms.
CREATE INDEX candidate_skills_by_skill ON candidate_skills (skill_id, user_id);
