-- What every server process counts and remembers together (lib/shared-state.ts), when REDIS_URL is not set:
-- the windows of the rate limits (sign-ups, restores, reports) and one-time claims (a used captcha token).
-- Rows past their end are deleted now and then by the writes. Each statement ends with a semicolon at the
-- end of its line (the migrator runs them one by one).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 0),
  window_end timestamptz NOT NULL
);
CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
CREATE TABLE claims (
  key text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX claims_expires_at ON claims (expires_at);
