-- Google sign-in (GET /api/login.g.php, src/oauth/): the Google account (its OpenID Connect subject, stable
-- and never reused) a member signs in with. Members who never used Google sign-in have none.
ALTER TABLE members ADD COLUMN google_sub text;
CREATE UNIQUE INDEX members_google_sub ON members (google_sub) WHERE google_sub IS NOT NULL;
