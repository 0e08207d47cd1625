-- The language a job's title and description are written in, as a BCP 47 tag ('de', 'pt-BR'), or null when
-- unknown (docs/i18n.md#the-rules): pages mark the job's texts with it (`lang`). At most 8 characters, as the
-- job contract answers it ('de', 'nl-BE', 'gsw').
ALTER TABLE jobs
  ADD COLUMN content_lang text
    CHECK (char_length(content_lang) <= 8 AND content_lang ~ '^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$');
