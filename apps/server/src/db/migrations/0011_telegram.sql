-- The messaging-app login of §7 (POST /api/login.tg.php, src/accounts/telegram.ts): the member an account
-- of the messaging app signs in as. Members who signed up with a password have none.
ALTER TABLE members ADD COLUMN telegram_id bigint;
CREATE UNIQUE INDEX members_telegram ON members (telegram_id) WHERE telegram_id IS NOT NULL;
