-- The interface language an account chose (docs/i18n.md#choosing-the-language): one of the six interface
-- languages, or null until the user picks one. At sign-in the api copies it into the `locale` cookie; mails to the
-- account are written in it.
ALTER TABLE users
  ADD COLUMN locale text CHECK (locale IN ('en', 'de', 'fr', 'es', 'it', 'pl'));
