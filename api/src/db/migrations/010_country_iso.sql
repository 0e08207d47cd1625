-- ISO 3166-1 alpha-2 codes for countries: schema.org addressCountry and applicantLocationRequirements want
-- them (JobPosting JSON-LD in routes/pages). iso_code (001) is free text from older imports; iso2 is checked.
ALTER TABLE countries ADD COLUMN iso2 char(2) CHECK (iso2 ~ '^[A-Z]{2}$');

UPDATE countries SET iso2 = v.iso2
FROM (VALUES
  ('Austria', 'AT'),
  ('Belgium', 'BE'),
  ('Bulgaria', 'BG'),
  ('Croatia', 'HR'),
  ('Cyprus', 'CY'),
  ('Czech_Republic', 'CZ'),
  ('Denmark', 'DK'),
  ('Estonia', 'EE'),
  ('Finland', 'FI'),
  ('France', 'FR'),
  ('Germany', 'DE'),
  ('Greece', 'GR'),
  ('Hungary', 'HU'),
  ('Ireland', 'IE'),
  ('Italy', 'IT'),
  ('Latvia', 'LV'),
  ('Lithuania', 'LT'),
  ('Luxembourg', 'LU'),
  ('Malta', 'MT'),
  ('Netherlands', 'NL'),
  ('Poland', 'PL'),
  ('Portugal', 'PT'),
  ('Romania', 'RO'),
  ('Slovakia', 'SK'),
  ('Slovenia', 'SI'),
  ('Spain', 'ES'),
  ('Sweden', 'SE'),
  ('United_Kingdom', 'GB'),
  ('Norway', 'NO'),
  ('Switzerland', 'CH'),
  ('Iceland', 'IS'),
  ('Liechtenstein', 'LI'),
  ('Serbia', 'RS'),
  ('Bosnia_and_Herzegovina', 'BA'),
  ('Montenegro', 'ME'),
  ('North_Macedonia', 'MK'),
  ('Albania', 'AL'),
  ('Kosovo', 'XK'),
  ('Moldova', 'MD'),
  ('Ukraine', 'UA'),
  ('Belarus', 'BY'),
  ('Turkey', 'TR'),
  ('Georgia', 'GE'),
  ('Armenia', 'AM'),
  ('Azerbaijan', 'AZ'),
  ('Andorra', 'AD'),
  ('Monaco', 'MC'),
  ('San_Marino', 'SM'),
  ('Vatican_City', 'VA'),
  ('Isle_of_Man', 'IM'),
  ('Gibraltar', 'GI'),
  ('Jersey', 'JE'),
  ('Guernsey', 'GG'),
  ('Faroe_Islands', 'FO')
) AS v (slug, iso2)
WHERE countries.slug = v.slug;

-- Migrations run before the demo seed on a fresh database, and other imports only know iso_code: take a
-- well-formed iso_code when iso2 is not given.
CREATE FUNCTION countries_default_iso2() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.iso2 IS NULL AND NEW.iso_code ~ '^[A-Za-z]{2}$' THEN
    NEW.iso2 := upper(NEW.iso_code);
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER countries_default_iso2
  BEFORE INSERT OR UPDATE ON countries
  FOR EACH ROW EXECUTE FUNCTION countries_default_iso2();
