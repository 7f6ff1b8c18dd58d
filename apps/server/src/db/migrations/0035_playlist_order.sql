-- A playlist's own order (#32 item 7): its owner moves videos; `position` is their place, smallest first.
-- Every video is at 0 until the owner first reorders the playlist (the act then numbers them all 1..n), and
-- a video added later is at 0 too: 0s come first, the most recently added first, as before this column.
ALTER TABLE playlist_videos ADD COLUMN position integer NOT NULL DEFAULT 0 CHECK (position >= 0);
DROP INDEX playlist_videos_order;
CREATE INDEX playlist_videos_order ON playlist_videos (playlist_id, position, added_at DESC, video_id DESC);
