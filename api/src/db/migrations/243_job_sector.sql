-- The company's sector on the job row (docs/search.md#the-matchings-sector-on-the-job-row). The matchings ranking
-- scores every job of the candidate's places and languages, thousands for some candidates, and the sector criterion
-- read the company's sector: one lookup of companies by key per job found, because PostgreSQL cannot foresee how many
-- jobs the branches find. For a candidate with 6,407 jobs that was 7 of the ranking's 18 ms. companies.sector_id
-- stays the source of truth; the triggers below keep this copy in step.
ALTER TABLE jobs ADD COLUMN sector_id integer;

UPDATE jobs j SET sector_id = c.sector_id FROM companies c WHERE c.id = j.company_id AND c.sector_id IS NOT NULL;

-- A job made or moved to another company takes that company's sector.
CREATE FUNCTION jobs_take_company_sector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sector_id := (SELECT sector_id FROM companies WHERE id = NEW.company_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER jobs_take_company_sector BEFORE INSERT OR UPDATE OF company_id ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_take_company_sector();

-- A company that changes its sector changes its jobs'.
CREATE FUNCTION companies_give_sector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET sector_id = NEW.sector_id WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER companies_give_sector AFTER UPDATE OF sector_id ON companies
  FOR EACH ROW WHEN (OLD.sector_id IS DISTINCT FROM NEW.sector_id) EXECUTE FUNCTION companies_give_sector();

-- The ranking's index (migration 236) carries it, so the jobs found are still read from the index alone.
DROP INDEX jobs_active_matching_languages;
CREATE INDEX jobs_active_matching_languages ON jobs (mandatory_languages, remote_type, country_id)
  INCLUDE (id, published_at, expires_at, company_id, city_id, language_ids, skill_ids, salary_year_min, salary_year_max,
    sector_id)
  WHERE status = 'active';

ANALYZE jobs;
