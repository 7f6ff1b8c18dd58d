-- First-party analytics (#33 item 1, src/analytics): what the site's pages report, kept only as daily counts.
-- No row names a person: no address, no cookie, no user agent; a count per UTC day, kind (a page view, a
-- goal, a page view whose banner slots were blocked), name (the page type or the goal), country, language
-- and referring host. Each statement ends with a semicolon at the end of its line (the migrator runs them
-- one by one).
CREATE TABLE analytics_daily (
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'goal', 'adblock')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  country text NOT NULL CHECK (char_length(country) BETWEEN 0 AND 2),
  lang text NOT NULL CHECK (char_length(lang) BETWEEN 0 AND 5),
  referrer text NOT NULL CHECK (char_length(referrer) <= 253),
  hits integer NOT NULL CHECK (hits >= 0),
  PRIMARY KEY (day, kind, name, country, lang, referrer)
);
CREATE INDEX analytics_daily_kind_day ON analytics_daily (kind, day);
