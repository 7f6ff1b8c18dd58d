-- Totals of filtered listings (#5). A page's total_count counts its matches (up to COUNT_CAP); for a
-- filter that few videos pass (VR in one category, over 40 minutes in the last week) no index bounds
-- that count: it walked every row of the category (15–25 ms a request at a million videos). The totals
-- of every filter combination of the home list and of each category are counted here instead, for all
-- categories at once (db/listing-counts.ts, ~2 s at a million videos), when the counters are refreshed
-- and every few minutes after (the date filters move with the clock). A listing reads one row.
--
-- category_id 0 is the whole site (section all); days 0 is no date filter.
CREATE TABLE listing_counts (
  category_id integer NOT NULL,
  gender text NOT NULL,
  type text NOT NULL,
  duration text NOT NULL,
  days integer NOT NULL,
  total integer NOT NULL,
  PRIMARY KEY (category_id, gender, type, duration, days)
);

-- A date filter (a week, a month) goes with the most-popular and top-rated sorts (§3). Walking the views
-- index of a category and skipping the older videos reads the whole category for a deep page (a week is
-- 2% of it); the videos of the period are few, so the listing reads them from the latest index and sorts
-- them (videos/queries.ts). That index now carries what those two sorts read.
DROP INDEX video_categories_latest;
CREATE INDEX video_categories_latest ON video_categories (category_id, gender, added_date DESC, video_id DESC)
  INCLUDE (is_hd, is_vr, duration, video_viewed, likes, dislikes) WHERE status_id = 1 AND is_private = 0;
