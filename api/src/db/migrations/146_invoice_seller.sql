-- The seller's legal identity on each invoice (docs/company-area.md#invoices), as it was when the invoice was issued:
-- name, address, country and VAT ID, from the SELLER_* settings. Null on invoices issued before this column: they are
-- answered with the current settings.
ALTER TABLE invoices ADD COLUMN seller jsonb;
