-- Built pages in every interface language (docs/pages.md#pages-in-every-interface-language): a page's key names the
-- page as written, in English, and the same key with ':{locale}' its translation into another interface language
-- (PAGE_KEY_PATTERN of shared-kit/src/contracts/page-blocks.ts).
ALTER TABLE site_pages DROP CONSTRAINT site_pages_key_check;
ALTER TABLE site_pages ADD CONSTRAINT site_pages_key_check
  CHECK (key ~ '^(event-landing|event-page|landing):[a-z0-9-]{1,60}(:(de|fr|es|it|pl))?$');
