-- The lexemes of the titles' search vectors (#27 item 10; src/search/terms.ts). A search reads its words in
-- every stemmed language and as written, and the full-text index walks the posting list of every lexeme of
-- every reading; a reading with a lexeme no title holds (`under` as written, `gre` in French for `green`)
-- finds nothing, and the search leaves it out before the index is asked. Kept as search_words is (0020): new
-- vectors one statement at a time, a changed title or translation row by row (a view count's update runs
-- nothing); a lexeme stays when its last title goes (its readings are then asked, and find nothing).
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).
CREATE TABLE search_lexemes (lexeme text PRIMARY KEY);
CREATE FUNCTION search_lexemes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM new_vectors t, unnest(tsvector_to_array(t.search_vector)) l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER search_lexemes_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_vectors
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_add();
CREATE FUNCTION search_lexemes_retitle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT l FROM unnest(tsvector_to_array(NEW.search_vector)) l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER search_lexemes_retitle AFTER UPDATE OF title, titles ON videos FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.titles IS DISTINCT FROM NEW.titles)
  EXECUTE FUNCTION search_lexemes_retitle();
INSERT INTO search_lexemes (lexeme) SELECT DISTINCT l FROM videos v, unnest(tsvector_to_array(v.search_vector)) l ON CONFLICT DO NOTHING;
