-- #32 items 2 and 3: the subscriptions feed and continue watching.
--
-- The feed (videos2_own `feed.{user_id}`) reads a member's subscriptions by the primary key
-- (user_id, section, object_id) and the newest videos of each through the indexes that exist: a channel's
-- (videos_source_latest), a member's uploads (videos_user_latest) and a model's (video_models_model). Its
-- order is the listing's latest one (added_date, video_id).

-- Where a member stopped in a video (the writes keep the newest POSITIONS_CAP per member, as history does).
CREATE TABLE watch_positions (
  user_id integer NOT NULL REFERENCES members (user_id) ON DELETE CASCADE,
  video_id integer NOT NULL REFERENCES videos (video_id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  duration integer NOT NULL CHECK (duration > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX watch_positions_order ON watch_positions (user_id, updated_at DESC, video_id DESC);
