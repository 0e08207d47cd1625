-- A password reset link is bound to the address it was mailed to (docs/security.md#reset-links-and-sessions): once
-- the account's email changes, a link sent to the old mailbox no longer works, whoever reads that mailbox. Open
-- links are also closed by every change of password or email (services/credential-changes.ts).
ALTER TABLE password_resets ADD COLUMN email text;
UPDATE password_resets SET email = lower(users.email) FROM users WHERE users.id = password_resets.user_id;
ALTER TABLE password_resets ALTER COLUMN email SET NOT NULL;
ALTER TABLE password_resets ADD CONSTRAINT password_resets_email_lower CHECK (email = lower(email));
