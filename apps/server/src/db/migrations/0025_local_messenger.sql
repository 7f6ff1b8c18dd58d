-- The local stand-in for the messaging app's channel (payments/messenger-local.ts): who subscribed to the
-- site's channel there, for the subscribe-to-download check of a server without the messaging app's bot
-- (development, tests, the `pnpm start` demo). The account is the member's messaging-app id, or
-- `member-<user_id>` for a member who never signed in with the app. Each statement ends with a semicolon
-- at the end of its line (the migrator runs them one by one).
CREATE TABLE local_messenger_subscribers (
  account text PRIMARY KEY,
  subscribed_at timestamptz NOT NULL
);
