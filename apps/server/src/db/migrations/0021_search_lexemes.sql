-- The lexemes of the titles' search vectors (#27 item 10; src/search/terms.ts). A search reads its words in
-- every stemmed language and as written, and the full-text index walks the posting list of every lexeme of
-- every reading; a reading with a lexeme no title holds (`under` as written, `gre` in French for `green`)
-- finds nothing, and the search leaves it out before the index is asked. Kept with search_words (0020), by
-- the same triggers, which now add both: new titles one statement at a time, a changed title or translation
-- row by row (a view count's update runs nothing); a lexeme stays when its last title goes (its readings are
-- then asked, and find nothing). Each statement ends with a semicolon at the end of its line (the migrator
-- runs them one by one).
CREATE TABLE search_lexemes (lexeme text PRIMARY KEY);
DROP TRIGGER search_words_insert ON videos;
DROP TRIGGER search_words_retitle ON videos;
DROP FUNCTION search_words_add();
DROP FUNCTION search_words_retitle();
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
INSERT INTO search_lexemes (lexeme) SELECT DISTINCT l FROM videos v, unnest(tsvector_to_array(v.search_vector)) l ON CONFLICT DO NOTHING;
