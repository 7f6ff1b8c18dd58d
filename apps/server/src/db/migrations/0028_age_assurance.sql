-- Age assurance per region (#31 item 5, src/age): the console's age policy and the members whose age an
-- age-assurance provider confirmed.

-- The regions staff gave their own age gate: a country (`GB`) or a subdivision (`US-TX`), and its mode.
-- A region without a row gets the default (src/age/policy.ts: the 18+ question in the 28 countries of §9,
-- nothing elsewhere).
CREATE TABLE age_policies (
  region text PRIMARY KEY CHECK (region ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$'),
  mode text NOT NULL CHECK (mode IN ('none', 'self', 'verified')),
  updated_by integer REFERENCES members (user_id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- When a provider last confirmed the member is an adult: their age is not asked again on another device.
ALTER TABLE members ADD COLUMN age_verified_at timestamptz;
