-- A hidden channel's own page lists its videos (#33 item 3): they are `is_private = 2` (0027), outside
-- every listing's partial index, so its newest-first page, the channel page's default, gets one of its
-- own. It holds only the hidden channels' public videos.
CREATE INDEX videos_source_hidden_latest ON videos (content_source_id, added_date DESC, video_id DESC)
  WHERE status_id = 1 AND is_private = 2;
