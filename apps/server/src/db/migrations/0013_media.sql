-- The media pipeline (#7): uploads over tus, transcoded media in storage, review before publishing.
--
-- Video status_id (schema.ts VIDEO_STATUS): 0 awaiting review, 1 active, 2 processing (not yet
-- playable), 3 rejected (reason in reject_reason), 4 failed (transcoding error in media_error), 5 deleted.

-- Staff roles: moderators review uploads (the console is #12); admins also manage staff.
ALTER TABLE members ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator', 'admin'));
-- The end of a paid download period (#13 grants it); null: never paid.
ALTER TABLE members ADD COLUMN paid_until timestamptz;

-- Where a video's media live in storage: the folder (key prefix) holding master.m3u8, <rung>/, posters/,
-- preview.mp4, storyboard.* and download.mp4. Null: no media (older seeded rows). Demo videos share a few
-- folders of synthetic clips.
ALTER TABLE videos ADD COLUMN media_prefix text CHECK (media_prefix ~ '^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$');
-- What of the media is ready (media/transcode manifest, kept as rungs finish): rungs, posters, preview,
-- storyboard, download. '{}' until the first rung is done.
ALTER TABLE videos ADD COLUMN media jsonb NOT NULL DEFAULT '{}';
-- SHA-256 (hex) of the uploaded source: a second upload of the same file is a duplicate_video.
ALTER TABLE videos ADD COLUMN content_hash text CHECK (content_hash ~ '^[0-9a-f]{64}$');
-- Review: who decided and when; the reason of a rejection, shown to the uploader.
ALTER TABLE videos ADD COLUMN reviewed_by integer REFERENCES members (user_id) ON DELETE SET NULL;
ALTER TABLE videos ADD COLUMN reviewed_at timestamptz;
ALTER TABLE videos ADD COLUMN reject_reason text CHECK (char_length(reject_reason) <= 1000);
-- A transcoding failure's code, shown to the uploader (status 4).
ALTER TABLE videos ADD COLUMN media_error text;
-- Re-add (video_edit.php act 4): a deleted video is back on the site until then, and deleted again after.
ALTER TABLE videos ADD COLUMN visible_until timestamptz;

CREATE INDEX videos_content_hash ON videos (content_hash) WHERE content_hash IS NOT NULL;
CREATE INDEX videos_review_queue ON videos (added_date, video_id) WHERE status_id = 0;
CREATE INDEX videos_visible_until ON videos (visible_until) WHERE visible_until IS NOT NULL;

-- An upload in progress or just finished (tus): the tus id is the upload_id of the info step.
CREATE TABLE uploads (
  upload_id text PRIMARY KEY CHECK (upload_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  filename text NOT NULL CHECK (char_length(filename) BETWEEN 1 AND 255),
  size bigint NOT NULL CHECK (size >= 0),
  -- uploading: bytes still coming; uploaded: all bytes here, not yet checked (act 1); accepted: checked,
  -- a video row exists and transcoding is queued; rejected: a check failed (error_code).
  status text NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'uploaded', 'accepted', 'rejected')),
  error_code text,
  video_id integer REFERENCES videos (video_id) ON DELETE SET NULL,
  duration integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user ON uploads (user_id, created_at DESC);
-- Abandoned uploads are swept (uploading or uploaded for longer than a day).
CREATE INDEX uploads_stale ON uploads (updated_at) WHERE status IN ('uploading', 'uploaded');
