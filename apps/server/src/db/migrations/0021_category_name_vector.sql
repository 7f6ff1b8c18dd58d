-- The names of a category as search matches them (src/search/search.ts), in every language, kept with the
-- row instead of computed from its ten names for every category on every search. Each statement ends with
-- a semicolon at the end of its line (the migrator runs them one by one).
ALTER TABLE categories ADD COLUMN name_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title) || jsonb_to_tsvector('simple'::regconfig, coalesce(titles, '{}'::jsonb), '["string"]')) STORED;
