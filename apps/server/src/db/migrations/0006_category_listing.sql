-- Category listings at a million videos (#5). A category's page walked a sort index of `videos` and probed
-- video_categories for each row: fast for the first page of a big category, but a filtered or deep page
-- of a small share (VR in one category) read tens of thousands of index rows (100 ms). So each category
-- link carries a copy of what its video's listing sorts and filters on, and has the five sort indexes of
-- the videos themselves per category: a category page is an index-only walk of its own rows.
--
-- The copies are kept by triggers, so no write can forget them: a new link copies its video's columns; a
-- change to a video (views, votes, comments, state, privacy) is copied to its links. The column names are
-- the video's, so a listing reads `video_categories v` exactly as it reads `videos v` (videos/queries.ts).

ALTER TABLE video_categories
  ADD COLUMN gender text,
  ADD COLUMN status_id smallint,
  ADD COLUMN is_private smallint,
  ADD COLUMN added_date timestamptz,
  ADD COLUMN video_viewed integer,
  ADD COLUMN duration integer,
  ADD COLUMN comments_count integer,
  ADD COLUMN likes integer,
  ADD COLUMN dislikes integer,
  ADD COLUMN is_hd smallint,
  ADD COLUMN is_vr smallint;

UPDATE video_categories vc SET gender = v.gender, status_id = v.status_id, is_private = v.is_private,
  added_date = v.added_date, video_viewed = v.video_viewed, duration = v.duration, comments_count = v.comments_count,
  likes = v.likes, dislikes = v.dislikes, is_hd = v.is_hd, is_vr = v.is_vr
  FROM videos v WHERE v.video_id = vc.video_id;

ALTER TABLE video_categories
  ALTER COLUMN gender SET NOT NULL,
  ALTER COLUMN status_id SET NOT NULL,
  ALTER COLUMN is_private SET NOT NULL,
  ALTER COLUMN added_date SET NOT NULL,
  ALTER COLUMN video_viewed SET NOT NULL,
  ALTER COLUMN duration SET NOT NULL,
  ALTER COLUMN comments_count SET NOT NULL,
  ALTER COLUMN likes SET NOT NULL,
  ALTER COLUMN dislikes SET NOT NULL,
  ALTER COLUMN is_hd SET NOT NULL,
  ALTER COLUMN is_vr SET NOT NULL;

-- A new link copies its video's columns (a bulk load that already gives them, gender first, is left alone).
CREATE FUNCTION video_categories_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.gender IS NULL THEN
    SELECT v.gender, v.status_id, v.is_private, v.added_date, v.video_viewed, v.duration, v.comments_count,
        v.likes, v.dislikes, v.is_hd, v.is_vr
      INTO NEW.gender, NEW.status_id, NEW.is_private, NEW.added_date, NEW.video_viewed, NEW.duration,
        NEW.comments_count, NEW.likes, NEW.dislikes, NEW.is_hd, NEW.is_vr
      FROM videos v WHERE v.video_id = NEW.video_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER video_categories_copy BEFORE INSERT ON video_categories
  FOR EACH ROW EXECUTE FUNCTION video_categories_copy();

-- A video's change reaches its links (only when a copied column changed: a title edit writes nothing).
CREATE FUNCTION videos_to_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE video_categories SET gender = NEW.gender, status_id = NEW.status_id, is_private = NEW.is_private,
      added_date = NEW.added_date, video_viewed = NEW.video_viewed, duration = NEW.duration,
      comments_count = NEW.comments_count, likes = NEW.likes, dislikes = NEW.dislikes, is_hd = NEW.is_hd,
      is_vr = NEW.is_vr
    WHERE video_id = NEW.video_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER videos_to_categories AFTER UPDATE ON videos FOR EACH ROW
  WHEN ((OLD.gender, OLD.status_id, OLD.is_private, OLD.added_date, OLD.video_viewed, OLD.duration, OLD.comments_count,
      OLD.likes, OLD.dislikes, OLD.is_hd, OLD.is_vr)
    IS DISTINCT FROM (NEW.gender, NEW.status_id, NEW.is_private, NEW.added_date, NEW.video_viewed, NEW.duration,
      NEW.comments_count, NEW.likes, NEW.dislikes, NEW.is_hd, NEW.is_vr))
  EXECUTE FUNCTION videos_to_categories();

-- The five sorts of videos_latest … videos_top_rated (0003), per category; the page's filters in INCLUDE.
CREATE INDEX video_categories_latest ON video_categories (category_id, gender, added_date DESC, video_id DESC) INCLUDE (is_hd, is_vr, duration) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX video_categories_popular ON video_categories (category_id, gender, video_viewed DESC, video_id DESC) INCLUDE (is_hd, is_vr, duration, added_date) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX video_categories_longest ON video_categories (category_id, gender, duration DESC, video_id DESC) INCLUDE (is_hd, is_vr, added_date) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX video_categories_commented ON video_categories (category_id, gender, comments_count DESC, video_id DESC) INCLUDE (is_hd, is_vr, duration, added_date) WHERE status_id = 1 AND is_private = 0;
CREATE INDEX video_categories_top_rated ON video_categories (category_id, gender, (likes::float8 / greatest(likes + dislikes, 1)) DESC, likes DESC, video_id DESC) INCLUDE (dislikes, is_hd, is_vr, duration, added_date) WHERE status_id = 1 AND is_private = 0;
