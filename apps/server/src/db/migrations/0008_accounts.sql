-- Accounts and sessions (#6): passwords, email confirmation, bans, sessions, single-use email tokens and
-- the failed logins that throttling counts (src/accounts).

-- password_hash: argon2id (PHC string), null for a member who cannot sign in with a password (demo and
-- bulk members, social logins). email_confirmed_at: null until the link of the confirmation mail is
-- opened (§8 not_confirmed). banned_until: a temporary ban (§8 temp_banned); 'infinity' is a ban (banned).
-- is_disabled: the account is switched off (§8 disabled_user).
ALTER TABLE members ADD COLUMN password_hash text;
ALTER TABLE members ADD COLUMN email_confirmed_at timestamptz;
ALTER TABLE members ADD COLUMN banned_until timestamptz;
ALTER TABLE members ADD COLUMN is_disabled smallint NOT NULL DEFAULT 0 CHECK (is_disabled IN (0, 1));

-- A session: the SHA-256 of its opaque token (the token itself is only in the member's cookie), so a
-- copy of this table opens no session.
CREATE TABLE sessions (
  token_hash bytea PRIMARY KEY,
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Email confirmation and password restore links: the SHA-256 of the token, single use (used_at), expiring.
CREATE TABLE member_tokens (
  token_hash bytea PRIMARY KEY,
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'restore')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX member_tokens_user ON member_tokens (user_id, purpose);

-- Failed logins, for throttling per address and per account (src/accounts/throttle.ts). `username` is
-- the lower-cased name that was tried, whether or not such a member exists.
CREATE TABLE login_failures (
  failure_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user ON login_failures (username, at);
CREATE INDEX login_failures_ip ON login_failures (ip, at);
