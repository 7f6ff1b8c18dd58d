-- Category listings filtered by duration at a million videos (#29). A duration bucket is a range of the
-- longest index (0006), which the planner takes for every sort once a filter narrows the category; but that
-- index carried only what the longest sort reads, so the other sorts' columns (views, comments, votes) were
-- read from the table: a bitmap heap scan visiting a block per row (VR over 40 minutes, 5,000 blocks, 30 ms).
-- Carrying every sort's columns, the range is read from the index alone and sorted.
DROP INDEX video_categories_longest;
CREATE INDEX video_categories_longest ON video_categories (category_id, gender, duration DESC, video_id DESC)
  INCLUDE (is_hd, is_vr, added_date, video_viewed, comments_count, likes, dislikes) WHERE status_id = 1 AND is_private = 0;
