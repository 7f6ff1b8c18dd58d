-- Hidden channels (#33 item 3, §9 "a list of 10 hidden channel ids"). Staff keep the list in the console
-- (channels.is_hidden, with who hid it and when); a hidden channel and its videos are left out of every
-- listing, search, sitemap and related list, but their pages stay reachable by direct link.
--
-- Every listing of videos already reads `status_id = 1 AND is_private = 0`, and every sort index of
-- `videos` and `video_categories` (0003, 0006, 0007, 0026), the search's GIN index and the per-channel
-- index are partial on that predicate. So a hidden channel's videos are taken out of it rather than given
-- a second flag: `is_private` becomes two bits, 1 the owner's choice (private) and 2 "its channel is
-- hidden". A listing keeps reading `is_private = 0` and every existing index still serves it, with no join
-- to `channels`; what asks whether a video is private (its page, its player, the owner's toggle) reads bit 1.
--
-- Triggers keep bit 2, so no write can forget it: a video written with a channel (or moved to another,
-- or its privacy set) takes its channel's state; a channel hidden or shown again sets it on its videos,
-- whose change reaches their category links (0006's videos_to_categories copies is_private). The sums over
-- public videos (totals of members, models, channels, categories) are moved by the console's act in the
-- same transaction (moderation/hidden-channels.ts), as changeVideo moves them for one video.

ALTER TABLE videos DROP CONSTRAINT videos_is_private_check;
ALTER TABLE videos ADD CONSTRAINT videos_is_private_check CHECK (is_private BETWEEN 0 AND 3);

ALTER TABLE channels
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_by integer REFERENCES members (user_id) ON DELETE SET NULL;

CREATE FUNCTION videos_channel_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_private := (NEW.is_private & 1) | CASE WHEN EXISTS (
      SELECT 1 FROM channels c WHERE c.channel_id = NEW.content_source_id AND c.is_hidden = 1) THEN 2 ELSE 0 END;
  RETURN NEW;
END;
$$;
CREATE TRIGGER videos_channel_hidden BEFORE INSERT OR UPDATE OF content_source_id, is_private ON videos
  FOR EACH ROW EXECUTE FUNCTION videos_channel_hidden();

CREATE FUNCTION channels_hidden_to_videos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE videos SET is_private = (is_private & 1) | (NEW.is_hidden * 2)
    WHERE content_source_id = NEW.channel_id AND is_private <> ((is_private & 1) | (NEW.is_hidden * 2));
  RETURN NULL;
END;
$$;
CREATE TRIGGER channels_hidden_to_videos AFTER UPDATE OF is_hidden ON channels FOR EACH ROW
  WHEN (OLD.is_hidden IS DISTINCT FROM NEW.is_hidden)
  EXECUTE FUNCTION channels_hidden_to_videos();

-- Moves a channel's public videos (status 1, is_private 0) into (sign 1) or out of (-1) the sums over public
-- videos, as actions/counters.ts shiftPublicVideo does for one video: their owners' videos_count and
-- videos_viewed; the channel's and their models' total_videos, video_viewed, likes and dislikes; their
-- categories' totals per site (category_stats, no row kept at 0). Called before a channel is hidden and
-- after it is shown again, in the same transaction (moderation/hidden-channels.ts), a statement per table.
CREATE FUNCTION shift_channel_videos(channel integer, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members m SET
      videos_count = greatest(0, least(2147483647, m.videos_count::bigint + sign * s.n))::int,
      videos_viewed = greatest(0, m.videos_viewed + sign * s.viewed)
    FROM (SELECT user_id, count(*) AS n, sum(video_viewed) AS viewed FROM videos
          WHERE content_source_id = channel AND status_id = 1 AND is_private = 0 GROUP BY user_id) s
    WHERE m.user_id = s.user_id;
  UPDATE channels c SET
      total_videos = greatest(0, least(2147483647, c.total_videos::bigint + sign * s.n))::int,
      video_viewed = greatest(0, c.video_viewed + sign * s.viewed),
      likes = greatest(0, least(2147483647, c.likes::bigint + sign * s.likes))::int,
      dislikes = greatest(0, least(2147483647, c.dislikes::bigint + sign * s.dislikes))::int
    FROM (SELECT count(*) AS n, coalesce(sum(video_viewed), 0) AS viewed, coalesce(sum(likes), 0) AS likes,
            coalesce(sum(dislikes), 0) AS dislikes FROM videos
          WHERE content_source_id = channel AND status_id = 1 AND is_private = 0) s
    WHERE c.channel_id = channel;
  UPDATE models mo SET
      total_videos = greatest(0, least(2147483647, mo.total_videos::bigint + sign * s.n))::int,
      video_viewed = greatest(0, mo.video_viewed + sign * s.viewed),
      likes = greatest(0, least(2147483647, mo.likes::bigint + sign * s.likes))::int,
      dislikes = greatest(0, least(2147483647, mo.dislikes::bigint + sign * s.dislikes))::int
    FROM (SELECT vm.model_id, count(*) AS n, sum(v.video_viewed) AS viewed, sum(v.likes) AS likes,
            sum(v.dislikes) AS dislikes
          FROM videos v JOIN video_models vm ON vm.video_id = v.video_id
          WHERE v.content_source_id = channel AND v.status_id = 1 AND v.is_private = 0 GROUP BY vm.model_id) s
    WHERE mo.model_id = s.model_id;
  IF sign > 0 THEN
    INSERT INTO category_stats AS cs (category_id, gender, total_videos)
      SELECT vc.category_id, v.gender, count(*)::int
        FROM videos v JOIN video_categories vc ON vc.video_id = v.video_id
        WHERE v.content_source_id = channel AND v.status_id = 1 AND v.is_private = 0
        GROUP BY vc.category_id, v.gender
      ON CONFLICT (gender, category_id) DO UPDATE SET total_videos = cs.total_videos + EXCLUDED.total_videos;
  ELSE
    UPDATE category_stats cs SET total_videos = greatest(0, cs.total_videos - s.n)
      FROM (SELECT vc.category_id, v.gender, count(*)::int AS n
            FROM videos v JOIN video_categories vc ON vc.video_id = v.video_id
            WHERE v.content_source_id = channel AND v.status_id = 1 AND v.is_private = 0
            GROUP BY vc.category_id, v.gender) s
      WHERE cs.category_id = s.category_id AND cs.gender = s.gender;
    DELETE FROM category_stats WHERE total_videos = 0;
  END IF;
END;
$$;

-- The channels hidden before this migration (two of the demo's) leave the lists and the sums now.
SELECT shift_channel_videos(channel_id, -1) FROM channels WHERE is_hidden = 1;
UPDATE videos v SET is_private = (v.is_private & 1) | 2
  FROM channels c WHERE c.channel_id = v.content_source_id AND c.is_hidden = 1;
