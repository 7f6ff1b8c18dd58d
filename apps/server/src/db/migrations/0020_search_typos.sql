-- Typo-tolerant and prefix search (#27 item 10; src/search). Each statement ends with a semicolon at the end of
-- its line (the migrator runs them one by one).
--
-- A query and the texts it is compared with are folded alike: lower-cased and without accents (`Café` and
-- `cafe` fold to `cafe`). unaccent() is only STABLE (its dictionary could change), so an index expression
-- calls this IMMUTABLE wrapper, which names the dictionary and its schema (no search_path at index time).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;
CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

-- The titles a search matches by likeness (pg_trgm's word_similarity) when its words match too few as
-- words: a misspelt word (`brige`), a word's start (`brid`), a word full-text search drops (`after`).
CREATE INDEX videos_title_trgm ON videos USING gin (search_fold(title) gin_trgm_ops) WHERE status_id = 1 AND is_private = 0;

-- The words of the English titles, lower-cased as written (`café` stays `café`): a word of a query that is
-- none of them is misspelt, a start or folded (`brige`, `brid`, `cafe`), which is when a search that found
-- few titles tries likeness; a query whose words all exist but not together (`misty lake red`) does not
-- (src/search/search.ts). And the lexemes of the titles' search vectors: a search reads its words in every
-- stemmed language and as written, and the full-text index walks the posting list of every lexeme of every
-- reading; a reading with a lexeme no title holds (`under` as written, `gre` in French for `green`) finds
-- nothing, and the search leaves it out before the index is asked (src/search/terms.ts). Both are kept by
-- triggers: new titles one statement at a time (a bulk load of a million titles adds its words in one
-- insert), a changed title or translation row by row (a view count's update runs nothing); a word or lexeme
-- stays when its last title goes (its readings then find nothing).
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE TABLE search_lexemes (lexeme text PRIMARY KEY);
CREATE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_titles t, regexp_split_to_table(lower(t.title), '[[:space:][:punct:]]+') w WHERE w <> ''
    ON CONFLICT DO NOTHING;
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM new_titles t, unnest(tsvector_to_array(t.search_vector)) l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER search_terms_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
CREATE FUNCTION search_terms_retitle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.title), '[[:space:][:punct:]]+') w WHERE w <> ''
    ON CONFLICT DO NOTHING;
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM unnest(tsvector_to_array(NEW.search_vector)) l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER search_terms_retitle AFTER UPDATE OF title, titles ON videos FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.titles IS DISTINCT FROM NEW.titles)
  EXECUTE FUNCTION search_terms_retitle();
-- The typo-tolerant suggestions of one word also offer these words, over the range of its first letter.
CREATE INDEX search_words_prefix ON search_words (search_fold(word) text_pattern_ops);
INSERT INTO search_words (word) SELECT DISTINCT w FROM videos v, regexp_split_to_table(lower(v.title), '[[:space:][:punct:]]+') w WHERE w <> '' ON CONFLICT DO NOTHING;
INSERT INTO search_lexemes (lexeme) SELECT DISTINCT l FROM videos v, unnest(tsvector_to_array(v.search_vector)) l ON CONFLICT DO NOTHING;

-- Suggestions: the prefix ranges of 0003 over the folded names, so `cafe` suggests `Café`.
DROP INDEX keywords_prefix;
DROP INDEX models_prefix;
DROP INDEX channels_prefix;
CREATE INDEX keywords_prefix ON keywords (gender, search_fold(keyword) text_pattern_ops);
CREATE INDEX models_prefix ON models (gender, search_fold(title) text_pattern_ops);
CREATE INDEX channels_prefix ON channels (gender, search_fold(title) text_pattern_ops);
CREATE INDEX categories_prefix ON categories (search_fold(title) text_pattern_ops);
