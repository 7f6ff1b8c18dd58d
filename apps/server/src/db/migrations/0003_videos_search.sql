-- The video reads of #5: every videos2 section, search, suggestions, related videos (src/videos, src/search).
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).
--
-- Listings read a page of ids from an index alone (an index-only scan), then the cards of those ids. So the
-- sort indexes of 0002 are rebuilt to carry the filter columns (type, duration, date): a filtered page or
-- total walks one index and never the table.

DROP INDEX videos_latest;
DROP INDEX videos_popular;
DROP INDEX videos_longest;
DROP INDEX videos_commented;
DROP INDEX videos_top_rated;
CREATE INDEX videos_latest ON videos (gender, added_date DESC, video_id DESC) INCLUDE (is_hd, is_vr, duration) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_popular ON videos (gender, video_viewed DESC, video_id DESC) INCLUDE (is_hd, is_vr, duration, added_date) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_longest ON videos (gender, duration DESC, video_id DESC) INCLUDE (is_hd, is_vr, added_date) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_commented ON videos (gender, comments_count DESC, video_id DESC) INCLUDE (is_hd, is_vr, duration, added_date) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_top_rated ON videos (gender, (likes::float8 / greatest(likes + dislikes, 1)) DESC, likes DESC, video_id DESC) INCLUDE (dislikes, is_hd, is_vr, duration, added_date) WHERE status_id = 1 AND is_private = 0;

-- A channel's public videos and a member's uploads, newest first (their lists, related videos, the owner's
-- lists); the member's index replaces 0001's videos_user.
DROP INDEX videos_user;
CREATE INDEX videos_source_latest ON videos (content_source_id, added_date DESC, video_id DESC) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX videos_user_latest ON videos (user_id, added_date DESC, video_id DESC);

-- Full-text search over the titles in the ten languages: the English title (weight A) with English
-- stemming, each translation (weight B) with its language's stemming; Polish and Japanese have no
-- stemmer in PostgreSQL and are indexed as written ('simple'). Generated, so no write can forget it.
ALTER TABLE videos ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, title), 'A') ||
  setweight(to_tsvector('russian'::regconfig, coalesce(titles ->> 'ru', '')), 'B') ||
  setweight(to_tsvector('german'::regconfig, coalesce(titles ->> 'de', '')), 'B') ||
  setweight(to_tsvector('french'::regconfig, coalesce(titles ->> 'fr', '')), 'B') ||
  setweight(to_tsvector('spanish'::regconfig, coalesce(titles ->> 'es', '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(titles ->> 'pl', '')), 'B') ||
  setweight(to_tsvector('italian'::regconfig, coalesce(titles ->> 'it', '')), 'B') ||
  setweight(to_tsvector('portuguese'::regconfig, coalesce(titles ->> 'pt', '')), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(titles ->> 'ja', '')), 'B') ||
  setweight(to_tsvector('dutch'::regconfig, coalesce(titles ->> 'nl', '')), 'B')
) STORED;
CREATE INDEX videos_search ON videos USING gin (search_vector) WHERE status_id = 1 AND is_private = 0;

-- Names a search also matches (a video of a matching category, model or channel is a hit), as written.
CREATE INDEX models_name_search ON models USING gin (to_tsvector('simple'::regconfig, title));
CREATE INDEX channels_name_search ON channels USING gin (to_tsvector('simple'::regconfig, title));

-- Suggestions: a prefix range per source (text_pattern_ops: byte order, whatever the collation). The
-- typo-tolerant matches (pg_trgm's word_similarity) are computed over the range of the first character, so
-- they need no trigram index: a trigram scan of a short query touches most of the table.
CREATE INDEX keywords_prefix ON keywords (gender, lower(keyword) text_pattern_ops);
CREATE INDEX models_prefix ON models (gender, lower(title) text_pattern_ops);
CREATE INDEX channels_prefix ON channels (gender, lower(title) text_pattern_ops);
