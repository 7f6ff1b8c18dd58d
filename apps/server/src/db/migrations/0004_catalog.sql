-- The catalog reads of #5 (models, channels, categories, main): the date of the newest public video of
-- each model and channel (the latest-updates sorts) and the indexes of the channel list.
-- Each statement ends with a semicolon at the end of its line (the migrator runs them one by one).
--
-- The model list needs no index of its own: its filters and sorts are answered from an in-memory snapshot
-- (src/catalog/facets.ts, read with one statement a minute), and the page's cards by primary key. The
-- main call's top models use 0002's models_gender (most-popular).

-- The newest public active video of the model / channel; refreshStats keeps it (null: no video yet).
ALTER TABLE models ADD COLUMN last_video_at timestamptz;
ALTER TABLE channels ADD COLUMN last_video_at timestamptz;

-- Channels: lists show neither hidden channels nor the usersupload source (a member upload, §2), and are
-- of one site; one partial index per sort of §3, the channel id breaking ties so pages never overlap or
-- skip (alphabetza reads the alphabet index backwards). Sort keys are those of src/catalog/queries.ts.
CREATE INDEX channels_alphabet ON channels (gender, lower(title), channel_id) WHERE is_hidden = 0 AND dir <> 'usersupload';
CREATE INDEX channels_count_videos ON channels (gender, total_videos DESC, channel_id DESC) WHERE is_hidden = 0 AND dir <> 'usersupload';
CREATE INDEX channels_latest ON channels (gender, last_video_at DESC NULLS LAST, channel_id DESC) WHERE is_hidden = 0 AND dir <> 'usersupload';
CREATE INDEX channels_popular ON channels (gender, subscribers DESC, channel_id DESC) WHERE is_hidden = 0 AND dir <> 'usersupload';
CREATE INDEX channels_viewed ON channels (gender, video_viewed DESC, channel_id DESC) WHERE is_hidden = 0 AND dir <> 'usersupload';
CREATE INDEX channels_recent ON channels (gender, created_at DESC, channel_id DESC) WHERE is_hidden = 0 AND dir <> 'usersupload';
CREATE INDEX channels_top_rated ON channels (gender, (likes::float8 / greatest(likes + dislikes, 1)) DESC, likes DESC, channel_id DESC) WHERE is_hidden = 0 AND dir <> 'usersupload';
